import { createElement, Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { Product } from '@finceptiv/contract/products';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { routeForState } from '@finceptiv/contract/step-routes';
import { prefetchCheckingScreen } from '@/features/outcome/public/prefetch-checking-screen';
import { useReturningToPartner } from '@/features/outcome/public/returning-redirect';
import { whenSettledAndIdle } from '@/shared/lib/when-idle';
import { Spinner } from '@/shared/ui/spinner';
import { warmUpFormControls } from '@/shared/ui/warm-up-form-controls';
import { useAppContext } from '@/app/app-context';
import { isApplicationPath } from './application-paths';
import { pageFor, preloadPage } from './application-pages';
import { screenPathFor } from './screen-registry';

function LoadedPage({ product, pathname }: { product: Product; pathname: string }) {
  // createElement: the component is a stable, cached module export, not one made per render.
  return createElement(use(pageFor(product, pathname)), { product });
}

/** The catch-all route (spec 2): known application paths get the brand's page, others /404. */
export function ApplicationRoute() {
  const { pathname } = useLocation();
  const { product } = useAppContext();
  const returningToPartner = useReturningToPartner();
  const { i18n } = useTranslation();
  // On a flow's form (not the first screen, not a screen after the check), once the step has
  // settled: the last Continue then finds /checking ready (issue 11, Next to painted).
  const onForm = pathname !== '/' && screenPathFor(pathname) === undefined;
  useEffect(() => {
    if (!onForm) return;
    return whenSettledAndIdle(1000, () => {
      prefetchCheckingScreen(i18n);
      // Through the page cache, so the last Continue finds the screen loaded and draws it at once.
      void preloadPage(product, routeForState(ProgressState.Checking));
    });
  }, [onForm, i18n, product]);
  // From the first screen on: the steps ahead hold date fields and selects.
  useEffect(() => warmUpFormControls(), []);
  if (!isApplicationPath(product, pathname)) return <Navigate to="/404" replace />;
  // Spec 3: an applicant already sent to a partner sees that screen again, not a new form.
  if (pathname === '/' && returningToPartner) return <Navigate to="/redirected" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <LoadedPage product={product} pathname={pathname} />
    </Suspense>
  );
}
