// The app's translation namespaces: one file each under public/locales/{lng}/ (the web app's
// tests hold the files to this list), and the only names the API records missing keys for.
export const translationNamespaces = [
  'common',
  'application',
  'consent',
  'dynamic-form',
  'legacy-flow',
  'outcome',
  'post-offer',
  'operator',
] as const;

export type TranslationNamespace = (typeof translationNamespaces)[number];

const namespaceSet: ReadonlySet<string> = new Set(translationNamespaces);

export function isTranslationNamespace(value: string): value is TranslationNamespace {
  return namespaceSet.has(value);
}
