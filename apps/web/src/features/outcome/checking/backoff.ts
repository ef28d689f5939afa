// How often /checking asks for the decision. The API holds the decision back for a moment
// (CHECKING_DELAY_MS, 1.5 s by default) and a real partner check can take longer, so the reads
// start quickly and then spread out, to spare the API when many applicants wait at once.

export interface BackoffSchedule {
  /** Wait before the first read. */
  firstDelayMs: number;
  /** Each wait is the previous one times this. */
  factor: number;
  /** No wait grows beyond this. */
  maxDelayMs: number;
  /** Once the waits add up to more than this, the poll gives up and the applicant is told. */
  giveUpAfterMs: number;
}

export const checkingSchedule: BackoffSchedule = {
  firstDelayMs: 1000,
  factor: 1.5,
  maxDelayMs: 8000,
  giveUpAfterMs: 60_000,
};

/** The wait before each read, in order: 1000, 1500, 2250, ... capped, within the give-up time. */
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
