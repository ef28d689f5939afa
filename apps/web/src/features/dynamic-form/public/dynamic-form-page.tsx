// The v3 application page, registered in the shell's page registry for the v3 brands:
//   'DE:askrobin': () => import('@/features/dynamic-form/public/dynamic-form-page')
// It answers `/` (initial-details) and `/form/<path>`; it needs the store (with the
// dynamicForms slice), the router and i18n (the 'dynamic-form' namespace loads on demand).
import type { Product } from '@finceptiv/contract/products';
import { useSaveLead } from '@/features/application/public/use-save-lead';
import { DynamicFormView } from '../ui/dynamic-form-view';
import { loadForms } from '../ui/load-forms';

export default function DynamicFormPage({ product }: { product: Product }) {
  const save = useSaveLead(product);
  return <DynamicFormView product={product} save={save} />;
}

/**
 * Run with the page's code, before the page first draws: the brand's forms and their first
 * step, so the landing's form draws with its page (issue 22). A failure is left to the page,
 * which loads them again and shows the error screen if they still fail.
 */
export function prepare(product: Product): Promise<unknown> {
  return loadForms(product.id, true).catch(() => undefined);
}
