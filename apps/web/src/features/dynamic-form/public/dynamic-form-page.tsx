// The v3 application page for the shell's page registry:
//   'DE:askrobin': () => import('@/features/dynamic-form/public/dynamic-form-page')
// It needs the store (with the dynamicForms slice) and i18n with the 'dynamic-form' namespace.
import type { Product } from '@finceptiv/contract/products';
import { useState } from 'react';
import { DynamicFormView } from '../ui/dynamic-form-view';
import { postApplication } from '../ui/submit-application';

export default function DynamicFormPage({ product }: { product: Product }) {
  // One key per page visit: a retried submission of the same application is not a second lead.
  const [submit] = useState(() => postApplication(product, crypto.randomUUID()));
  return <DynamicFormView product={product} submit={submit} />;
}
