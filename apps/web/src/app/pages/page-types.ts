import type { ComponentType } from 'react';
import type { CountryCode, ProductId } from '@finceptiv/contract/product-ids';
import type { Product } from '@finceptiv/contract/products';

export type ApplicationPageComponent = ComponentType<{ product: Product }>;
export type PageKey = `${CountryCode}:${ProductId}`;
export type PageLoader = () => Promise<{ default: ApplicationPageComponent }>;
export type StyleLoader = () => Promise<unknown>;

export function pageKey(product: Pick<Product, 'country' | 'id'>): PageKey {
  return `${product.country}:${product.id}`;
}
