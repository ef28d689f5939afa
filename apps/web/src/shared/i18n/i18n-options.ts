import type { InitOptions } from 'i18next';
import { localesVersion } from '@/shared/config/build-env';

// Spec 9's translation settings, in one place so the app and the tests use the same ones.
export const defaultNamespace = 'common';
export const fallbackLanguage = 'en';
// Versioned, so the server lets browsers keep them (build/locales-version.ts).
export const localesPath = `/application-frontend/locales/{{lng}}/{{ns}}.json?v=${localesVersion}`;

export const i18nOptions = {
  fallbackLng: fallbackLanguage,
  ns: [defaultNamespace],
  defaultNS: defaultNamespace,
  // A feature namespace (e.g. the dynamic form's) finds shared keys, such as the contract's
  // validation messages, in the default one.
  fallbackNS: defaultNamespace,
  keySeparator: '>',
  nsSeparator: 'ˆ',
  // React escapes what it renders; escaping here would double-escape.
  interpolation: { escapeValue: false },
  // The spec's locale codes (mx, vn, ph) are not BCP 47: never try 'mx-..' variants.
  load: 'currentOnly',
  // i18next's connector retries a backend read that asks for it: 5 times, 350 ms doubled.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  returnNull: false,
  react: { useSuspense: false },
} satisfies InitOptions;
