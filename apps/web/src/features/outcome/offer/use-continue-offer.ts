import { useState } from 'react';
import { useOutcomeDispatch } from '../store-hooks';
import { continueOffer } from './continue-offer';

export type ContinueStatus = 'idle' | 'sending' | 'failed';

/** Continue on the accepted screen; a retry after a failure resends with the same key. */
export function useContinueOffer() {
  const dispatch = useOutcomeDispatch();
  const [status, setStatus] = useState<ContinueStatus>('idle');
  const [key, setKey] = useState<string>();

  const send = async () => {
    if (status === 'sending') return;
    const idempotencyKey = key ?? crypto.randomUUID();
    setKey(idempotencyKey);
    setStatus('sending');
    const moved = await dispatch(continueOffer(idempotencyKey));
    // On success the navigator leaves this screen; the button must not come back meanwhile.
    setStatus(moved ? 'sending' : 'failed');
  };
  return { status, send };
}
