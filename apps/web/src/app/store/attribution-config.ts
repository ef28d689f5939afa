// Attribution settings from the build environment (spec 9): the affiliate reference expiry in
// hours and the site's own (static) affiliate name, whose reference never expires; the legacy
// ad-click expiry in days (spec 4), for the deployment and, overriding it, for one brand. Read
// when called, not at import, so tests and the bootstrap decide when the environment is consulted.
import type { ProductId } from '@finceptiv/contract/product-ids';

export interface AttributionConfig {
  /** Raw configured hours; validated (and logged when invalid) by affiliateExpiryHours. */
  affiliateExpiryHours?: unknown;
  staticAffiliateName?: string | undefined;
  /** Raw configured days; validated (and logged when invalid) by adClickExpiryMs. */
  adClickExpiryDays?: unknown;
}

/** VITE_AD_CLICK_EXPIRY_DAYS_IBANCAR for ibancar: the brand's own value (like EMBED_ORIGINS_<BRAND>). */
export const adClickExpiryVariable = (product?: ProductId): string =>
  product === undefined
    ? 'VITE_AD_CLICK_EXPIRY_DAYS'
    : `VITE_AD_CLICK_EXPIRY_DAYS_${product.toUpperCase()}`;

const given = (value: unknown) => (value === undefined || value === '' ? undefined : value);

export function readAttributionConfig(
  env: Record<string, unknown> = import.meta.env,
  product?: ProductId,
): AttributionConfig {
  const name = env.VITE_STATIC_AFFILIATE_NAME;
  const brandDays = product === undefined ? undefined : given(env[adClickExpiryVariable(product)]);
  return {
    affiliateExpiryHours: env.VITE_AFFILIATE_EXPIRY_HOURS,
    staticAffiliateName: typeof name === 'string' && name !== '' ? name : undefined,
    adClickExpiryDays: brandDays ?? given(env[adClickExpiryVariable()]),
  };
}
