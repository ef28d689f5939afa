import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@finceptiv/contract/product-ids';
import { i18nOptions } from '@/shared/i18n/i18n-options';
import { localeResources } from './locale-files';

/** A real i18next with the shipped translation files, read from disk instead of over HTTP. */
export async function testI18n(locale: Locale = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  const resources = Object.fromEntries(
    Object.entries(localeResources()).map(([lng, common]) => [lng, { common }]),
  );
  await instance.init({ ...i18nOptions, ns: [...i18nOptions.ns], lng: locale, resources });
  return instance;
}
