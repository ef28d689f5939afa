import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Ratapro – Pożyczka ratalna online',
  metaDescription:
    'Złóż wniosek o pożyczkę ratalną do 25 000 zł przez internet. Szybka decyzja bez wychodzenia z domu.',
  metaKeywords: 'pożyczka ratalna, pożyczka online, chwilówka na raty, Ratapro',
  footerText: 'Ratapro sp. z o.o.',
  layoutClassName: 'layout--ratapro',
  mainClassName: 'main--ratapro',
};
