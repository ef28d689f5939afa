import { readFileSync } from 'node:fs';
import { repoRoot } from './paths';

// What each brand's first screen must show (docs/brands.md). Literal values on purpose: the
// journey checks the app against the brand table, not against the app's own source.
export interface BrandExpectation {
  id: string;
  name: string;
  locale: string;
  /** v3 brands open on the dynamic form's initial-details, legacy brands on the loan chooser. */
  flow: 'v3' | 'legacy';
  lang: string;
  title: string;
  homeUrl: string;
  footerText: string;
  descriptionStart: string;
}

export const brandExpectations: BrandExpectation[] = [
  {
    id: 'default',
    name: 'Finceptiv',
    locale: 'en',
    flow: 'v3',
    lang: 'en',
    title: 'Finceptiv – Apply for a personal loan online',
    homeUrl: 'https://www.finceptiv.com/',
    footerText: 'Finceptiv Financial Services',
    descriptionStart: 'Apply online for a personal loan',
  },
  {
    id: 'fiesta',
    name: 'Fiesta',
    locale: 'es',
    flow: 'v3',
    lang: 'es-ES',
    title: 'Fiesta – Solicita tu préstamo online',
    homeUrl: 'https://www.fiesta.es/',
    footerText: 'Fiesta Créditos S.L.',
    descriptionStart: 'Solicita online hasta 1.000 €',
  },
  {
    id: 'askrobin',
    name: 'AskRobin',
    locale: 'de',
    flow: 'v3',
    lang: 'de-DE',
    title: 'AskRobin – Kredit online beantragen',
    homeUrl: 'https://www.askrobin.de/',
    footerText: 'AskRobin GmbH',
    descriptionStart: 'Ratenkredite bis 120.000 €',
  },
  {
    id: 'ibancar',
    name: 'Ibancar',
    locale: 'mx',
    flow: 'legacy',
    lang: 'es-MX',
    title: 'Ibancar – Préstamo con garantía de tu auto',
    homeUrl: 'https://www.ibancar.mx/',
    footerText: 'Ibancar México S.A.P.I. de C.V.',
    descriptionStart: 'Obtén un préstamo de hasta $500,000',
  },
  {
    id: 'prestamotor',
    name: 'Prestamotor',
    locale: 'co',
    flow: 'legacy',
    lang: 'es-CO',
    title: 'Prestamotor – Crédito con tu vehículo',
    homeUrl: 'https://www.prestamotor.co/',
    footerText: 'Prestamotor S.A.S.',
    descriptionStart: 'Solicita un crédito de hasta $50.000.000',
  },
  {
    id: 'ratapro',
    name: 'Ratapro',
    locale: 'pl',
    flow: 'v3',
    lang: 'pl-PL',
    title: 'Ratapro – Pożyczka ratalna online',
    homeUrl: 'https://www.ratapro.pl/',
    footerText: 'Ratapro sp. z o.o.',
    descriptionStart: 'Złóż wniosek o pożyczkę ratalną',
  },
  {
    id: 'fidea',
    name: 'Fidea',
    locale: 'ro',
    flow: 'legacy',
    lang: 'ro-RO',
    title: 'Fidea – Credit de nevoi personale online',
    homeUrl: 'https://www.fidea.ro/',
    footerText: 'Fidea IFN S.A.',
    descriptionStart: 'Solicită online un credit',
  },
  {
    id: 'lienketvay',
    name: 'Lienketvay',
    locale: 'vn',
    flow: 'legacy',
    lang: 'vi-VN',
    title: 'Lienketvay – Vay tiêu dùng trực tuyến',
    homeUrl: 'https://www.lienketvay.vn/',
    footerText: 'Công ty TNHH Liên Kết Vay',
    descriptionStart: 'Đăng ký khoản vay tiêu dùng',
  },
  {
    id: 'finipay',
    name: 'Finipay',
    locale: 'ph',
    flow: 'v3',
    lang: 'en-PH',
    title: 'Finipay – Online Cash Loan',
    homeUrl: 'https://www.finipay.ph/',
    footerText: 'Finipay Lending Corp.',
    descriptionStart: 'Apply online for a cash loan',
  },
];

type Messages = Record<string, Record<string, string>>;

/** A message of the shipped translation file of a locale, e.g. message('de', 'page', 'title'). */
export function message(
  locale: string,
  group: string,
  key: string,
  namespace: 'common' | 'dynamic-form' = 'common',
): string {
  const file = `${repoRoot}apps/web/public/locales/${locale}/${namespace}.json`;
  const value = (JSON.parse(readFileSync(file, 'utf8')) as Messages)[group]?.[key];
  if (value === undefined) throw new Error(`no ${group}>${key} in ${locale}`);
  return value;
}
