import { beforeEach, describe, expect, it, vi } from 'vitest';

const facade = vi.hoisted(() => ({
  startTracking: vi.fn(),
  grantMarketingConsent: vi.fn(),
  track: vi.fn(),
  trackAndWait: vi.fn<() => Promise<void>>(),
  page: vi.fn(),
  identify: vi.fn(),
  setTrackingUserData: vi.fn(),
  reportToErrorTracker: vi.fn(),
}));
vi.mock('../public/tracking', () => facade);

// The runtime starts once per page, so every test loads a fresh copy.
async function freshRuntime() {
  vi.resetModules();
  return import('./tracking-runtime');
}

const campaign = { utm_source: 'news' };

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('startJourneyTracking', () => {
  it('starts the served configuration with the campaign values', async () => {
    const runtime = await freshRuntime();
    const config = { posthogKey: 'phc_x', consentRequired: true };
    const result = await runtime.startJourneyTracking({
      campaign,
      fetchConfig: () => Promise.resolve(config),
    });
    expect(facade.startTracking).toHaveBeenCalledWith(config, { campaign });
    // Analytics alone is no marketing vendor: nothing to ask.
    expect(result).toEqual({ askConsent: false });
  });

  it('starts nothing on a broken or hostile answer', async () => {
    for (const answer of [Promise.reject(new Error('503')), Promise.resolve({ gtmId: '<x>' })]) {
      const runtime = await freshRuntime();
      answer.catch(() => undefined);
      const result = await runtime.startJourneyTracking({ campaign, fetchConfig: () => answer });
      expect(result).toEqual({ askConsent: false });
    }
    expect(facade.startTracking).not.toHaveBeenCalled();
  });

  it('asks for consent when marketing vendors wait for it, and only once', async () => {
    const runtime = await freshRuntime();
    const fetchConfig = vi.fn(() => Promise.resolve({ gtmId: 'GTM-AB12CD3' }));
    expect(await runtime.startJourneyTracking({ campaign, fetchConfig })).toEqual({
      askConsent: true,
    });
    await runtime.startJourneyTracking({ campaign, fetchConfig });
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(facade.grantMarketingConsent).not.toHaveBeenCalled();

    runtime.recordConsentChoice(true);
    expect(facade.grantMarketingConsent).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('trackingConsent') ?? '{}')).toMatchObject({
      marketing: true,
    });
  });

  it('applies a stored answer without asking again', async () => {
    const config = () => Promise.resolve({ metaPixelId: '204815937462019' });
    localStorage.setItem('trackingConsent', JSON.stringify({ marketing: true, at: new Date() }));
    let runtime = await freshRuntime();
    expect(await runtime.startJourneyTracking({ campaign, fetchConfig: config })).toEqual({
      askConsent: false,
    });
    expect(facade.grantMarketingConsent).toHaveBeenCalledTimes(1);

    vi.clearAllMocks();
    localStorage.setItem('trackingConsent', JSON.stringify({ marketing: false, at: new Date() }));
    runtime = await freshRuntime();
    expect(await runtime.startJourneyTracking({ campaign, fetchConfig: config })).toEqual({
      askConsent: false,
    });
    expect(facade.grantMarketingConsent).not.toHaveBeenCalled();
  });

  it('asks for consent when only session recording is configured', async () => {
    const runtime = await freshRuntime();
    const sessionRecording = { scriptUrl: 'https://cdn.recorder.test/r.js', appId: 'org/app' };
    const fetchConfig = () => Promise.resolve({ sessionRecording });
    expect(await runtime.startJourneyTracking({ campaign, fetchConfig })).toEqual({
      askConsent: true,
    });
    expect(facade.grantMarketingConsent).not.toHaveBeenCalled();
  });

  it('does not ask where the brand market needs no consent', async () => {
    const runtime = await freshRuntime();
    const result = await runtime.startJourneyTracking({
      campaign,
      fetchConfig: () => Promise.resolve({ gtmId: 'GTM-AB12CD3', consentRequired: false }),
    });
    expect(result).toEqual({ askConsent: false });
  });
});

describe('applyJourneyCall', () => {
  it('hands each call to the facade', async () => {
    const runtime = await freshRuntime();
    runtime.applyJourneyCall({ kind: 'page', path: '/a' });
    const properties = { applicationRef: 'r' };
    runtime.applyJourneyCall({ kind: 'track', event: 'lead_created', properties });
    runtime.applyJourneyCall({ kind: 'identify', sessionId: 's' });
    runtime.applyJourneyCall({ kind: 'userData', data: { email: 'a@b.c' } });
    expect(facade.page).toHaveBeenCalledWith('/a');
    expect(facade.track).toHaveBeenCalledWith('lead_created', properties);
    expect(facade.identify).toHaveBeenCalledWith('s');
    expect(facade.setTrackingUserData).toHaveBeenCalledWith({ email: 'a@b.c' });
    expect(facade.grantMarketingConsent).not.toHaveBeenCalled();
  });
});

describe('delivered', () => {
  it('waits for the redirect event to be sent before the applicant leaves, within the limit', async () => {
    const runtime = await freshRuntime();
    await expect(runtime.delivered(10)).resolves.toBeUndefined();

    let confirm: () => void = () => undefined;
    facade.trackAndWait.mockReturnValueOnce(
      new Promise<void>((resolve) => {
        confirm = resolve;
      }),
    );
    runtime.applyJourneyCall({
      kind: 'track',
      event: 'application_redirected',
      properties: { applicationRef: 'r', partner: 'Bank' },
    });
    expect(facade.trackAndWait).toHaveBeenCalledWith('application_redirected', {
      applicationRef: 'r',
      partner: 'Bank',
    });
    expect(facade.track).not.toHaveBeenCalled();
    let done = false;
    const waiting = runtime.delivered(5000).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    confirm();
    await waiting;
    expect(done).toBe(true);

    // A vendor that never confirms holds the applicant at most the limit.
    facade.trackAndWait.mockReturnValueOnce(new Promise<void>(() => undefined));
    runtime.applyJourneyCall({ kind: 'track', event: 'application_redirected', properties: {} });
    const started = Date.now();
    await runtime.delivered(50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
