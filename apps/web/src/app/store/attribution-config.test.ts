import { describe, expect, it } from 'vitest';
import { readAttributionConfig } from './attribution-config';

// The legacy ad-click expiry (spec 4) is deployment configuration, with a brand's own value first.
describe('readAttributionConfig: ad-click expiry', () => {
  const env = {
    VITE_AD_CLICK_EXPIRY_DAYS: '30',
    VITE_AD_CLICK_EXPIRY_DAYS_IBANCAR: '7',
    VITE_AD_CLICK_EXPIRY_DAYS_FIDEA: '',
  };

  it("takes the brand's own value over the deployment's", () => {
    expect(readAttributionConfig(env, 'ibancar').adClickExpiryDays).toBe('7');
  });

  it("falls back to the deployment's value for a brand without one (or an empty one)", () => {
    expect(readAttributionConfig(env, 'fiesta').adClickExpiryDays).toBe('30');
    expect(readAttributionConfig(env, 'fidea').adClickExpiryDays).toBe('30');
    expect(readAttributionConfig(env).adClickExpiryDays).toBe('30');
  });

  it('leaves it unset (the default applies) when the deployment sets nothing', () => {
    expect(readAttributionConfig({}, 'ibancar').adClickExpiryDays).toBeUndefined();
  });
});
