import { describe, expect, it } from 'vitest';
import { cspSourcesFor, posthogCspHosts, vendorCspHosts } from './tracking-csp.ts';

describe('CSP hosts', () => {
  it('admits nothing when no vendor is configured', () => {
    expect(cspSourcesFor({})).toEqual({
      'script-src': [],
      'connect-src': [],
      'img-src': [],
      'frame-src': [],
    });
  });

  it('admits the analytics cloud hosts and a brand own host', () => {
    expect(posthogCspHosts()['connect-src']).toContain('https://us.i.posthog.com');
    expect(posthogCspHosts('https://eu.i.posthog.com')).toMatchObject({
      'script-src': ['https://eu-assets.i.posthog.com'],
      'connect-src': ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'],
    });
    expect(posthogCspHosts('https://t.brand.example/ingest')['connect-src']).toEqual([
      'https://t.brand.example',
    ]);
  });

  it('merges the configured vendors without duplicates', () => {
    const sources = cspSourcesFor({
      gtmId: 'GTM-A1B2',
      googleAdsSendTo: 'AW-1/x',
      tiktokPixelId: 'C1',
    });
    expect([...sources['script-src']].sort()).toEqual([
      'https://analytics.tiktok.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
      'https://www.googletagmanager.com',
    ]);
    expect(sources['script-src']).not.toContain(vendorCspHosts.metaPixel['script-src'][0]);
  });

  it('admits the recording vendor by its script URL and configured hosts', () => {
    const sources = cspSourcesFor({
      sessionRecording: {
        scriptUrl: 'https://cdn.rec.test/r.js',
        connectHosts: ['https://r.rec.test'],
      },
    });
    expect(sources['script-src']).toEqual(['https://cdn.rec.test']);
    expect(sources['connect-src']).toEqual(['https://cdn.rec.test', 'https://r.rec.test']);
  });
});
