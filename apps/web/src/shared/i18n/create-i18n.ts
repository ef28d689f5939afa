import i18next, { type i18n } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@finceptiv/contract/product-ids';
import { createFetchRequest } from './fetch-request';
import { i18nOptions, localesPath } from './i18n-options';

/** A ready i18next instance for the brand's locale; resources come over HTTP on demand. */
export async function createI18n(
  locale: Locale,
  fetchImpl?: typeof fetch,
  loadPath: string = localesPath,
): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(HttpBackend).use(initReactI18next);
  await instance.init<HttpBackendOptions>({
    ...i18nOptions,
    // i18next adds every namespace it loads to this list: give each instance its own copy.
    ns: [...i18nOptions.ns],
    lng: locale,
    backend: { loadPath, request: createFetchRequest(fetchImpl) },
  });
  return instance;
}
