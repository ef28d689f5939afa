import type { Page } from '@playwright/test';

/**
 * A prerendered landing loads the app's code on the applicant's first act (ADR 0015). Journeys
 * that watch what the app does on its own there (tracking, failures) act first, as an
 * applicant would: a Shift press moves nothing and types nothing.
 */
export async function actOnLanding(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}
