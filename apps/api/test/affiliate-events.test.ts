import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateEventCounts } from '../src/affiliate/event-counts.ts';
import { xsrfSession } from '../src/test-support/xsrf-session.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 26 item 1, spec 7 /affiliate/event: the lifecycle events an affiliate network pays on,
// kept once per lead and event, only from the browser that holds the lead, and counted for the
// operator view without any id.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reference = { attribute: 'partner-net', subId: 'sub-4711', transactionId: 'tx-0815' };

async function report(
  client: TestApp['client'],
  body: Record<string, unknown>,
): Promise<{ statusCode: number; body: string }> {
  return client.inject({ method: 'POST', url: '/api/affiliate/event', payload: body });
}

async function rowsFor(leadId: string) {
  return t.database.db
    .selectFrom('affiliate_events')
    .select(['name', 'lead_id', 'product'])
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
}

describe('affiliate events', () => {
  it('keep one row per lead and event however often the event is reported', async () => {
    const { id } = await submitLegacyLead(t.client, 3);
    // Created three times over, then submitted once.
    for (const event of ['lead_created', 'lead_created', 'lead_created', 'lead_submitted']) {
      const answer = await report(t.client, {
        product: 'ibancar',
        event,
        leadId: id,
        ...reference,
      });
      expect(answer.statusCode, event).toBe(204);
    }
    expect(await rowsFor(id)).toEqual([
      { name: 'lead_created', lead_id: id, product: 'ibancar' },
      { name: 'lead_submitted', lead_id: id, product: 'ibancar' },
    ]);
  });

  it('about a lead are refused from a browser that does not hold it', async () => {
    const { id } = await submitLegacyLead(t.client, 4);
    const stranger = await xsrfSession(t.app);
    const answer = await report(stranger, {
      product: 'ibancar',
      event: 'lead_created',
      leadId: id,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(await rowsFor(id)).toEqual([]);
  });

  it('take only a known outcome, with a field error otherwise', async () => {
    const { id } = await submitLegacyLead(t.client, 5);
    const answer = await report(t.client, {
      product: 'ibancar',
      event: 'outcome_reached',
      outcome: 'maybe',
      leadId: id,
    });
    expect(answer.statusCode).toBe(422);
    const errors = (JSON.parse(answer.body) as { errors: { fieldName: string }[] }).errors;
    expect(errors.map((e) => e.fieldName)).toContain('outcome');
    expect(await rowsFor(id)).toEqual([]);
  });

  it('are counted per brand, affiliate, event and outcome over a period, without ids', async () => {
    const since = new Date();
    // One browser per applicant: a browser holds the lead it applied with last.
    const applicants = [];
    for (const day of [6, 7]) {
      const browser = await xsrfSession(t.app);
      applicants.push({ browser, id: (await submitLegacyLead(browser, day)).id });
    }
    const statuses = [];
    for (const { browser, id } of applicants) {
      for (const event of ['lead_created', 'lead_submitted']) {
        const body = { product: 'ibancar', event, leadId: id, ...reference };
        statuses.push((await report(browser, body)).statusCode);
      }
    }
    const first = applicants[0]!;
    const outcome = { event: 'outcome_reached', outcome: 'accepted', leadId: first.id };
    // Sent twice (a reload on the outcome screen): counted once.
    for (let i = 0; i < 2; i++) {
      const body = { product: 'ibancar', ...outcome, ...reference };
      statuses.push((await report(first.browser, body)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(6).fill(204));
    const leads = applicants.map((a) => a.id);
    const counts = (await affiliateEventCounts(t.database.db, { since })).filter(
      (row) => row.affiliate === 'partner-net',
    );
    expect(counts).toEqual([
      {
        product: 'ibancar',
        affiliate: 'partner-net',
        event: 'lead_created',
        outcome: null,
        count: 2,
      },
      {
        product: 'ibancar',
        affiliate: 'partner-net',
        event: 'lead_submitted',
        outcome: null,
        count: 2,
      },
      {
        product: 'ibancar',
        affiliate: 'partner-net',
        event: 'outcome_reached',
        outcome: 'accepted',
        count: 1,
      },
    ]);
    const later = await affiliateEventCounts(t.database.db, {
      since: new Date(Date.now() + 60_000),
    });
    expect(later).toEqual([]);
    const text = JSON.stringify(counts);
    for (const secret of [...leads, 'sub-4711', 'tx-0815']) expect(text).not.toContain(secret);
  });
});
