import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Finceptiv – Apply for a personal loan online',
  metaDescription:
    'Apply online for a personal loan of up to €1,000 in a few minutes: free, non-binding and secure.',
  metaKeywords: 'personal loan, online loan, quick loan, Finceptiv',
  footerText: 'Finceptiv Financial Services',
  layoutClassName: 'layout--default',
  mainClassName: 'main--default',
};
