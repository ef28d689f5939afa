import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPosthogAdapter } from './posthog-adapter';
import { posthogOptions } from './posthog-options';
import { posthog } from '../test-support/posthog-double';

// The SDK is mocked at the module boundary: the adapter's own dynamic import is what runs.
vi.mock('posthog-js', async () => ({
  default: (await import('../test-support/posthog-double')).posthog,
}));

beforeEach(() => {
  vi.clearAllMocks();
});

const campaign = { utm_source: 'news', utm_medium: 'email', gclid: 'g-1', ttclid: 't-1' };

describe('posthog adapter', () => {
  it('initialises with the spec defaults set explicitly', async () => {
    await createPosthogAdapter({ key: 'phc_key', campaign }).start();
    expect(posthog.init).toHaveBeenCalledWith('phc_key', {
      api_host: 'https://us.i.posthog.com',
      autocapture: false,
      capture_pageleave: false,
      capture_pageview: false,
      disable_session_recording: true,
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      surveys_request_timeout_ms: 10000,
      prepare_external_dependency_script: expect.any(Function) as unknown,
    });
  });

  it('gives the scripts the SDK adds later the page nonce', () => {
    const stamped = document.createElement('script');
    stamped.setAttribute('nonce', 'n-9');
    document.head.appendChild(stamped);
    const prepare = posthogOptions(undefined).prepare_external_dependency_script;
    const script = prepare?.(document.createElement('script'));
    expect(script).toHaveAttribute('nonce', 'n-9');
    stamped.remove();
  });

  it('uses the configured host', async () => {
    await createPosthogAdapter({ key: 'k', host: 'https://eu.i.posthog.com', campaign }).start();
    expect(posthog.init.mock.calls[0]?.[1]).toMatchObject({ api_host: 'https://eu.i.posthog.com' });
  });

  it('registers the campaign values after init so every event carries them', async () => {
    await createPosthogAdapter({ key: 'k', campaign }).start();
    expect(posthog.register).toHaveBeenCalledWith(campaign);
    expect(posthog.init.mock.invocationCallOrder[0]).toBeLessThan(
      posthog.register.mock.invocationCallOrder[0]!,
    );
  });

  it('registers campaign values only, never other address values', async () => {
    await createPosthogAdapter({
      key: 'k',
      campaign: { utm_term: 't', gbraid: 'b', wbraid: 'w', gclsrc: 'aw', email: 'ana@example.com' },
    }).start();
    expect(posthog.register).toHaveBeenCalledWith({
      utm_term: 't',
      gbraid: 'b',
      wbraid: 'w',
      gclsrc: 'aw',
    });
  });

  it('identifies by sessionId, captures events and page views', async () => {
    const adapter = createPosthogAdapter({ key: 'k', campaign: {} });
    await adapter.start();
    adapter.identify?.('6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f');
    adapter.track?.('step_viewed', { step: 'name' }, {});
    adapter.page?.('/application-frontend/personal-details');
    expect(posthog.identify).toHaveBeenCalledWith('6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f');
    expect(posthog.capture).toHaveBeenCalledWith('step_viewed', { step: 'name' });
    expect(posthog.capture).toHaveBeenCalledWith('$pageview', {
      $current_url: `${window.location.origin}/application-frontend/personal-details`,
    });
  });

  it('never forwards the ad pixels user data', async () => {
    const adapter = createPosthogAdapter({ key: 'k', campaign: {} });
    await adapter.start();
    adapter.track?.('lead_created', {}, { email: 'ana@example.com', phoneNumber: '+34612345678' });
    expect(JSON.stringify(posthog.capture.mock.calls)).not.toContain('ana@example.com');
  });
});
