// The brand's definitions, loaded once per brand and shared by the page's preparation and its
// first render: the start-up asks for them with the page's code (issue 22, the first press), so
// the landing's form draws with its page instead of one load after it.
import type { ProductId } from '@finceptiv/contract/products';
import { loadDefinitions } from '../definitions/load-definitions';
import type { FormDefinition } from '../definitions/types';
import { preloadStep } from './step-registry';

const loading = new Map<ProductId, Promise<FormDefinition[]>>();

/**
 * The definitions, with the code of the first form's step when `withFirstStep` (only before any
 * step of the page has drawn: the swap from lazy to loaded would remount a drawn step). A step
 * that fails to load here is tried again when it renders; a failed load is forgotten.
 */
export function loadForms(productId: ProductId, withFirstStep: boolean): Promise<FormDefinition[]> {
  let forms = loading.get(productId);
  if (!forms) {
    forms = loadDefinitions(productId).then(async (definitions) => {
      const first = definitions[0];
      if (first && withFirstStep) await preloadStep(first.stepType).catch(() => undefined);
      return definitions;
    });
    loading.set(productId, forms);
    forms.catch(() => loading.delete(productId));
  }
  return forms;
}
