/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Default brand when the host name names none (ARCHITECTURE.md 2). */
  readonly VITE_PRODUCT?: import('@finceptiv/contract/products').ProductId;
}
