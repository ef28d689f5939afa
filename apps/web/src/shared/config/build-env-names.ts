// The names of the build's settings, shared by the browser's reader (build-env.ts) and the
// build-time check (build-env-schema.ts) without bringing the check's zod into the app.
import type { ProductId } from '@finceptiv/contract/product-ids';

/** VITE_AD_CLICK_EXPIRY_DAYS, or VITE_AD_CLICK_EXPIRY_DAYS_IBANCAR for ibancar's own value (ADR 0032). */
export const adClickExpiryVariable = (product?: ProductId): string =>
  product === undefined
    ? 'VITE_AD_CLICK_EXPIRY_DAYS'
    : `VITE_AD_CLICK_EXPIRY_DAYS_${product.toUpperCase()}`;

/** The affiliate settings of spec 9 (ADR 0007). */
export const affiliateVariables = ['VITE_AFFILIATE_EXPIRY_HOURS', 'VITE_STATIC_AFFILIATE_NAME'];

/**
 * The attribution settings of spec 9 (ADR 0007, 0032) among the given variable names: the
 * affiliate ones and the ad-click expiry, general or per brand. The brands are not listed here
 * (the app's reader would carry their table); build-env-schema.ts checks the names against them.
 */
export function attributionVariablesOf(names: readonly string[]): string[] {
  const adClick = adClickExpiryVariable();
  return names.filter(
    (name) =>
      affiliateVariables.includes(name) || name === adClick || name.startsWith(`${adClick}_`),
  );
}
