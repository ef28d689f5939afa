// The check of the build's environment, run by vite.config.ts when a build, the dev server or
// the tests start: a bad setting stops the build with a message naming the variable, as a bad
// variable stops the API at start-up (ARCHITECTURE.md), instead of shipping an app that fails in
// applicants' browsers. Build time only: its zod stays out of the app (build-env.ts reads the
// values Vite fixed).
import { productIds } from '@finceptiv/contract/product-ids';
import * as z from 'zod/mini';
import { adClickExpiryVariable, affiliateVariables } from './build-env-names';

// zod/mini has no messages of its own (no locale is loaded): each check names what it wants.
const optionalText = z.optional(z.string({ error: 'must be text' }));
// A provider's page in a frame: an absolute address, whose host the CSP's frame-src must name.
const widgetUrl = z.optional(
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }),
);
// Checked as numbers where they are used (spec 9, ADR 0007): an invalid one is logged there and
// the default applies, so here they need only be text.
const attributionSettings = Object.fromEntries(
  [...affiliateVariables, ...[undefined, ...productIds].map(adClickExpiryVariable)].map((name) => [
    name,
    optionalText,
  ]),
);

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
