import { describe, expect, it } from 'vitest';
import { attributionEnv, baseUrl, localesVersion, mode } from './build-env';
import { parseBuildEnv } from './build-env-schema';

const valid = { BASE_URL: '/application-frontend/', VITE_LOCALES_VERSION: 'abc123' };

describe('parseBuildEnv', () => {
  it('takes a complete environment, with an empty variable as not set', () => {
    const env = parseBuildEnv({
      ...valid,
      MODE: 'production',
      DEV: false,
      VITE_PRODUCT: 'ibancar',
      VITE_TINK_WIDGET_URL: 'https://widget.tink.example/start',
      VITE_INSTANTOR_WIDGET_URL: '',
      VITE_AD_CLICK_EXPIRY_DAYS_IBANCAR: '7',
      PATH: '/usr/bin',
    });
    expect(env).toMatchObject({
      BASE_URL: '/application-frontend/',
      VITE_PRODUCT: 'ibancar',
      VITE_TINK_WIDGET_URL: 'https://widget.tink.example/start',
      VITE_AD_CLICK_EXPIRY_DAYS_IBANCAR: '7',
    });
    expect(env.VITE_INSTANTOR_WIDGET_URL).toBeUndefined();
  });

  it('names each bad variable and its value', () => {
    const read = () =>
      parseBuildEnv({
        BASE_URL: 'application-frontend',
        VITE_PRODUCT: 'fiestaa',
        VITE_PAYLANDS_WIDGET_URL: 'javascript:alert(1)',
      });
    expect(read).toThrow(/^Invalid build environment \(import\.meta\.env\): /);
    expect(read).toThrow(
      'BASE_URL must be a path that starts and ends with / (it is "application-frontend")',
    );
    expect(read).toThrow('VITE_PRODUCT must be one of default, fiesta,');
    expect(read).toThrow('VITE_LOCALES_VERSION must be set (it is not set)');
    expect(read).toThrow('VITE_PAYLANDS_WIDGET_URL must be an http:// or https:// address');
  });

  it('refuses a per-brand setting for no brand', () => {
    expect(() => parseBuildEnv({ ...valid, VITE_AD_CLICK_EXPIRY_DAYS_IBANKAR: '7' })).toThrow(
      'VITE_AD_CLICK_EXPIRY_DAYS_IBANKAR names no brand',
    );
  });
});

describe('the build environment of the tests', () => {
  it("is Vite's, checked", () => {
    expect(mode).toBe('test');
    expect(baseUrl).toBe(import.meta.env.BASE_URL);
    expect(localesVersion).toBe(import.meta.env.VITE_LOCALES_VERSION);
    expect(localesVersion).not.toBe('');
    expect(Object.keys(attributionEnv).every((name) => name.startsWith('VITE_'))).toBe(true);
  });
});
