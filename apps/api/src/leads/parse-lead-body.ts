import { leadDataSchemaFor } from '@finceptiv/contract/entities/lead-data-for-product';
import { mergeLeadTags, type LeadData } from '@finceptiv/contract/entities/lead-data';
import {
  isBackendProductId,
  products,
  resolveProductId,
  type BackendProductId,
  type Product,
  type ProductId,
} from '@finceptiv/contract/products';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { fieldErrors, zodFieldErrors } from '../http/errors.ts';

export interface ParsedLeadBody {
  product: BackendProductId;
  brand: Product;
  data: LeadData;
}

/**
 * The brand whose limits apply: the one the host names when it uses this backend product,
 * otherwise the brand of the same id (every backend product id is also a brand id).
 */
export function brandFor(
  product: BackendProductId,
  host: string | undefined,
  fallback: ProductId,
): Product {
  const fromHost = products[resolveProductId(host ?? '', fallback)];
  return fromHost.backendProduct === product ? fromHost : products[product];
}

/** `product` first (422 on product when missing or unknown), then the brand's lead schema. */
export function parseLeadBody(
  body: unknown,
  host: string | undefined,
  fallback: ProductId,
): ParsedLeadBody {
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const product = record.product;
  if (!isBackendProductId(product)) {
    throw fieldErrors([
      { fieldName: 'product', message: product === undefined ? M.required : M.choice },
    ]);
  }
  const brand = brandFor(product, host, fallback);
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'product'));
  const result = leadDataSchemaFor(brand).safeParse(rest);
  if (!result.success) throw fieldErrors(zodFieldErrors(result.error.issues));
  const data: LeadData = { ...result.data, tags: mergeLeadTags(result.data.tags) };
  delete data.id;
  return { product, brand, data };
}
