import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Fidea – Credit de nevoi personale online',
  metaDescription:
    'Solicită online un credit de până la 30.000 lei. Răspuns rapid, fără drumuri la bancă.',
  metaKeywords: 'credit online, împrumut rapid, credit de nevoi personale, Fidea',
  footerText: 'Fidea IFN S.A.',
  layoutClassName: 'layout--fidea',
  mainClassName: 'main--fidea',
};
