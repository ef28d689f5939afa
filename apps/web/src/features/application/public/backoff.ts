// The shape of a status poll's waits, for the screens that watch the lead's state
// (lead-status-poller.ts): each screen names its own schedule beside its poll (/checking's in
// features/outcome, the widget steps' in features/post-offer), since how soon and how long to
// ask depends on what it waits for. The waits grow so that many applicants waiting at once do
// not keep the API busy, and stop after a bound so a forgotten tab does not ask forever.

export interface BackoffSchedule {
  /** Wait before the first read. */
  firstDelayMs: number;
  /** Each wait is the previous one times this. */
  factor: number;
  /** No wait grows beyond this. */
  maxDelayMs: number;
  /** Once the waits add up to more than this, the poll gives up. */
  giveUpAfterMs: number;
}

/** The wait before each read, in order: first, first × factor, ... capped, within the give-up time. */
export function backoffDelays(schedule: BackoffSchedule): number[] {
  const delays: number[] = [];
  let delay = schedule.firstDelayMs;
  let total = 0;
  // A zero or negative first delay would never add up to the bound: read once, then give up.
  while (total + delay <= schedule.giveUpAfterMs && delays.length < 1000) {
    delays.push(Math.round(delay));
    total += delay;
    if (delay <= 0) break;
    delay = Math.min(delay * schedule.factor, schedule.maxDelayMs);
  }
  return delays;
}
