// The operator area's sign-in, session and sign-out (issue 25 item 1, ADR 0041). The route map
// marks the session and sign-out `access: 'operator'`: contract-routes.ts answers 401 to those
// before these handlers run when the caller has no live session.
import type { AppContext } from '../app.ts';
import { HttpError, RateLimitedError } from '../http/errors.ts';
import { counterKey, countUse, peekCount, secondsUntilReset } from '../limits/counters.ts';
import { HOUR } from '../config/limits.ts';
import { normalEmail, passwordMatches } from '../operators/operator-accounts.ts';
import {
  currentOperatorSession,
  endOperatorSession,
  startOperatorSession,
  unauthorized,
} from '../operators/operator-sessions.ts';
import type { RouteHandlers } from './contract-routes.ts';
import { noStore } from './no-store.ts';

type OperatorHandlers = Pick<
  RouteHandlers,
  'operatorSignIn' | 'operatorSession' | 'operatorSignOut'
>;

const LOCKOUT_BUDGET = 'operator-lockout';

export function operatorHandlers(ctx: AppContext): OperatorHandlers {
  const failures = (email: string) => counterKey(ctx.env.APP_SECRET, LOCKOUT_BUDGET, email);
  return {
    operatorSignIn: async (_request, reply, { body }) => {
      noStore(reply);
      const now = ctx.now();
      const email = normalEmail(body.email);
      const key = failures(email);
      // Locked after repeated failures, in the database every instance shares: the right
      // password does not open a locked account until the hour has passed.
      if ((await peekCount(ctx.db, key, now)) >= ctx.limits.operatorFailedSignInsPerAccountPerHour)
        throw new RateLimitedError(LOCKOUT_BUDGET, 3600);
      if (!(await passwordMatches(ctx.db, email, body.password))) {
        const count = await countUse(ctx.db, key, HOUR, now);
        if (count.count >= ctx.limits.operatorFailedSignInsPerAccountPerHour)
          throw new RateLimitedError(LOCKOUT_BUDGET, secondsUntilReset(count, now));
        // One answer for an unknown email and a wrong password: nothing tells them apart.
        throw new HttpError(401, { error: 'invalid_credentials' });
      }
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
