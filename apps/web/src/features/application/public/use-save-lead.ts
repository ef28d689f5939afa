// The form's way to save: each call of `save` is a new submission (a new Idempotency-Key); a
// failed result's `retry` resends that same submission.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@finceptiv/contract/products';
import { startBotCheck } from '@/features/bot-check/public/bot-check';
import { onFirstIntent } from '@/shared/lib/on-first-intent';
import { applicationNamespace } from './application-namespace';
import { newSubmission, saveLead, type LeadSubmission, type SaveLeadResult } from './save-lead';
import { useApplicationDispatch } from './use-application-selector';

export function useSaveLead(
  product: Pick<Product, 'flow' | 'backendProduct'>,
): (submission: LeadSubmission) => Promise<SaveLeadResult> {
  const dispatch = useApplicationDispatch();
  const { t, i18n } = useTranslation(applicationNamespace);
  // The bot check's answer for the lead create (issue 23 item 4) is found while the applicant
  // fills the first step: its solver loads, off the first screen, on their first act there. An
  // applicant whose lead exists needs none.
  useEffect(
    () =>
      onFirstIntent(() => {
        dispatch((_, getState) => {
          if (getState().applicationData.id === undefined) startBotCheck(product.backendProduct);
        });
      }),
    [dispatch, product],
  );
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
