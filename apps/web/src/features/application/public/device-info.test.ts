import { describe, expect, it } from 'vitest';
import {
  browserDeviceSource,
  collectDeviceInfo,
  currentLeadPayloadExtras,
  leadPayloadExtras,
} from './device-info';

describe('collectDeviceInfo', () => {
  it('collects every field and the time since init', () => {
    expect(
      collectDeviceInfo({
        timezoneOffset: -60,
        deviceMemory: 8,
        language: 'es-ES',
        screen: { width: 1920, height: 1080 },
        initAt: 1000,
        now: 3500,
      }),
    ).toEqual({
      timezoneOffset: -60,
      deviceMemory: 8,
      language: 'es-ES',
      screenResolution: '1920x1080',
      loadingTime: 2500,
    });
  });

  it('defaults deviceMemory to 1 and loadingTime to 0 when unknown', () => {
    expect(collectDeviceInfo({ timezoneOffset: 0, now: 5 })).toEqual({
      timezoneOffset: 0,
      deviceMemory: 1,
      loadingTime: 0,
    });
    expect(
      collectDeviceInfo({ timezoneOffset: 0, deviceMemory: 0, initAt: 10, now: 5 }).loadingTime,
    ).toBe(0);
  });

  it('reads the browser (jsdom) values', () => {
    const source = browserDeviceSource(100, 250);
    expect(source.language).toBe(navigator.language);
    expect(collectDeviceInfo(source).loadingTime).toBe(150);
  });
});

describe('leadPayloadExtras', () => {
  it("always tags 'ui:react' without duplicates", () => {
    expect(leadPayloadExtras(['a', 'ui:react', 'a'], { timezoneOffset: 0, now: 0 }).tags).toEqual([
      'a',
      'ui:react',
    ]);
    expect(leadPayloadExtras(undefined, { timezoneOffset: 0, now: 0 }).tags).toEqual(['ui:react']);
  });
});

describe('currentLeadPayloadExtras', () => {
  it('measures loading time from the initAt that start-up stored', () => {
    sessionStorage.setItem('initAt', String(Date.now() - 1500));
    const { deviceData, tags } = currentLeadPayloadExtras(['x']);
    expect(deviceData.loadingTime).toBeGreaterThanOrEqual(1500);
    expect(deviceData.loadingTime).toBeLessThan(60_000);
    expect(tags).toEqual(['x', 'ui:react']);
    sessionStorage.clear();
  });

  it('tags the lead of a reapplying applicant', () => {
    sessionStorage.setItem('reapplying', 'true');
    expect(currentLeadPayloadExtras(['x', 'reapplying']).tags).toEqual([
      'x',
      'reapplying',
      'ui:react',
    ]);
    sessionStorage.clear();
    expect(currentLeadPayloadExtras(['x']).tags).toEqual(['x', 'ui:react']);
  });

  it('reports 0 when initAt is unknown', () => {
    expect(currentLeadPayloadExtras(undefined).deviceData.loadingTime).toBe(0);
  });
});
