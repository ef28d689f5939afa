import { describe, expect, it } from 'vitest';
import {
  trackingConfigFromBrand,
  trackingConfigSchema,
  trackingIdPatterns,
} from './tracking-config.ts';

describe('trackingConfigFromBrand', () => {
  it('maps the brand ids and turns empty ids into no service', () => {
    const config = trackingConfigFromBrand(
      {
        gtmId: 'GTM-FS7X2LQ',
        analyticsKey: '',
        facebookPixelId: '204815937462019',
        tiktokPixelId: ' ',
        googleAdsConversionId: 'AW-10482736151',
      },
      { consentRequired: false },
    );
    expect(config).toEqual({
      posthogKey: undefined,
      gtmId: 'GTM-FS7X2LQ',
      metaPixelId: '204815937462019',
      tiktokPixelId: undefined,
      googleAdsSendTo: 'AW-10482736151',
      consentRequired: false,
    });
  });
});

describe('trackingConfigSchema', () => {
  it('accepts a full configuration and refuses hostile values', () => {
    const full = {
      posthogKey: 'phc_abc',
      posthogHost: 'https://eu.i.posthog.com',
      gtmId: 'GTM-AB12CD3',
      googleAdsSendTo: 'AW-1234567890/label_1',
      sessionRecording: { scriptUrl: 'https://cdn.rec.test/r.js', percentage: 50 },
      consentRequired: true,
    };
    expect(trackingConfigSchema.parse(full)).toEqual(full);
    expect(trackingConfigSchema.safeParse({ gtmId: '<script>' }).success).toBe(false);
    expect(trackingConfigSchema.safeParse({ posthogHost: 'http://plain.test' }).success).toBe(
      false,
    );
    expect(
      trackingConfigSchema.safeParse({ sessionRecording: { scriptUrl: "https://x.test/';a" } })
        .success,
    ).toBe(false);
    expect(trackingConfigSchema.safeParse('nonsense').success).toBe(false);
  });
});

describe('trackingIdPatterns', () => {
  it("takes the vendors' id shapes and nothing else", () => {
    expect(trackingIdPatterns.gtmId.test('GTM-FS7X2LQ')).toBe(true);
    expect(trackingIdPatterns.gtmId.test('gtm-fs7x2lq')).toBe(false);
    expect(trackingIdPatterns.googleAdsConversionId.test('AW-10482736151')).toBe(true);
    expect(trackingIdPatterns.googleAdsConversionId.test('AW-10482736151/AbC-9_x')).toBe(true);
    expect(trackingIdPatterns.googleAdsConversionId.test('AW-1/x y')).toBe(false);
    expect(trackingIdPatterns.facebookPixelId.test('204815937462019')).toBe(true);
    expect(trackingIdPatterns.tiktokPixelId.test('CFIESTA4Q7J2K9M1')).toBe(true);
    expect(trackingIdPatterns.analyticsKey.test('phc_fiestaDemoKey000000000000000000000000')).toBe(
      true,
    );
  });
});
