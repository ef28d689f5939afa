/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Default brand when the host name names none (ARCHITECTURE.md 2). */
  readonly VITE_PRODUCT?: import('@finceptiv/contract/products').ProductId;
  /** The translation files' version (build/locales-version.ts), set by vite.config.ts. */
  readonly VITE_LOCALES_VERSION: string;
}
