// The build's environment, read here and nowhere else in the app (eslint.config.js). Vite fixes
// import.meta.env when it builds (the VITE_* variables of `npm run build`, and its own BASE_URL,
// MODE and DEV), after vite.config.ts has checked it (build-env-schema.ts): a bad setting stops
// the build, so the values read here are already valid and the app carries no check of them.
import type { ProductId } from '@finceptiv/contract/product-ids';
import type { VerificationProvider } from '@finceptiv/contract/post-offer-steps';
import { attributionVariablesOf } from './build-env-names';

export { adClickExpiryVariable } from './build-env-names';

/**
 * True in the dev server, false in builds. Read as Vite writes it, so a build sees the literal
 * false. A module that only development may load must still be imported behind
 * `import.meta.env.DEV` itself (app/router.tsx, the one exception to the lint rule): behind this
 * imported constant, Rolldown drops the code but still emits the chunk it imports dynamically.
 */
export const isDevelopment: boolean = import.meta.env.DEV;

/** Vite's mode: 'development' for the dev server, 'production' for builds, 'test' in Vitest. */
export const mode: string = import.meta.env.MODE;

const env = import.meta.env as unknown as Readonly<Record<string, string | undefined>>;
/** A variable as set: '' counts as not set, as the check counts it. */
const setting = (name: string): string | undefined => env[name] || undefined;

/** Vite's base ('/application-frontend/'), with its trailing slash. */
export const baseUrl: string = import.meta.env.BASE_URL;

/** The base without its trailing slash: the router's basename ('/application-frontend'). */
export const routerBasename = baseUrl.replace(/\/$/, '');

/** The address below the base ('/application-frontend/personal-details' -> '/personal-details'). */
export const appPath = (pathname: string): string =>
  pathname.startsWith(routerBasename) ? pathname.slice(routerBasename.length) || '/' : pathname;

/** The brand set at build time (VITE_PRODUCT, checked to be one), for a host name that names none. */
export const configuredProduct = setting('VITE_PRODUCT') as ProductId | undefined;

/** The translation files' version, so the server lets browsers keep them. */
export const localesVersion: string = import.meta.env.VITE_LOCALES_VERSION;

/** Each verification provider's widget (VITE_<PROVIDER>_WIDGET_URL), where production sets one. */
export const widgetUrls: Readonly<Record<VerificationProvider, string | undefined>> = {
  instantor: setting('VITE_INSTANTOR_WIDGET_URL'),
  tink: setting('VITE_TINK_WIDGET_URL'),
  paylands: setting('VITE_PAYLANDS_WIDGET_URL'),
};

/** The attribution settings (spec 9) as given, by variable name: app/store/attribution-config.ts. */
export const attributionEnv: Readonly<Record<string, string | undefined>> = Object.fromEntries(
  attributionVariablesOf(Object.keys(env)).map((name) => [name, setting(name)]),
);
