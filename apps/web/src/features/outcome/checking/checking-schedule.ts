// How often /checking asks for the decision. The API holds the decision back for a moment
// (CHECKING_DELAY_MS, 1.5 s by default) and a real partner check can take longer, so the reads
// start quickly and then spread out, to spare the API when many applicants wait at once. After a
// minute the applicant is told and may start the schedule again.
import type { BackoffSchedule } from '@/features/application/public/backoff';

export const checkingSchedule: BackoffSchedule = {
  firstDelayMs: 1000,
  factor: 1.5,
  maxDelayMs: 8000,
  giveUpAfterMs: 60_000,
};
