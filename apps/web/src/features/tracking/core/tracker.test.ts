import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureWarnings } from '../test-support/capture-warnings';
import type { TrackingAdapter, VendorId } from './adapter';
import { maxQueuedCalls } from './calls';
import { createTracker } from './tracker';

const warnings = captureWarnings();
afterEach(() => {
  vi.useRealTimers();
});

function fakeAdapter(vendor: VendorId, marketing: boolean, start = () => Promise.resolve()) {
  return {
    vendor,
    needsConsent: marketing,
    start: vi.fn(start),
    track: vi.fn<NonNullable<TrackingAdapter['track']>>(),
    identify: vi.fn<NonNullable<TrackingAdapter['identify']>>(),
    page: vi.fn<NonNullable<TrackingAdapter['page']>>(),
    reportError: vi.fn<NonNullable<TrackingAdapter['reportError']>>(),
  } satisfies TrackingAdapter;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const context = { campaign: {} };

describe('tracker', () => {
  it('queues calls made before start and replays them in order once the adapter started', async () => {
    const analytics = fakeAdapter('posthog', false);
    const tracker = createTracker(() => [analytics]);
    tracker.page('/');
    tracker.identify('s-1');
    tracker.track('step_viewed', { step: 'name' });
    expect(analytics.page).not.toHaveBeenCalled();
    tracker.start({}, context);
    await flush();
    expect(analytics.page).toHaveBeenCalledWith('/');
    expect(analytics.identify).toHaveBeenCalledWith('s-1');
    expect(analytics.track).toHaveBeenCalledWith(
      'step_viewed',
      { step: 'name' },
      { sessionId: 's-1' },
    );
    expect(analytics.page.mock.invocationCallOrder[0]).toBeLessThan(
      analytics.track.mock.invocationCallOrder[0]!,
    );
  });

  it('keeps only the newest calls while nothing has started', async () => {
    const analytics = fakeAdapter('posthog', false);
    const tracker = createTracker(() => [analytics]);
    for (let i = 0; i < maxQueuedCalls + 5; i += 1) tracker.page(`/${i}`);
    tracker.start({}, context);
    await flush();
    expect(analytics.page).toHaveBeenCalledTimes(maxQueuedCalls);
    expect(analytics.page).not.toHaveBeenCalledWith('/0');
  });

  it('starts marketing trackers only after consent when consent is required', async () => {
    const analytics = fakeAdapter('posthog', false);
    const pixel = fakeAdapter('metaPixel', true);
    const tracker = createTracker(() => [analytics, pixel]);
    tracker.start({ consentRequired: true }, context);
    tracker.track('lead_created');
    await flush();
    expect(analytics.start).toHaveBeenCalledOnce();
    expect(pixel.start).not.toHaveBeenCalled();
    expect(pixel.track).not.toHaveBeenCalled();
    tracker.grantMarketingConsent();
    await flush();
    expect(pixel.start).toHaveBeenCalledOnce();
    expect(pixel.track).toHaveBeenCalledWith('lead_created', {}, {});
  });

  it('requires consent by default', () => {
    const pixel = fakeAdapter('tiktokPixel', true);
    createTracker(() => [pixel]).start({}, context);
    expect(pixel.start).not.toHaveBeenCalled();
  });

  it('starts marketing trackers at once when the brand needs no consent', () => {
    const pixel = fakeAdapter('tiktokPixel', true);
    createTracker(() => [pixel]).start({ consentRequired: false }, context);
    expect(pixel.start).toHaveBeenCalledOnce();
  });

  it('consent given before start lets marketing trackers start with the rest', () => {
    const pixel = fakeAdapter('gtm', true);
    const tracker = createTracker(() => [pixel]);
    tracker.grantMarketingConsent();
    tracker.start({}, context);
    expect(pixel.start).toHaveBeenCalledOnce();
  });

  it('drops the calls of a vendor that failed to start and warns', async () => {
    const broken = fakeAdapter('posthog', false, () => Promise.reject(new Error('blocked')));
    const tracker = createTracker(() => [broken]);
    tracker.start({}, context);
    tracker.track('lead_created');
    await flush();
    tracker.track('application_completed');
    expect(broken.track).not.toHaveBeenCalled();
    expect(warnings).toContain('Tracking vendor posthog did not start');
  });

  it('survives a vendor whose start throws instead of rejecting', async () => {
    const broken = fakeAdapter('metaPixel', false, () => {
      throw new Error('no DOM');
    });
    const tracker = createTracker(() => [broken]);
    expect(() => {
      tracker.start({}, context);
    }).not.toThrow();
    await flush();
    expect(warnings).toContain('Tracking vendor metaPixel did not start');
  });

  it('isolates a throwing vendor from the others', async () => {
    const throwing = fakeAdapter('gtm', false);
    throwing.track.mockImplementation(() => {
      throw new Error('vendor bug');
    });
    const other = fakeAdapter('posthog', false);
    const tracker = createTracker(() => [throwing, other]);
    tracker.start({}, context);
    await flush();
    expect(() => {
      tracker.track('lead_created');
    }).not.toThrow();
    expect(other.track).toHaveBeenCalledOnce();
    expect(warnings).toContain('Tracking call to gtm failed');
  });

  it('snapshots the user data with each event', async () => {
    const pixel = fakeAdapter('tiktokPixel', false);
    const tracker = createTracker(() => [pixel]);
    tracker.identify('s-2');
    tracker.setUserData({ email: 'a@b.es', fbp: 'fb.1.1.1' });
    tracker.track('lead_created');
    tracker.setUserData({ email: 'c@d.es' });
    tracker.start({}, context);
    await flush();
    expect(pixel.track).toHaveBeenCalledWith(
      'lead_created',
      {},
      { sessionId: 's-2', email: 'a@b.es', fbp: 'fb.1.1.1' },
    );
  });

  it('trackAndWait resolves when the vendor confirms, or after the timeout', async () => {
    vi.useFakeTimers();
    const ads = fakeAdapter('googleAds', false);
    let confirm: () => void = () => undefined;
    ads.track.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          confirm = resolve;
        }),
    );
    const tracker = createTracker(() => [ads]);
    tracker.start({}, context);
    await vi.runAllTimersAsync();
    let done = false;
    void tracker.trackAndWait('application_redirected', {}, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    confirm();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    ads.track.mockImplementation(() => new Promise<void>(() => undefined));
    let timedOut = false;
    void tracker.trackAndWait('application_redirected', {}, 1000).then(() => (timedOut = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(timedOut).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(timedOut).toBe(true);
  });

  it('forwards error reports, dropping details over 1024 characters', async () => {
    const recorder = fakeAdapter('sessionRecording', false);
    const tracker = createTracker(() => [recorder]);
    tracker.reportToErrorTracker('ApplicationPage not found', 'es/fiesta');
    tracker.reportToErrorTracker('Uncaught rendering error', 'x'.repeat(2000));
    tracker.start({}, context);
    await flush();
    expect(recorder.reportError).toHaveBeenNthCalledWith(
      1,
      'ApplicationPage not found',
      'es/fiesta',
    );
    expect(recorder.reportError).toHaveBeenNthCalledWith(2, 'Uncaught rendering error', undefined);
  });

  it('builds the adapters once', () => {
    const build = vi.fn(() => [fakeAdapter('posthog', false)]);
    const tracker = createTracker(build);
    tracker.start({}, context);
    tracker.start({}, context);
    expect(build).toHaveBeenCalledOnce();
    expect(tracker.vendors()).toEqual(['posthog']);
  });
});
