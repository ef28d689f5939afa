import { useEffect, useState } from 'react';
import { whenSettledAndIdle } from '@/shared/lib/when-idle';
import { optionalLazy } from '../optional-lazy';

// react-toastify and its CSS are not on the first screen's critical path: the container
// mounts once the page has settled and is idle, or at once when a toast is asked for earlier.
// Its code may not arrive (the toast is often about a lost connection): the screen's own
// message says the same, and the next toast asks for it again.
const LazyToastContainer = optionalLazy(() => import('./toast-container'));

let requestMount: (() => void) | undefined;

export function ensureToastHost(): void {
  requestMount?.();
}

export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  // Each toast asked for draws the host again, which retries a container that failed to load.
  const [, setRequests] = useState(0);
  useEffect(() => {
    requestMount = () => {
      setMounted(true);
      setRequests((n) => n + 1);
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
  return <LazyToastContainer />;
}
