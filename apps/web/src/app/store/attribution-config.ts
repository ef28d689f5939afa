// Attribution settings from the build environment (spec 9): the affiliate reference expiry in
// hours and the site's own (static) affiliate name, whose reference never expires; the legacy
// ad-click expiry in days (spec 4), for the deployment and, overriding it, for one brand. The
// variables come from shared/config/build-env.ts; tests pass their own.
import type { ProductId } from '@finceptiv/contract/product-ids';
import { adClickExpiryVariable, attributionEnv } from '@/shared/config/build-env';

export interface AttributionConfig {
  /** Raw configured hours; validated (and logged when invalid) by affiliateExpiryHours. */
  affiliateExpiryHours?: unknown;
  staticAffiliateName?: string | undefined;
  /** Raw configured days; validated (and logged when invalid) by adClickExpiryMs. */
  adClickExpiryDays?: unknown;
}

const given = (value: unknown) => (value === undefined || value === '' ? undefined : value);

export function readAttributionConfig(
  env: Readonly<Record<string, unknown>> = attributionEnv,
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
