import type { PageKey, PageLoader } from './page-types';

// Spec 2: the application page per country and product, loaded on demand. Every brand shows
// the first step for now; the legacy flow and the dynamic form replace entries here.
const firstStepPage: PageLoader = () => import('./application-page');

export const pageRegistry: Partial<Record<PageKey, PageLoader>> = {
  'ES:default': firstStepPage,
  'ES:fiesta': firstStepPage,
  'DE:askrobin': firstStepPage,
  'MX:ibancar': firstStepPage,
  'CO:prestamotor': firstStepPage,
  'PL:ratapro': firstStepPage,
  'RO:fidea': firstStepPage,
  'VN:lienketvay': firstStepPage,
  'PH:finipay': firstStepPage,
};
