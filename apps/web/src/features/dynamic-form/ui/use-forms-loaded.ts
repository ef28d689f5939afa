import { leadToDataPoints } from '@finceptiv/contract/data-points';
import type { Product } from '@finceptiv/contract/products';
import { useEffect, useState } from 'react';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';
import { dataPointsPrefilled, formsLoaded } from '../state/dynamic-forms-slice';
import { selectCurrentForm } from '../state/selectors';
import { loadForms } from './load-forms';
import { useFormsDispatch, useFormsSelector } from './store-hooks';

const selectLead = (root: Partial<ApplicationSlices>) => root.applicationData;

/**
 * Loads the brand's definitions (load-forms.ts), with the code of the first form's step, and prefills what
 * the application data already knows (address prefill, a stored lead). A load failure is
 * rethrown in render for the error boundary; a step that fails to load here is tried again
 * when it renders.
 */
export function useFormsLoaded(product: Product): void {
  const dispatch = useFormsDispatch();
  const lead = useFormsSelector(selectLead);
  const shown = useFormsSelector(selectCurrentForm) !== undefined;
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    // The first form's step comes with the forms, so the landing's form shows with its page;
    // not when a form is already drawn (the page drawn again), whose step it would remount.
    loadForms(product.id, !shown)
      .then((definitions) => {
        if (!live) return;
        dispatch(formsLoaded({ productId: product.id, definitions }));
        if (lead) dispatch(dataPointsPrefilled(leadToDataPoints(lead)));
      })
      .catch((error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      live = false;
    };
    // The lead is read once, when the forms load: later edits come from the forms themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, product.id]);
  if (failure !== null) throw failure;
}
