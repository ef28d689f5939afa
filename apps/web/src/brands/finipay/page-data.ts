import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Finipay – Online Cash Loan',
  metaDescription:
    'Apply online for a cash loan of up to ₱50,000. Fast approval, no collateral and a fully online process.',
  metaKeywords: 'cash loan, online loan, personal loan Philippines, Finipay',
  footerText: 'Finipay Lending Corp.',
  layoutClassName: 'layout--finipay',
  mainClassName: 'main--finipay',
};
