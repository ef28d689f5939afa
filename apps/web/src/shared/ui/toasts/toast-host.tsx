import { lazy, Suspense, useEffect, useState } from 'react';

// react-toastify and its CSS are not on the first screen's critical path: the container
// mounts once the page is idle, or at once when a toast is asked for earlier.
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
    const idle = window.setTimeout(() => {
      setMounted(true);
    }, 1500);
    return () => {
      window.clearTimeout(idle);
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
