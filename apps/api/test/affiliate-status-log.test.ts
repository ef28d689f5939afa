import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateStatusFailure } from '../src/affiliate/status-failure.ts';
import { xsrfSession } from '../src/test-support/xsrf-session.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createLoggingTestApp, type TestApp } from './support/test-app.ts';

// Spec 8: an affiliate status that fails is logged, without the lead's or the affiliate's ids.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createLoggingTestApp(lines);
});
afterAll(() => t.close());

const failures = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.event === affiliateStatusFailure);

describe('affiliate status failures', () => {
  it('are logged with event, product and status, no ids', async () => {
    const { id } = await submitLegacyLead(t.client, 1);
    const stranger = await xsrfSession(t.app);
    lines.length = 0;
    const refused = await stranger.inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: {
        product: 'fiesta',
        event: 'lead_submitted',
        leadId: id,
        subId: 'sub-4711',
        transactionId: 'tx-0815',
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(failures()).toEqual([
      expect.objectContaining({
        event: affiliateStatusFailure,
        affiliateEvent: 'lead_submitted',
        product: 'fiesta',
        status: refused.statusCode,
        forLead: true,
      }),
    ]);
    const text = lines.join('\n');
    for (const secret of [id, 'sub-4711', 'tx-0815']) expect(text).not.toContain(secret);
  });

  it('do not copy an event name that is no plain name', async () => {
    const stranger = await xsrfSession(t.app);
    lines.length = 0;
    await stranger.inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: {
        product: 'fiesta',
        event: 'ana@example.com',
        leadId: '6f1c2b1e-8d0a-4c55-9a51-3f0d2e7b9c10',
      },
    });
    expect(failures()).toEqual([expect.objectContaining({ affiliateEvent: '[unnamed]' })]);
    expect(lines.join('\n')).not.toContain('ana@example.com');
  });

  it('are not logged when the status is stored', async () => {
    lines.length = 0;
    const ok = await t.client.inject({
      method: 'POST',
      url: '/api/affiliate/event',
      payload: { product: 'fiesta', event: 'lead_created', subId: 's1' },
    });
    expect(ok.statusCode).toBe(204);
    expect(failures()).toEqual([]);
  });
});
