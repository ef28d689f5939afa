import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/config/env.ts';
import { rekeyLegacyOptOuts } from '../src/customers/opt-out-store.ts';
import { addressKey, signOptOutToken } from '../src/customers/opt-out-token.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 20, item 7: an unsubscribe link carries a signed token, so nobody opts out an address
// that is not theirs, and the opt-out is stored as a keyed hash, never the address.
let clock = new Date('2026-06-01T10:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
});
afterAll(() => t.close());

const secret = testEnv().APP_SECRET;
const url = '/api/customer/email/unsubscribe';
const day = 24 * 60 * 60 * 1000;

async function mintedToken(email: string): Promise<string> {
  const minted = await t.client.inject({
    method: 'POST',
    url: '/api/dev/unsubscribe-link',
    payload: { email },
  });
  const { path } = minted.json<{ path: string }>();
  expect(path).not.toContain('@');
  return new URL(path, 'http://x').searchParams.get('token') ?? '';
}

const unsubscribe = (token: unknown) =>
  t.client.inject({ method: 'POST', url, payload: { token } });
const optOuts = () => t.database.db.selectFrom('email_opt_outs').selectAll().execute();

describe('unsubscribe', () => {
  it('records the address of a valid link as a keyed hash, and again is harmless', async () => {
    const token = await mintedToken('Ana@Example.com');
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect((await unsubscribe(token)).statusCode).toBe(204);
    const rows = await optOuts();
    expect(rows).toEqual([
      expect.objectContaining({
        address_key: addressKey(secret, 'ana@example.com'),
        purpose: 'marketing-email',
      }),
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('ana@example.com');
    // Not the unkeyed digest either, which a list of addresses reverses.
    expect(stored).not.toContain(createHash('sha256').update('ana@example.com').digest('hex'));
  });

  it('refuses a forged token, a token moved to another address and an expired one (404)', async () => {
    const before = await optOuts();
    const token = await mintedToken('eva@example.com');
    const [, purpose, expiry, mac] = token.split('.');
    const other = addressKey(secret, 'victim@example.com');
    const expired = signOptOutToken(secret, 'eva@example.com', 'marketing-email', clock);
    const elsewhere = signOptOutToken(
      'another-secret-'.repeat(3),
      'victim@example.com',
      'marketing-email',
      new Date(clock.getTime() + day),
    );
    for (const bad of [
      `${token.slice(0, -2)}xx`,
      `${other}.${purpose}.${expiry}.${mac}`,
      expired,
      elsewhere,
      token.replace('.marketing-email.', '.marketing-sms.'),
    ]) {
      const answer = await unsubscribe(bad);
      expect(answer.statusCode, bad).toBe(404);
    }
    expect(await optOuts()).toEqual(before);
  });

  it('a link stops working once it expires', async () => {
    const token = await mintedToken('late@example.com');
    clock = new Date(clock.getTime() + 61 * day);
    try {
      expect((await unsubscribe(token)).statusCode).toBe(404);
    } finally {
      clock = new Date('2026-06-01T10:00:00.000Z');
    }
  });

  it('answers 422 with the field for a missing or malformed token, never 5xx', async () => {
    for (const token of [undefined, '', 'x', 42, 'a.b.c.d', 'ana@example.com']) {
      const answer = await unsubscribe(token);
      expect(answer.statusCode, String(token)).toBe(422);
      expect(answer.json<{ errors: { fieldName: string }[] }>().errors[0]?.fieldName).toBe('token');
    }
    const byQuery = await t.client.inject({ method: 'POST', url: `${url}?email=ana%40x.es` });
    expect(byQuery.statusCode).toBe(422);
  });

  it('re-keys the unkeyed digests an older release stored, without losing one', async () => {
    const digest = createHash('sha256').update('old@example.com').digest('hex');
    await t.database.db.insertInto('legacy_unsubscribes').values({ email_hash: digest }).execute();
    expect(await rekeyLegacyOptOuts(t.database.db, secret)).toBe(1);
    expect(await t.database.db.selectFrom('legacy_unsubscribes').selectAll().execute()).toEqual([]);
    expect((await optOuts()).map((row) => row.address_key)).toContain(
      addressKey(secret, ' OLD@example.com '),
    );
    expect(await rekeyLegacyOptOuts(t.database.db, secret)).toBe(0);
  });
});
