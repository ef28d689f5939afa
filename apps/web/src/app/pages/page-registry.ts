import type { PageKey, PageLoader } from './page-types';

// Spec 2: the application page per country and product, loaded on demand. The v3 brands get
// the dynamic form (initial-details at the index, each later form at /form/<path>); the legacy
// brands get the legacy flow (the loan chooser at the index, then one fixed step per state).
const legacyFlowPage: PageLoader = () => import('@/features/legacy-flow/public/legacy-flow-page');
const dynamicFormPage: PageLoader = () =>
  import('@/features/dynamic-form/public/dynamic-form-page');

export const pageRegistry: Partial<Record<PageKey, PageLoader>> = {
  'ES:default': dynamicFormPage,
  'ES:fiesta': dynamicFormPage,
  'DE:askrobin': dynamicFormPage,
  'MX:ibancar': legacyFlowPage,
  'CO:prestamotor': legacyFlowPage,
  'PL:ratapro': dynamicFormPage,
  'RO:fidea': legacyFlowPage,
  'VN:lienketvay': legacyFlowPage,
  'PH:finipay': dynamicFormPage,
};
