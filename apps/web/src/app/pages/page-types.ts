import type { ComponentType } from 'react';
import type { CountryCode, ProductId } from '@finceptiv/contract/product-ids';
import type { Product } from '@finceptiv/contract/products';

export type ApplicationPageComponent = ComponentType<{ product: Product }>;
export type PageKey = `${CountryCode}:${ProductId}`;
/** A page module: its component and, optionally, what it loads before it first draws. */
export interface PageModule {
  default: ApplicationPageComponent;
  prepare?: (product: Product) => Promise<unknown>;
}
export type PageLoader = () => Promise<PageModule>;
export type StyleLoader = () => Promise<unknown>;

export function pageKey(product: Pick<Product, 'country' | 'id'>): PageKey {
  return `${product.country}:${product.id}`;
}
