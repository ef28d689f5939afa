// Build time only: scripts/prerender-brand.mjs loads this (built for Node by Vite) into a jsdom
// window set to a brand's host, starts the app exactly as the browser does, and saves the
// first screen it draws as that brand's landing HTML (ADR 0015).
export { startApp } from '../start-app';
export { pageFlows } from '../pages/page-registry';
export { pageKey } from '../pages/page-types';
export { products } from '@finceptiv/contract/products';
export { productIds } from '@finceptiv/contract/product-ids';
export { campaignParams } from '@/features/application/public/url-prefill';
export { localKeys, sessionKeys } from '@/shared/storage/storage-keys';
