// One place for how a legacy screen saves: through useSaveLead (POST, then PUT; Idempotency-
// Key per submission; toasts on failure), then following the server. The navigator moves the
// applicant when progressState changes; when it does not (the index re-saving the loan of a
// lead already further on), this sends the applicant back to the lead's current step.
import { startTransition, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FieldError } from '@finceptiv/contract/api/errors';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import { firstLegacyState } from '@finceptiv/contract/legacy-first-state';
import type { Product } from '@finceptiv/contract/products';
import { isProgressState } from '@finceptiv/contract/progress-states';
import { routeForState } from '@finceptiv/contract/step-routes';
import { selectProgressState } from '@/features/application/public/lead-application-slice';
import type { SaveLeadResult } from '@/features/application/public/save-lead';
import { useApplicationStore } from '@/features/application/public/use-application-selector';
import { useSaveLead } from '@/features/application/public/use-save-lead';
import { saveWithCreateBehind } from './create-behind';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'failed'; retry: () => Promise<SaveLeadResult> };

/** `reopenedWith`: server errors this step was reopened to fix (shown from the start). */
export function useSaveStep(
  product: Product,
  onSaved?: () => void,
  reopenedWith?: readonly FieldError[],
) {
  const save = useSaveLead(product);
  // Read when a save starts, not subscribed: a subscription would draw the step again when the
  // saved lead arrives, just before the applicant moves on from it.
  const store = useApplicationStore();
  // The index's create shows the first details step at once and runs behind it (ADR 0057).
  const saveChanges = saveWithCreateBehind(store, save, firstLegacyState(product.backendProduct));
  const progressState = () => selectProgressState(store.getState().leadApplication);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<SaveStatus>(() =>
    reopenedWith ? { kind: 'invalid', errors: [...reopenedWith] } : { kind: 'idle' },
  );

  async function settle(pending: Promise<SaveLeadResult>, before: number) {
    setStatus({ kind: 'saving' });
    const result = await pending;
    if (result.ok) {
      onSaved?.();
      // Drawn with the move to the next step (React Router's navigations are transitions), so
      // the step being left is not drawn once more; it still draws on its own if nothing moves.
      startTransition(() => {
        setStatus({ kind: 'idle' });
      });
      const target = isProgressState(result.lead.progressState)
        ? routeForState(result.lead.progressState)
        : pathname;
      if (result.lead.progressState === before && target !== pathname) void navigate(target);
    } else if (result.kind === 'invalid') {
      setStatus({ kind: 'invalid', errors: result.errors });
    } else {
      setStatus({ kind: 'failed', retry: result.retry });
    }
  }

  return {
    status,
    submit: (changes: Partial<LeadData>) => settle(saveChanges(changes), progressState()),
    /** Resends the failed submission: same body, same Idempotency-Key, so one lead at most. */
    retry: () => (status.kind === 'failed' ? settle(status.retry(), progressState()) : undefined),
  };
}
