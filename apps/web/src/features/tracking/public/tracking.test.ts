import { describe, expect, it, vi } from 'vitest';
import { vendorWindow } from '../lib/vendor-window';
import { identify, page, reportToErrorTracker, startTracking, track } from './tracking';
import { posthog } from '../test-support/posthog-double';

vi.mock('posthog-js', async () => ({
  default: (await import('../test-support/posthog-double')).posthog,
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// The module-level facade, end to end with stubbed vendors: one start per test file.
describe('tracking facade', () => {
  it('replays early calls to analytics and waits for consent before the tag manager', async () => {
    identify('s-1');
    page('/application-frontend/');
    track('step_viewed', { step: 'initial-details' });
    reportToErrorTracker('ApplicationPage not found');
    startTracking(
      { posthogKey: 'phc_1', gtmId: 'GTM-ABCD12' },
      { campaign: { utm_source: 'news' } },
    );
    await flush();
    expect(posthog.register).toHaveBeenCalledWith({ utm_source: 'news' });
    expect(posthog.identify).toHaveBeenCalledWith('s-1');
    expect(posthog.capture).toHaveBeenCalledWith('step_viewed', { step: 'initial-details' });
    expect(vendorWindow().dataLayer).toBeUndefined();
    const { grantMarketingConsent } = await import('./tracking');
    grantMarketingConsent();
    await flush();
    expect(vendorWindow().dataLayer).toContainEqual({
      event: 'step_viewed',
      step: 'initial-details',
    });
  });
});
