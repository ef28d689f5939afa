// This feature's i18next namespace (public/locales/<lng>/legacy-flow.json).
export const legacyNamespace = 'legacy-flow';
