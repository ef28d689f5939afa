// This feature's i18next namespace (public/locales/<lng>/operator.json, all nine locales).
export const operatorNamespace = 'operator';
