// Issue 22 item 3: on the phone profile, every step after the first shows within 300 ms of the
// API's answer that moves the applicant on. One journey of each flow (journey-bytes.ts's walks)
// on a fresh phone, each Continue timed in the page (interaction-timing.ts): from the press's
// last API answer (or the press, when it calls none) to the frame that shows the next step.
// Shared by the gate (journeys/phone-later-steps.spec.ts) and `npm run bench:phone`.
import type { Browser } from '@playwright/test';
import { recordNextPresses, type NextPress } from '../support/interaction-timing';
import { phonePage } from '../support/phone';
import { byteJourneys, type ByteJourney } from './journey-bytes';

export const laterStepGoalMs = 300;

/** The journey walked on a phone: each later step's answer-to-paint, in whole ms. */
export async function laterSteps(
  browser: Browser,
  origin: string,
  journey: ByteJourney,
  cpu: number,
): Promise<number[]> {
  const { page } = await phonePage(browser, cpu);
  try {
    await recordNextPresses(page);
    await byteJourneys[journey](page, origin);
    const presses = await page.evaluate(
      () => (window as unknown as { __nextPresses: NextPress[] }).__nextPresses,
    );
    // The first press is the landing's (first-press.ts). A v3 form that calls no API (the
    // forms between the create and the last one) is answered by the app alone: its time runs
    // from the press.
    return presses.slice(1).map((p) => Math.round(p.fromAnswer ?? p.pressToPaint));
  } finally {
    await page.context().close();
  }
}
