import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/logging.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createLoggingTestApp, type TestApp } from './support/test-app.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createLoggingTestApp(lines, {
    deps: { limits: { verifyAttemptsPerCode: 2, leadCreatePerClientPerMinute: 3 } },
  });
});
afterAll(() => t.close());

const events = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => typeof entry.event === 'string');

/** A Moneyman lead (born on day 1) at mobile verification, with its code sent. */
async function atVerification(): Promise<{ id: string; code: string }> {
  const { id } = await submitLegacyLead(t.client, 1);
  const moved = await t.client.inject({
    method: 'POST',
    url: `/api/lead/continue/${id}`,
    payload: {},
  });
  expect(moved.json()).toMatchObject({ progressState: ProgressState.MobileVerification });
  await t.client.inject({ method: 'POST', url: '/api/lead/mobile/verification', payload: { id } });
  const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox/${id}` });
  const text = outbox.json<{ messages: { text: string }[] }>().messages.at(-1)?.text ?? '';
  return { id, code: /(\d{6})/.exec(text)?.[1] ?? '' };
}

describe('stored text messages', () => {
  it('never hold the code; only the development inbox in memory does', async () => {
    const { id, code } = await atVerification();
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('lead_id', '=', id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.message).not.toContain(code);
    expect(stored[0]?.message).toContain('******');
  });
});

describe('security events and request logs', () => {
  it('logs wrong codes and the lock-out with a pseudonymised client, never the code', async () => {
    const { id, code } = await atVerification();
    const wrong = code === '000000' ? '111111' : '000000';
    lines.length = 0;
    for (let i = 0; i < 3; i++)
      await t.client.inject({
        method: 'POST',
        url: '/api/v2/customer/mobile/verify',
        payload: { id, code: wrong },
      });
    const names = events().map((e) => e.event);
    expect(names.filter((n) => n === 'security.verification_code_wrong')).toHaveLength(2);
    expect(names).toContain('security.verification_locked');
    expect(names).toContain('security.rate_limited');
    for (const event of events()) expect(event.client).toMatch(/^[\w-]{16}$/);
    expect(lines.join('\n')).not.toContain('127.0.0.1');
  });

  it('masks lead ids and tokens in logged URLs', async () => {
    const id = '8c1f2e4a-0b9d-4c7e-9f3a-2d6b5e8c1a70';
    expect(redactUrl(`/api/lead/status/${id}`)).toBe('/api/lead/status/[id]');
    expect(redactUrl(`/api/v2/lead/url/${id}/email?token=1.abc`)).toBe(
      '/api/v2/lead/url/[id]/email',
    );
    expect(redactUrl('/api/x/1735689600000.Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTA')).toBe(
      '/api/x/[token]',
    );
    expect(redactUrl('/application-frontend/assets/personal-details-Cz1x2y3w4v.js')).toContain(
      'Cz1x2y3w4v',
    );
    lines.length = 0;
    const { id: leadId } = await atVerification();
    await t.client.inject({ method: 'GET', url: `/api/lead/status/${leadId}` });
    await t.client.inject({ method: 'GET', url: `/api/customer/${leadId}/consents` });
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join('\n')).not.toContain(leadId);
  });

  // Last: it spends the lead creations of this file's client.
  it('logs a 429 of a rate limit', async () => {
    lines.length = 0;
    for (let i = 0; i < 4; i++)
      await t.client.inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: { product: 'fiesta', amount: 500, period: 61 },
      });
    expect(events()).toContainEqual(
      expect.objectContaining({ event: 'security.rate_limited', route: '/api/v2/lead' }),
    );
  });
});
