import { products, resolveProductId, type Product } from '@finceptiv/contract/products';
import type { ProductId } from '@finceptiv/contract/product-ids';

/** The brand for a host name (ARCHITECTURE.md 2); any other host gets the fallback product. */
export function productForHost(hostname: string, fallback: ProductId): Product {
  return products[resolveProductId(hostname, fallback)];
}
