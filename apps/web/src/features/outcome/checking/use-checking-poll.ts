// /checking: reads the lead's status on the back-off schedule until the decision is in. Each
// read stores the answer, so the progress-state navigator moves the applicant on by itself.
import { useCallback, useEffect, useState } from 'react';
import { ProgressState } from '@finceptiv/contract/progress-states';
import type { BackoffSchedule } from '@/features/application/public/backoff';
import { startLeadStatusPoll } from '@/features/application/public/lead-status-poller';
import { refreshLeadStatus } from '@/features/application/public/refresh-lead-status';
import { useOutcomeDispatch, useOutcomeStore } from '../store-hooks';
import { checkingSchedule } from './checking-schedule';

/** 'slow' once the wait is longer than a normal check, so the applicant knows it still runs. */
export type CheckingStatus = 'checking' | 'slow' | 'gave-up';

const slowFromAttempt = 4;

export function useCheckingPoll(schedule: BackoffSchedule = checkingSchedule) {
  const dispatch = useOutcomeDispatch();
  const store = useOutcomeStore();
  const [status, setStatus] = useState<CheckingStatus>('checking');
  const [round, setRound] = useState(0);

  useEffect(
    () =>
      startLeadStatusPoll(
        {
          check: async (signal) => {
            await dispatch(refreshLeadStatus(signal));
            return store.getState().leadApplication.progressState !== ProgressState.Checking;
          },
          onAttempt: (attempt) => {
            if (attempt >= slowFromAttempt) setStatus('slow');
          },
          onGiveUp: () => {
            setStatus('gave-up');
          },
        },
        schedule,
      ),
    [dispatch, store, schedule, round],
  );

  const retry = useCallback(() => {
    setStatus('checking');
    setRound((n) => n + 1);
  }, []);
  return { status, retry };
}
