import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'AskRobin – Kredit online beantragen',
  metaDescription:
    'Ratenkredite bis 120.000 € von vielen Banken vergleichen – kostenlos, unverbindlich und SCHUFA-neutral.',
  metaKeywords: 'Kredit, Ratenkredit, Kreditvergleich, Online-Kredit, AskRobin',
  footerText: 'AskRobin GmbH',
  layoutClassName: 'layout--askrobin',
  mainClassName: 'main--askrobin',
};
