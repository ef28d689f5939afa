// The dynamic form's i18next namespace (public/locales/<lng>/dynamic-form.json).
export const namespace = 'dynamic-form';
