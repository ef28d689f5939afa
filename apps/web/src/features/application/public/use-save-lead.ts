// The form's way to save: each call of `save` is a new submission (a new Idempotency-Key); a
// failed result's `retry` resends that same submission.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@finceptiv/contract/products';
import { applicationNamespace } from './application-namespace';
import { newSubmission, saveLead, type LeadSubmission, type SaveLeadResult } from './save-lead';
import { useApplicationDispatch } from './use-application-selector';

export function useSaveLead(
  product: Pick<Product, 'flow' | 'backendProduct'>,
): (submission: LeadSubmission) => Promise<SaveLeadResult> {
  const dispatch = useApplicationDispatch();
  const { t, i18n } = useTranslation(applicationNamespace);
  return useCallback(
    (submission: LeadSubmission) =>
      dispatch(
        saveLead(product, submission, newSubmission(), {
          // The first screen can save before this namespace has loaded (a press made on the
          // prerendered copy is replayed as soon as the app is up): wait for it, or the
          // applicant would read a translation key.
          t: async (key) => {
            await i18n.loadNamespaces(applicationNamespace);
            return t(key);
          },
        }),
      ),
    [dispatch, product, t, i18n],
  );
}
