import type { Page } from '@playwright/test';

/** Lets finite animations (a toast sliding in) end, so contrast is judged on the settled screen. */
export async function settleAnimations(page: Page): Promise<void> {
  const ended = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A paused animation never ends: wait at most 2 s (a Node timer, which no page clock fakes).
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
}
