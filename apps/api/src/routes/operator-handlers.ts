// The operator area's sign-in, session and sign-out (issue 25 item 1, ADR 0041). The route map
// marks the session and sign-out `access: 'operator'`: contract-routes.ts answers 401 to those
// before these handlers run when the caller has no live session.
import type { AppContext } from '../app.ts';
import { HttpError, RateLimitedError } from '../http/errors.ts';
import { normalEmail, passwordMatches } from '../operators/operator-accounts.ts';
import {
  currentOperatorSession,
  endOperatorSession,
  startOperatorSession,
  unauthorized,
} from '../operators/operator-sessions.ts';
import { perClientBudget, signInThrottle } from '../operators/sign-in-throttle.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

type OperatorHandlers = Pick<
  RouteHandlers,
  'operatorSignIn' | 'operatorSession' | 'operatorSignOut'
>;

export function operatorHandlers(ctx: AppContext): OperatorHandlers {
  // Wrong passwords lock the client that sent them out of the account, and past a ceiling the
  // account itself (operators/sign-in-throttle.ts): an attacker who knows an operator's
  // address locks only their own client out.
  const throttle = signInThrottle(ctx.env.APP_SECRET, {
    perClient: ctx.limits.operatorFailedSignInsPerAccountPerClientPerHour,
    perAccount: Math.max(
      ctx.limits.operatorFailedSignInsPerAccountPerHour,
      ctx.limits.operatorFailedSignInsPerAccountPerClientPerHour,
    ),
  });
  return {
    operatorSignIn: async (request, reply, { body }) => {
      noStore(reply);
      const now = ctx.now();
      const email = normalEmail(body.email);
      // Refused before the password is looked at: a locked client or account learns nothing,
      // and the right password does not open it until the hour has passed. Unknown emails
      // count alike, so the refusal does not tell which addresses are operators.
      const admission = await throttle.admit(ctx.db, email, request.ip, now);
      if (!admission.admitted)
        throw new RateLimitedError(perClientBudget, admission.retryAfterSeconds);
      if (!(await passwordMatches(ctx.db, email, body.password))) {
        const wait = admission.attempt.failed();
        if (wait !== undefined) throw new RateLimitedError(perClientBudget, wait);
        // One answer for an unknown email and a wrong password: nothing tells them apart.
        throw new HttpError(401, { error: 'invalid_credentials' });
      }
      await admission.attempt.succeeded();
      return reply.send(
        await startOperatorSession(ctx.db, reply, email, now, ctx.limits.operatorSessionTtlMs),
      );
    },

    operatorSession: async (request, reply) => {
      noStore(reply);
      const session = await currentOperatorSession(ctx.db, request, ctx.now());
      if (session === undefined) throw unauthorized();
      return reply.send(session);
    },

    operatorSignOut: async (request, reply) => {
      noStore(reply);
      await endOperatorSession(ctx.db, request, reply);
      return reply.code(204).send();
    },
  };
}
