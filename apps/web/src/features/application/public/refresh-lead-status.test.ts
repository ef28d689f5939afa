import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/test-support/capture-log';
import {
  leadAnswer,
  leadId,
  makeApplicationStore,
  stubFetch,
} from '../test-support/application-test-api';
import { refreshLeadStatus } from './refresh-lead-status';

let log: ReturnType<typeof captureLog>;
beforeEach(() => {
  log = captureLog();
});
afterEach(() => {
  vi.unstubAllGlobals();
  log.restore();
});

describe('refreshLeadStatus', () => {
  it('stores the state the server answers for the current lead', async () => {
    const calls = stubFetch({
      status: 200,
      body: leadAnswer(10, { applicationResult: { offerId: 'O1' } }),
    });
    const store = makeApplicationStore({
      applicationData: { id: leadId },
      leadApplication: { progressState: 6 },
    });
    expect(await store.dispatch(refreshLeadStatus())).toBe(true);
    expect(calls[0]?.url).toBe(`/api/lead/status/${leadId}`);
    expect(store.getState().leadApplication).toMatchObject({
      progressState: 10,
      applicationResult: { offerId: 'O1' },
    });
  });

  it('does nothing without a lead, and keeps the state on failure', async () => {
    const calls = stubFetch({ status: 404, body: { error: 'lead_not_found' } });
    expect(await makeApplicationStore().dispatch(refreshLeadStatus())).toBe(false);
    expect(calls).toHaveLength(0);
    const store = makeApplicationStore({
      applicationData: { id: leadId },
      leadApplication: { progressState: 6 },
    });
    expect(await store.dispatch(refreshLeadStatus())).toBe(false);
    expect(store.getState().leadApplication.progressState).toBe(6);
    expect(log.lines).toContain('Failed to refresh lead status');
  });

  it('stores nothing once its caller has stopped the read', async () => {
    stubFetch({ status: 200, body: leadAnswer(11) });
    const store = makeApplicationStore({
      applicationData: { id: leadId },
      leadApplication: { progressState: 9 },
    });
    const controller = new AbortController();
    const refreshed = store.dispatch(refreshLeadStatus(controller.signal));
    controller.abort();
    expect(await refreshed).toBe(false);
    expect(store.getState().leadApplication.progressState).toBe(9);
    expect(log.lines).not.toContain('Failed to refresh lead status');
  });
});
