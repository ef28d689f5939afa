// This feature's i18next namespace (public/locales/<lng>/application.json).
export const applicationNamespace = 'application';
