import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Ibancar – Préstamo con garantía de tu auto',
  metaDescription:
    'Obtén un préstamo de hasta $500,000 con tu auto como garantía y sigue manejándolo. Trámite en línea y respuesta rápida.',
  metaKeywords: 'préstamo con garantía de auto, empeño de auto, crédito, Ibancar',
  footerText: 'Ibancar México S.A.P.I. de C.V.',
  layoutClassName: 'layout--ibancar',
  mainClassName: 'main--ibancar',
};
