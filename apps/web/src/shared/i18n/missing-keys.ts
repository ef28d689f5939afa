// Spec 7: POST /locales/add/{lng}/{ns} records the keys the app asked for and no translation
// file had. A development convenience, so it is off unless switched on: only a build in
// development mode (`npm run dev`, which also turns on the API's DEV_ENDPOINTS that accept the
// reports) sends them. A production build has saveMissing off and no add path at all.
import type { InitOptions } from 'i18next';
import { apiBase, apiRequest } from '@/shared/api/client';
import { mode as buildMode } from '@/shared/config/build-env';

const missingKeysPath = `${apiBase}/locales/add/{{lng}}/{{ns}}`;

/** Vite's mode: 'development' for the dev server, 'production' for builds, 'test' in Vitest. */
export function reportsMissingKeys(mode: string = buildMode): boolean {
  return mode === 'development';
}

/** The i18next and backend settings that make i18next report a missing key, or keep it quiet. */
export function missingKeyOptions(report: boolean): {
  init: Pick<InitOptions, 'saveMissing' | 'saveMissingTo'>;
  backend: { addPath?: string };
} {
  if (!report) return { init: { saveMissing: false }, backend: {} };
  // The brand's language: a key missing there and found in English is no missing key.
  return {
    init: { saveMissing: true, saveMissingTo: 'current' },
    backend: { addPath: missingKeysPath },
  };
}

/** The backend's write: through the API client, so the XSRF pair and HTTP error logging apply. */
export function postMissingKeys(url: string, keys: object): Promise<unknown> {
  const path = url.startsWith(apiBase) ? url.slice(apiBase.length) : url;
  return apiRequest('POST', path, keys);
}
