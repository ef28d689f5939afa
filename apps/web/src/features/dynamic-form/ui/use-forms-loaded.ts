import type { Product } from '@finceptiv/contract/products';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { loadDefinitions } from '../definitions/load-definitions';
import { formsLoaded } from '../state/dynamic-forms-slice';

/** Loads the brand's definitions once; a failure is rethrown in render for the error boundary. */
export function useFormsLoaded(product: Product): void {
  const dispatch = useDispatch();
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let live = true;
    loadDefinitions(product.id)
      .then((definitions) => {
        if (live) dispatch(formsLoaded({ productId: product.id, definitions }));
      })
      .catch((error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      });
    return () => {
      live = false;
    };
  }, [dispatch, product.id]);
  if (failure !== null) throw failure;
}
