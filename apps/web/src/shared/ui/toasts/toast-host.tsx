import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/shared/lib/when-idle';

// react-toastify and its CSS are not on the first screen's critical path: the container
// mounts once the page has settled and is idle, or at once when a toast is asked for earlier.
// Idle, not on a plain timer: a timer could fire inside the applicant's first Continue and
// put the container's code and first render into that press (issue 11, Next to painted).
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
    let live = true;
    const settled = window.setTimeout(() => {
      void whenIdle().then(() => {
        if (live) setMounted(true);
      });
    }, 1500);
    return () => {
      live = false;
      window.clearTimeout(settled);
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
