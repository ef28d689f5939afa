// The build's environment, read here and nowhere else in the app (eslint.config.js). Vite fixes
// import.meta.env when it builds (the VITE_* variables of `npm run build`, and its own BASE_URL,
// MODE and DEV); this module checks it when it loads, so a bad setting stops the app at once with
// a message naming the variable, as a bad variable stops the API at start-up (ARCHITECTURE.md).
import { productIds, type ProductId } from '@finceptiv/contract/product-ids';
import type { VerificationProvider } from '@finceptiv/contract/post-offer-steps';
import * as z from 'zod/mini';

/**
 * True in the dev server, false in builds. Read as Vite writes it, so a build sees the literal
 * false. A module that only development may load must still be imported behind
 * `import.meta.env.DEV` itself (app/router.tsx, the one exception to the lint rule): behind this
 * imported constant, Rolldown drops the code but still emits the chunk it imports dynamically.
 */
export const isDevelopment: boolean = import.meta.env.DEV;

/** Vite's mode: 'development' for the dev server, 'production' for builds, 'test' in Vitest. */
export const mode: string = import.meta.env.MODE;

/** VITE_AD_CLICK_EXPIRY_DAYS, or VITE_AD_CLICK_EXPIRY_DAYS_IBANCAR for ibancar's own value (ADR 0032). */
export const adClickExpiryVariable = (product?: ProductId): string =>
  product === undefined
    ? 'VITE_AD_CLICK_EXPIRY_DAYS'
    : `VITE_AD_CLICK_EXPIRY_DAYS_${product.toUpperCase()}`;

// zod/mini has no messages of its own (no locale is loaded): each check names what it wants.
const optionalText = z.optional(z.string({ error: 'must be text' }));
// A provider's page in a frame: an absolute address, whose host the CSP's frame-src must name.
const widgetUrl = z.optional(
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }),
);
// Checked as numbers where they are used (spec 9, ADR 0007): an invalid one is logged there and
// the default applies, so here they need only be text.
const attributionSettings = {
  VITE_AFFILIATE_EXPIRY_HOURS: optionalText,
  VITE_STATIC_AFFILIATE_NAME: optionalText,
  ...Object.fromEntries(
    [undefined, ...productIds].map((product) => [adClickExpiryVariable(product), optionalText]),
  ),
};

const buildEnvSchema = z.object({
  // The app's path on its host ('/application-frontend/'): the router's basename and the start
  // of every address the app reads.
  BASE_URL: z
    .string({ error: 'must be set' })
    .check(z.regex(/^\/(.*\/)?$/, 'must be a path that starts and ends with /')),
  /** Default brand when the host name names none (ARCHITECTURE.md 2). */
  VITE_PRODUCT: z.optional(
    z.enum(productIds, { error: `must be one of ${productIds.join(', ')}` }),
  ),
  /** The translation files' version (build/locales-version.ts), set by vite.config.ts. */
  VITE_LOCALES_VERSION: z.string({ error: 'must be set' }),
  VITE_INSTANTOR_WIDGET_URL: widgetUrl,
  VITE_TINK_WIDGET_URL: widgetUrl,
  VITE_PAYLANDS_WIDGET_URL: widgetUrl,
  ...attributionSettings,
});

/**
 * The build environment, checked: throws one error naming each bad variable and its value. A
 * variable set to '' counts as not set. A per-brand variable for no brand is an error too, so
 * that a misspelt brand does not quietly leave the setting unused.
 */
export function parseBuildEnv(env: Record<string, unknown>) {
  const values = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = buildEnvSchema.safeParse(values);
  const noBrand = Object.keys(values).filter(
    (name) => name.startsWith(`${adClickExpiryVariable()}_`) && !(name in attributionSettings),
  );
  if (result.success && noBrand.length === 0) return result.data;
  const problems = [
    ...(result.success ? [] : result.error.issues).map((issue) => {
      const name = issue.path.join('.');
      const value = name in values ? JSON.stringify(values[name]) : 'not set';
      return `${name} ${issue.message} (it is ${value})`;
    }),
    ...noBrand.map((name) => `${name} names no brand (the brands: ${productIds.join(', ')})`),
  ];
  throw new Error(`Invalid build environment (import.meta.env): ${problems.join('; ')}`);
}

const env = parseBuildEnv(import.meta.env);

/** Vite's base ('/application-frontend/'), with its trailing slash. */
export const baseUrl: string = env.BASE_URL;

/** The brand set at build time (VITE_PRODUCT), for a host name that names none. */
export const configuredProduct: ProductId | undefined = env.VITE_PRODUCT;

/** The translation files' version, so the server lets browsers keep them. */
export const localesVersion: string = env.VITE_LOCALES_VERSION;

/** Each verification provider's widget (VITE_<PROVIDER>_WIDGET_URL), where production sets one. */
export const widgetUrls: Readonly<Record<VerificationProvider, string | undefined>> = {
  instantor: env.VITE_INSTANTOR_WIDGET_URL,
  tink: env.VITE_TINK_WIDGET_URL,
  paylands: env.VITE_PAYLANDS_WIDGET_URL,
};

/** The attribution settings (spec 9) as given, by variable name: app/store/attribution-config.ts. */
export const attributionEnv: Readonly<Record<string, string | undefined>> = Object.fromEntries(
  Object.keys(attributionSettings).map((name) => [name, env[name as keyof typeof env]]),
);
