import { describe, expect, it } from 'vitest';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { trackingConfigFromBrand } from './tracking-config';
import { eventForProgressState } from './tracking-events';

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

describe('eventForProgressState', () => {
  it('names the outcome states and nothing else', () => {
    expect(eventForProgressState(ProgressState.ThankYou)).toBe('application_completed');
    expect(eventForProgressState(ProgressState.Redirected)).toBe('application_redirected');
    expect(eventForProgressState(ProgressState.Rejected)).toBe('application_rejected');
    expect(eventForProgressState(ProgressState.Accepted)).toBeUndefined();
    expect(eventForProgressState(ProgressState.Checking)).toBeUndefined();
  });
});
