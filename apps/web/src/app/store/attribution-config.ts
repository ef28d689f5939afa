// Attribution settings from the build environment (spec 9): the affiliate reference expiry in
// hours and the site's own (static) affiliate name, whose reference never expires. Read when
// called, not at import, so tests and the bootstrap decide when the environment is consulted.
export interface AttributionConfig {
  /** Raw configured hours; validated (and logged when invalid) by affiliateExpiryHours. */
  affiliateExpiryHours?: unknown;
  staticAffiliateName?: string | undefined;
}

export function readAttributionConfig(
  env: Record<string, unknown> = import.meta.env,
): AttributionConfig {
  const name = env.VITE_STATIC_AFFILIATE_NAME;
  return {
    affiliateExpiryHours: env.VITE_AFFILIATE_EXPIRY_HOURS,
    staticAffiliateName: typeof name === 'string' && name !== '' ? name : undefined,
  };
}
