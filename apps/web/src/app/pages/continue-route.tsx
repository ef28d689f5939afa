import { lazy, Suspense } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { useAppContext } from '@/app/app-context';

// Only applicants who follow a continue link need this page: keep it out of the first screen.
const ContinueLinkPage = lazy(() => import('@/features/continue-link/public/continue-link-page'));

/** `/continue/:id` (spec 2): resumes a saved application from a signed link. */
export function ContinueRoute() {
  const { product } = useAppContext();
  return (
    <Suspense fallback={<Spinner />}>
      <ContinueLinkPage product={product} />
    </Suspense>
  );
}
