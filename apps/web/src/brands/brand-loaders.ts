import type { ProductId } from '@finceptiv/contract/product-ids';
import type { Brand } from './brand-types';

// One dynamic import per brand, so the first screen carries one brand's config, not nine.
export const brandLoaders: Record<ProductId, () => Promise<{ brand: Brand }>> = {
  default: () => import('./default/brand'),
  fiesta: () => import('./fiesta/brand'),
  askrobin: () => import('./askrobin/brand'),
  ibancar: () => import('./ibancar/brand'),
  prestamotor: () => import('./prestamotor/brand'),
  ratapro: () => import('./ratapro/brand'),
  fidea: () => import('./fidea/brand'),
  lienketvay: () => import('./lienketvay/brand'),
  finipay: () => import('./finipay/brand'),
};

/** Each brand's own style sheet ('Product styles'), loaded with its application page. */
export const brandStyleLoaders: Partial<Record<ProductId, () => Promise<unknown>>> = {
  default: () => import('./default/styles.css'),
  fiesta: () => import('./fiesta/styles.css'),
  askrobin: () => import('./askrobin/styles.css'),
  ibancar: () => import('./ibancar/styles.css'),
  prestamotor: () => import('./prestamotor/styles.css'),
  ratapro: () => import('./ratapro/styles.css'),
  fidea: () => import('./fidea/styles.css'),
  lienketvay: () => import('./lienketvay/styles.css'),
  finipay: () => import('./finipay/styles.css'),
};

export async function loadBrand(productId: ProductId): Promise<Brand> {
  return (await brandLoaders[productId]()).brand;
}
