// Test helper: the shell's test i18n (common namespace from the shipped files) plus this
// feature's shipped dynamic-form files.
import type { Locale } from '@finceptiv/contract/product-ids';
import type { i18n } from 'i18next';
import { testI18n } from '@/test-support/test-i18n';
import { namespace } from '../ui/form-text-namespace';

type Messages = { [key: string]: string | Messages };

const formLocaleFiles = import.meta.glob<Messages>('/public/locales/*/dynamic-form.json', {
  eager: true,
  import: 'default',
});

export function readFormLocale(locale: Locale): Messages | undefined {
  return formLocaleFiles[`/public/locales/${locale}/dynamic-form.json`];
}

export async function formI18n(locale: Locale = 'en'): Promise<i18n> {
  const instance = await testI18n(locale);
  for (const lng of new Set<Locale>([locale, 'en'])) {
    instance.addResourceBundle(lng, namespace, readFormLocale(lng) ?? {});
  }
  return instance;
}
