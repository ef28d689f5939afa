// Issue 22 item 3: the first press on a phone, for one legacy and one v3 brand, shared by the
// gate (journeys/phone-first-press.spec.ts) and the benchmark (`npm run bench:phone`).
import type { Browser } from '@playwright/test';
import { formText } from '../support/dynamic-form';
import { measureHostSpeed } from '../support/host-speed';
import { text } from '../support/legacy-flow';
import { firstPress, phonePage, phoneProfile, type FirstPress } from '../support/phone';
import type { RunningServer } from '../support/server';

/** Ibancar (legacy, es-MX): Continue creates the lead. Fiesta (v3, es): required fields empty. */
export const phoneBrands = {
  ibancar: text('mx', 'common', 'chooser', 'submit'),
  fiesta: formText('es', 'form>continue'),
} as const;
export type PhoneBrand = keyof typeof phoneBrands;

/** The goal of issue 22: the applicant sees the app's answer within a second of the press. */
export const firstPressGoalMs = 1_000;

/**
 * The CPU factor that makes this host the phone: Lighthouse's 4x is a phone's slowness against
 * the reference machine (host-speed.ts); a host `slowness` times slower needs only 4 / slowness
 * more, so a busy host is not judged twice over (issue 19, as the Lighthouse gate does).
 */
export async function phoneCpuSlowdown(
  browser: Browser,
): Promise<{ slowness: number; cpu: number }> {
  const { slowness } = await measureHostSpeed(browser);
  return { slowness, cpu: Math.max(1, phoneProfile.cpuSlowdown / slowness) };
}

/** `runs` first presses on the brand's landing, each in a fresh phone (no cache). */
async function firstPresses(
  browser: Browser,
  origin: string,
  brand: PhoneBrand,
  cpu: number,
  runs: number,
): Promise<FirstPress[]> {
  const results: FirstPress[] = [];
  for (let run = 0; run < runs; run++) {
    const phone = await phonePage(browser, cpu);
    try {
      results.push(await firstPress(phone, origin, phoneBrands[brand]));
    } finally {
      await phone.page.context().close();
    }
  }
  return results;
}

/** Each brand's first presses on its landing on `server`, and their times in whole ms. */
export async function pressEveryBrand(
  browser: Browser,
  server: Pick<RunningServer, 'origin'>,
  cpu: number,
  runs: number,
): Promise<{ brand: PhoneBrand; presses: FirstPress[]; times: number[] }[]> {
  const results = [];
  for (const brand of Object.keys(phoneBrands) as PhoneBrand[]) {
    const presses = await firstPresses(browser, server.origin(brand), brand, cpu, runs);
    results.push({ brand, presses, times: presses.map((p) => Math.round(p.pressToAnswerMs)) });
  }
  return results;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
