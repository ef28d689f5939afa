// Sends one screen's answer and hands the lead's new state to the application slice, whose
// progress navigator then moves to the next route (history replace after the offer, so Back
// cannot re-submit a step). One Idempotency-Key per submission: a retry of the same answer
// reuses it, so a lost response never records a step twice.
import type { LeadResponse } from '@finceptiv/contract/api/lead-schemas';
import { useCallback, useRef, useState } from 'react';
import { leadApplicationStateReceived } from '@/features/application/public/lead-application-slice';
import { refreshLeadStatus } from '@/features/application/public/refresh-lead-status';
import {
  useApplicationDispatch,
  useApplicationSelector,
} from '@/features/application/public/use-application-selector';
import { notify } from '@/shared/ui/toasts/notify';
import {
  sendStep,
  statePart,
  stepFailure,
  type StepFailure,
  type StepMethod,
} from '../api/step-request';
import { usePostOfferText } from './use-post-offer-text';

export function useLeadId(): string | undefined {
  return useApplicationSelector((state) => state.applicationData.id);
}

export function useStepSubmit() {
  const dispatch = useApplicationDispatch();
  const text = usePostOfferText();
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | undefined>(undefined);

  const submit = useCallback(
    async (
      method: StepMethod,
      endpoint: string,
      body: object,
    ): Promise<{ ok: true; response: LeadResponse } | { ok: false; failure: StepFailure }> => {
      const signature = `${method} ${endpoint} ${JSON.stringify(body)}`;
      if (attempt.current?.signature !== signature)
        attempt.current = { key: crypto.randomUUID(), signature };
      setBusy(true);
      try {
        const response = await sendStep(method, endpoint, body, attempt.current.key);
        attempt.current = undefined;
        dispatch(leadApplicationStateReceived(statePart(response)));
        return { ok: true, response };
      } catch (error) {
        const failure = stepFailure(error);
        if (failure.kind === 'wrong-state') {
          // Another tab or an earlier click moved the lead on: go where it is now.
          void dispatch(refreshLeadStatus());
        } else if (failure.kind === 'too-many') {
          void notify(text.t('errors>tooMany'), 'error');
        } else if (failure.kind === 'other') {
          void notify(text.t('errors>sendFailed'), 'error');
        }
        return { ok: false, failure };
      } finally {
        setBusy(false);
      }
    },
    [dispatch, text],
  );
  return { submit, busy };
}
