import type { PageData } from '../brand-types';

// In the brand's own language: these are the brand's words, not translated UI strings.
export const pageData: PageData = {
  pageTitle: 'Prestamotor – Crédito con tu vehículo',
  metaDescription:
    'Solicita un crédito de hasta $50.000.000 respaldado por tu vehículo. Trámite en línea y respuesta ágil.',
  metaKeywords: 'crédito vehicular, préstamo con vehículo, crédito de libre inversión, Prestamotor',
  footerText: 'Prestamotor S.A.S.',
  layoutClassName: 'layout--prestamotor',
  mainClassName: 'main--prestamotor',
};
