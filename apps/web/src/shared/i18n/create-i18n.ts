import i18next, { type i18n } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@finceptiv/contract/product-ids';
import { createFetchRequest } from './fetch-request';
import { i18nOptions, localesPath } from './i18n-options';
import { missingKeyOptions, reportsMissingKeys } from './missing-keys';

/** A ready i18next instance for the brand's locale; resources come over HTTP on demand. */
export async function createI18n(
  locale: Locale,
  fetchImpl?: typeof fetch,
  loadPath: string = localesPath,
  reportMissing: boolean = reportsMissingKeys(),
): Promise<i18n> {
  const missing = missingKeyOptions(reportMissing);
  const instance = i18next.createInstance();
  instance.use(HttpBackend).use(initReactI18next);
  await instance.init<HttpBackendOptions>({
    ...i18nOptions,
    ...missing.init,
    // i18next adds every namespace it loads to this list: give each instance its own copy.
    ns: [...i18nOptions.ns],
    lng: locale,
    backend: { loadPath, ...missing.backend, request: createFetchRequest(fetchImpl) },
  });
  return instance;
}
