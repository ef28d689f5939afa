/// <reference types="vite/client" />

// The variables as Vite gives them: text, or absent. Only shared/config/build-env.ts reads them
// (eslint.config.js); it checks them and exports typed values.
interface ImportMetaEnv {
  /** Default brand when the host name names none (ARCHITECTURE.md 2): a product id. */
  readonly VITE_PRODUCT?: string;
  /** The translation files' version (build/locales-version.ts), set by vite.config.ts. */
  readonly VITE_LOCALES_VERSION: string;
}
