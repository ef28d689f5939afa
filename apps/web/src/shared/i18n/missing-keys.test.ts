import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { missingKeyOptions, reportsMissingKeys } from './missing-keys';

// Spec 7's missing-key report: the real i18next, http backend and request hook; the
// translation reads answer from a scripted fetch, the report goes through the API client.
const loadPath = '/t/{{lng}}/{{ns}}.json';
let readUrls: string[];
const reads = (): typeof fetch => (url) => {
  readUrls.push(url instanceof Request ? url.url : url.toString());
  return Promise.resolve(new Response(JSON.stringify({ known: 'Known' }), { status: 200 }));
};

let posted: { url: string; init: RequestInit }[];

beforeEach(() => {
  posted = [];
  readUrls = [];
  document.cookie = 'XSRF-TOKEN=dev.token; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      posted.push({ url, init });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('missing translation keys', () => {
  it('are reported only by a development-mode build', () => {
    expect(reportsMissingKeys('development')).toBe(true);
    expect(reportsMissingKeys('production')).toBe(false);
    expect(reportsMissingKeys('test')).toBe(false);
    expect(reportsMissingKeys()).toBe(false);
  });

  it('leave saveMissing off and no add path in the production options', () => {
    expect(missingKeyOptions(false)).toEqual({ init: { saveMissing: false }, backend: {} });
  });

  it('are never sent by a production instance', async () => {
    const i18n = await createI18n('es', reads(), loadPath, reportsMissingKeys('production'));
    expect(i18n.options.saveMissing).toBe(false);
    expect(i18n.t('nowhere>to be found')).toBe('nowhere>to be found');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toEqual([]);
    expect(readUrls.sort()).toEqual(['/t/en/common.json', '/t/es/common.json']);
  });

  it('are posted to /locales/add/{lng}/{ns} with the XSRF header in development', async () => {
    const i18n = await createI18n('es', reads(), loadPath, reportsMissingKeys('development'));
    expect(i18n.t('known')).toBe('Known');
    i18n.t('nowhere>to be found');
    await vi.waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    const [report] = posted;
    expect(report?.url).toBe('/api/locales/add/es/common');
    expect(report?.init.method).toBe('POST');
    expect(new Headers(report?.init.headers).get('x-xsrf-token')).toBe('dev.token');
    expect(JSON.parse(report?.init.body as string)).toEqual({
      'nowhere>to be found': 'nowhere>to be found',
    });
  });
});
