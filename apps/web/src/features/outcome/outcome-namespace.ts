// This feature's i18next namespace (public/locales/<lng>/outcome.json), loaded on demand by
// useTranslation(outcomeNamespace) in each screen.
export const outcomeNamespace = 'outcome';
