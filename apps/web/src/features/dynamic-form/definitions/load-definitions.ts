// Each brand's definitions sit in their own chunk. They are this repository's code, so they are
// checked where the code is: by the type checker, and by the definitions check (schema.ts) in
// CI (brand-definitions.test.ts), which stops a broken definition with every problem listed.
// Checking them again in every applicant's browser cost the first act the check's code and a
// v3 landing's first press about 20 ms at a phone's CPU (ADR 0057).
import type { ProductId } from '@finceptiv/contract/products';
import type { FormDefinition } from './types';

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
  return [...(await loader())];
}
