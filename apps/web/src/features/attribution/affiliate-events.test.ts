import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateEventBody } from '@finceptiv/contract/api/lead-schemas';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { ApiError } from '@/shared/api/client';
import { setLogSink } from '@/shared/lib/log';
import {
  dueAffiliateEvents,
  forgetReportedAffiliateEvents,
  reportAffiliateEvents,
  type AffiliateContext,
} from './affiliate-events';

const leadId = '6f1c2b1e-8d0a-4c55-9a51-3f0d2e7b9c10';
const reference = { attribute: 'partner-net', subId: 'sub-1', setAt: '2026-06-01T10:00:00.000Z' };

describe('dueAffiliateEvents', () => {
  it.each([
    ['no lead yet', undefined, ProgressState.LoanInformation, []],
    ['a lead being filled in', leadId, ProgressState.PersonalDetails, ['lead_created']],
    ['a submitted lead', leadId, ProgressState.Checking, ['lead_created', 'lead_submitted']],
    [
      'an accepted lead',
      leadId,
      ProgressState.Accepted,
      ['lead_created', 'lead_submitted', 'outcome_reached:accepted'],
    ],
    [
      'a rejected lead',
      leadId,
      ProgressState.Rejected,
      ['lead_created', 'lead_submitted', 'outcome_reached:rejected'],
    ],
    [
      'a redirected lead',
      leadId,
      ProgressState.Redirected,
      ['lead_created', 'lead_submitted', 'outcome_reached:redirected'],
    ],
    [
      'a lead in a post-offer step',
      leadId,
      ProgressState.MobileVerification,
      ['lead_created', 'lead_submitted'],
    ],
  ])('%s', (_, id, state, expected) => {
    const names = dueAffiliateEvents(id, state).map((d) =>
      d.outcome ? `${d.event}:${d.outcome}` : d.event,
    );
    expect(names).toEqual(expected);
  });
});

describe('reportAffiliateEvents', () => {
  const lines: string[] = [];
  beforeEach(() => {
    forgetReportedAffiliateEvents();
    lines.length = 0;
    return setLogSink((level, message, details) => {
      lines.push(`${level} ${message} ${details ?? ''}`);
    });
  });

  const context = (over: Partial<AffiliateContext> = {}): AffiliateContext => ({
    product: 'ibancar',
    leadId,
    progressState: ProgressState.PersonalDetails,
    reference,
    sessionId: 'session-1',
    ...over,
  });

  it('sends nothing for an application that came through no affiliate', () => {
    const send = vi.fn(() => Promise.resolve());
    reportAffiliateEvents(context({ reference: undefined }), send);
    reportAffiliateEvents(context({ reference: { setAt: reference.setAt } }), send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends each event once, with the reference and the product, as the state moves on', () => {
    const send = vi.fn((body: AffiliateEventBody) => Promise.resolve(body));
    reportAffiliateEvents(context(), send);
    reportAffiliateEvents(context({ progressState: ProgressState.ContactDetails }), send);
    reportAffiliateEvents(context({ progressState: ProgressState.Accepted }), send);
    reportAffiliateEvents(context({ progressState: ProgressState.Accepted }), send);
    const bodies = send.mock.calls.map(([body]) => body);
    expect(bodies.map((b) => [b.event, b.outcome])).toEqual([
      ['lead_created', undefined],
      ['lead_submitted', undefined],
      ['outcome_reached', 'accepted'],
    ]);
    expect(bodies[0]).toMatchObject({
      product: 'ibancar',
      leadId,
      sessionId: 'session-1',
      attribute: 'partner-net',
      subId: 'sub-1',
    });
    expect(Object.keys(bodies[0]!)).not.toContain('transactionId');
  });

  it('logs a failed status without ids and sends it again on the next change', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(503, {})));
    reportAffiliateEvents(context(), send);
    await vi.waitFor(() => {
      expect(lines).toHaveLength(1);
    });
    expect(lines[0]).toContain('warn Affiliate status failure');
    expect(lines[0]).toContain('503');
    expect(lines[0]).not.toContain(leadId);
    expect(lines[0]).not.toContain('sub-1');
    reportAffiliateEvents(context(), send);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
