import { lazy, Suspense, useEffect, useState } from 'react';
import { whenSettledAndIdle } from '@/shared/lib/when-idle';

// react-toastify and its CSS are not on the first screen's critical path: the container
// mounts once the page has settled and is idle, or at once when a toast is asked for earlier.
const LazyToastContainer = lazy(() => import('./toast-container'));

let requestMount: (() => void) | undefined;

export function ensureToastHost(): void {
  requestMount?.();
}

export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    requestMount = () => {
      setMounted(true);
    };
    const cancel = whenSettledAndIdle(1500, () => {
      setMounted(true);
    });
    return () => {
      cancel();
      requestMount = undefined;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  );
}
