import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Fiesta – Solicita tu préstamo online',
  metaDescription:
    'Solicita online hasta 1.000 € en pocos minutos, sin compromiso y con total seguridad.',
  metaKeywords: 'préstamo online, minicrédito, préstamo rápido, Fiesta',
  footerText: 'Fiesta Créditos S.L.',
  layoutClassName: 'layout--fiesta',
  mainClassName: 'main--fiesta',
};
