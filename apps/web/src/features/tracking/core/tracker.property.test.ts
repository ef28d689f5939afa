import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { TrackingAdapter } from './adapter';
import { maxQueuedCalls } from './calls';
import { createTracker } from './tracker';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tracker queue (property)', () => {
  it('delivers the newest calls made before start, in order, whatever their number', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string(), { maxLength: 3 * maxQueuedCalls }), async (paths) => {
        const page = vi.fn<(path: string) => void>();
        const adapter: TrackingAdapter = {
          vendor: 'posthog',
          needsConsent: false,
          start: () => Promise.resolve(),
          page,
        };
        const tracker = createTracker(() => [adapter]);
        for (const path of paths) tracker.page(path);
        tracker.start({}, { campaign: {} });
        await flush();
        expect(page.mock.calls.map(([path]) => path)).toEqual(paths.slice(-maxQueuedCalls));
      }),
      { numRuns: 50 },
    );
  });

  it('never starts a marketing tracker without consent when consent is required', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), async (required, consented) => {
        const start = vi.fn(() => Promise.resolve());
        const tracker = createTracker(() => [{ vendor: 'gtm', needsConsent: true, start }]);
        tracker.start({ consentRequired: required }, { campaign: {} });
        if (consented) tracker.grantMarketingConsent();
        await flush();
        expect(start).toHaveBeenCalledTimes(!required || consented ? 1 : 0);
      }),
    );
  });
});
