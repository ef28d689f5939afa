// Each brand's definitions sit in their own chunk and are validated as they load, so a broken
// definition stops at start-up with every problem listed instead of misrouting an applicant.
import type { ProductId } from '@finceptiv/contract/products';
import { parseDefinitions } from './schema';
import type { FormDefinition } from './types';
import { v3Vocabulary } from './vocabulary';

type Loader = () => Promise<readonly FormDefinition[]>;

const loaders: Partial<Record<ProductId, Loader>> = {
  default: () => import('./brands/default').then((m) => m.defaultForms),
  fiesta: () => import('./brands/fiesta').then((m) => m.fiestaForms),
  askrobin: () => import('./brands/askrobin').then((m) => m.askrobinForms),
  ratapro: () => import('./brands/ratapro').then((m) => m.rataproForms),
  finipay: () => import('./brands/finipay').then((m) => m.finipayForms),
};

export function hasDynamicForms(productId: ProductId): boolean {
  return loaders[productId] !== undefined;
}

export async function loadDefinitions(productId: ProductId): Promise<FormDefinition[]> {
  const loader = loaders[productId];
  if (!loader) throw new Error(`No dynamic form definitions for product '${productId}'`);
  return parseDefinitions(await loader(), v3Vocabulary);
}
