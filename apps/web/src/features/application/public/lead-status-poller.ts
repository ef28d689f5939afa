// The loop of a screen that waits for the lead's state to change on the server (/checking for
// the decision, a widget step for the partner's callback), free of React and of the store so
// that its timing can be tested with fake timers. One read at a time: the next wait starts when
// a read has finished, so a slow API is never asked twice at once.
import { backoffDelays, type BackoffSchedule } from './backoff';

export interface LeadStatusPollCallbacks {
  /**
   * One read of the lead's status (usually `refreshLeadStatus`, which stores it); resolves true
   * when the lead has left the state the screen waits in, which ends the poll. A rejection
   * (network, 5xx) counts as "not yet": the next read follows the schedule.
   */
  check: (signal: AbortSignal) => Promise<boolean>;
  /** Before each read, with its number (1 for the first). */
  onAttempt?: (attempt: number) => void;
  /** The schedule ran out without a change. */
  onGiveUp: () => void;
}

/** Starts polling; the returned function stops it (pending wait cleared, running read aborted). */
export function startLeadStatusPoll(
  callbacks: LeadStatusPollCallbacks,
  schedule: BackoffSchedule,
): () => void {
  const delays = backoffDelays(schedule);
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const waitThenRead = (index: number) => {
    const delay = delays[index];
    if (delay === undefined) {
      callbacks.onGiveUp();
      return;
    }
    timer = setTimeout(() => {
      callbacks.onAttempt?.(index + 1);
      callbacks
        .check(abort.signal)
        .catch(() => false)
        .then(
          (decided) => {
            if (!decided && !abort.signal.aborted) waitThenRead(index + 1);
          },
          () => undefined,
        );
    }, delay);
  };

  waitThenRead(0);
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}
