import type { PageKey, PageLoader } from './page-types';

// Spec 2: the application page per country and product, loaded on demand. The v3 brands get
// the dynamic form (initial-details at the index, each later form at /form/<path>); the legacy
// brands show the loan chooser first.
const firstStepPage: PageLoader = () => import('./application-page');
const dynamicFormPage: PageLoader = () =>
  import('@/features/dynamic-form/public/dynamic-form-page');

export const pageRegistry: Partial<Record<PageKey, PageLoader>> = {
  'ES:default': dynamicFormPage,
  'ES:fiesta': dynamicFormPage,
  'DE:askrobin': dynamicFormPage,
  'MX:ibancar': firstStepPage,
  'CO:prestamotor': firstStepPage,
  'PL:ratapro': dynamicFormPage,
  'RO:fidea': firstStepPage,
  'VN:lienketvay': firstStepPage,
  'PH:finipay': dynamicFormPage,
};
