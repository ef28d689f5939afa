import { resolveProductId, products } from '@finceptiv/contract/products';
import { LoanChooser } from '@/features/loan-chooser/loan-chooser';

// The brand comes from the host name (ARCHITECTURE.md 2); the build-time default otherwise.
const fallbackProduct = import.meta.env.VITE_PRODUCT ?? 'fiesta';

export function App() {
  const product = products[resolveProductId(window.location.hostname, fallbackProduct)];
  return (
    <main>
      <h1>{product.displayName}</h1>
      <LoanChooser product={product} />
    </main>
  );
}
