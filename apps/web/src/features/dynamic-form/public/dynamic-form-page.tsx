// The v3 application page, registered in the shell's page registry for the v3 brands:
//   'DE:askrobin': () => import('@/features/dynamic-form/public/dynamic-form-page')
// It answers `/` (initial-details) and `/form/<path>`; it needs the store (with the
// dynamicForms slice), the router and i18n (the 'dynamic-form' namespace loads on demand).
import type { Product } from '@finceptiv/contract/products';
import { useSaveLead } from '@/features/application/public/use-save-lead';
import { DynamicFormView } from '../ui/dynamic-form-view';

export default function DynamicFormPage({ product }: { product: Product }) {
  const save = useSaveLead(product);
  return <DynamicFormView product={product} save={save} />;
}
