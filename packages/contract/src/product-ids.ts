// The identifiers of ARCHITECTURE.md section 2. Kept apart from the brand table so that
// code needing only the ids (host resolution, schemas) does not pull in every brand's config.

export const productIds = [
  'default',
  'fiesta',
  'askrobin',
  'ibancar',
  'prestamotor',
  'ratapro',
  'fidea',
  'lienketvay',
  'finipay',
] as const;
export type ProductId = (typeof productIds)[number];

/** The product identifiers the backend knows (spec 1); brands without their own fall back to 'default'. */
export const backendProductIds = [
  'default',
  'askrobin',
  'ibancar',
  'finipay',
  'ratapro',
  'fiesta',
] as const;
export type BackendProductId = (typeof backendProductIds)[number];

export const locales = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export type Locale = (typeof locales)[number];

/** The spec's locale codes are not BCP 47; Intl formatting needs these tags. */
export const localeTags: Record<Locale, string> = {
  en: 'en',
  es: 'es-ES',
  mx: 'es-MX',
  co: 'es-CO',
  pl: 'pl-PL',
  ro: 'ro-RO',
  vn: 'vi-VN',
  de: 'de-DE',
  ph: 'en-PH',
};

/** ISO 3166-1 alpha-2 codes of the countries served (spec 1). */
export const countries = ['ES', 'DE', 'MX', 'CO', 'PL', 'RO', 'VN', 'PH'] as const;
export type CountryCode = (typeof countries)[number];

/** The brand a host that matches nothing gets, unless PRODUCT / VITE_PRODUCT says otherwise. */
export const defaultProductId: ProductId = 'fiesta';

const productIdSet: ReadonlySet<string> = new Set(productIds);
const backendProductIdSet: ReadonlySet<string> = new Set(backendProductIds);
const localeSet: ReadonlySet<string> = new Set(locales);

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && productIdSet.has(value);
}

export function isBackendProductId(value: unknown): value is BackendProductId {
  return typeof value === 'string' && backendProductIdSet.has(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && localeSet.has(value);
}
