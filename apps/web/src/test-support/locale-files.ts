import { locales, type Locale } from '@finceptiv/contract/product-ids';

export type Messages = { [key: string]: string | Messages };

// The shipped files themselves (public/locales), bundled by Vite's glob for the tests.
const files = import.meta.glob<Messages>('../../public/locales/*/common.json', {
  eager: true,
  import: 'default',
});

export function readLocale(locale: Locale): Messages | undefined {
  return files[`../../public/locales/${locale}/common.json`];
}

export function localeResources(): Record<Locale, Messages> {
  return Object.fromEntries(locales.map((l) => [l, readLocale(l) ?? {}])) as Record<
    Locale,
    Messages
  >;
}

/** Flattens nested messages into i18next keys joined with the key separator '>'. */
export function flatten(messages: Messages, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}>${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}
