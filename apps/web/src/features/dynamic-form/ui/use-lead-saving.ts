// Sends the v3 lead through the application feature's saveLead (POST on initial-details, PUT
// from then on). A failed send is kept with its retry: pressing the button again with the same
// answers resends that very submission under the same Idempotency-Key, so a request that did
// reach the server is not applied twice. Changed answers make a new submission.
import { useRef, useState } from 'react';
import type { LeadSubmission, SaveLeadResult } from '@/features/application/public/save-lead';
import { serverErrorsReceived } from '../state/dynamic-forms-slice';
import { useFormsDispatch } from './store-hooks';

export type SaveLead = (submission: LeadSubmission) => Promise<SaveLeadResult>;
export type SaveStatus = 'idle' | 'sending' | 'failed';

interface Pending {
  fingerprint: string;
  retry: () => Promise<SaveLeadResult>;
}

export function useLeadSaving(save: SaveLead) {
  const dispatch = useFormsDispatch();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const pending = useRef<Pending | null>(null);
  const busy = useRef(false);

  /** Sends the submission; `onSaved` runs once the server has stored it. */
  async function send(submission: LeadSubmission, onSaved: () => void = () => undefined) {
    if (busy.current) return;
    busy.current = true;
    const fingerprint = JSON.stringify(submission);
    const last = pending.current;
    pending.current = null;
    setStatus('sending');
    try {
      const result = await (last?.fingerprint === fingerprint ? last.retry() : save(submission));
      if (result.ok) {
        setStatus('idle');
        onSaved();
      } else if (result.kind === 'invalid') {
        setStatus('idle');
        dispatch(serverErrorsReceived(result.errors));
      } else {
        // saveLead has logged the failure and shown the toast; every answer stays in the store.
        pending.current = { fingerprint, retry: result.retry };
        setStatus('failed');
      }
    } finally {
      busy.current = false;
    }
  }

  return { status, send };
}
