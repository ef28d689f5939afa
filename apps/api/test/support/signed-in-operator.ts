import { addOperator } from '../../src/operators/operator-accounts.ts';
import { xsrfSession, type XsrfSession } from '../../src/test-support/xsrf-session.ts';
import type { TestApp } from './test-app.ts';

const email = 'ops@lender.example';
const password = 'correct horse battery staple 42';

/** The operator's browser: an account made as the command makes it, then signed in over HTTP. */
export async function signedInOperator(t: TestApp): Promise<XsrfSession> {
  await addOperator(t.database.db, email, password);
  const operator = await xsrfSession(t.app);
  const signed = await operator.inject({
    method: 'POST',
    url: '/api/operator/session',
    payload: { email, password },
  });
  if (signed.statusCode !== 200) throw new Error(`operator sign-in: ${String(signed.statusCode)}`);
  return operator;
}
