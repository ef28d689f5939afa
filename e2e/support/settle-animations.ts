import type { Page } from '@playwright/test';

// react-toastify times a toast with the (hidden) progress bar's CSS animation and closes it
// when that ends. Left running, a toast can start sliding out in the middle of a check and be
// read half faded or past the edge.
const toastTimer = 'Toastify__trackProgress';

/**
 * Runs a check on a still screen: toasts are held open for its length (as hovering one does
 * for an applicant) and every finite animation already under way (a toast sliding in) ends
 * before `check` reads the screen, and again after each resize it makes (`settleAnimations`).
 */
export async function onStillScreen<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await setToastTimers(page, 'pause');
  try {
    await settleAnimations(page);
    return await check();
  } finally {
    // The check may have ended on a navigation or a closed page: nothing is left to release.
    await setToastTimers(page, 'play').catch(() => undefined);
  }
}

async function setToastTimers(page: Page, action: 'pause' | 'play'): Promise<void> {
  await page.evaluate(
    ({ timer, action }) => {
      for (const animation of document.getAnimations()) {
        if ((animation as CSSAnimation).animationName === timer) animation[action]();
      }
    },
    { timer: toastTimer, action },
  );
}

/**
 * Waits until no finite animation is running, looking again 50 ms after each round: an
 * animation's end can start another one a frame later (a toast collapsing after it slid out).
 * Paused ones (a held toast's timer) and endless ones (spinners) are not waited for. The waits
 * are Node timers, which no page clock fakes; after 3 s the screen is read as it is.
 */
export async function settleAnimations(page: Page): Promise<void> {
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    const ended = page
      .evaluate(async () => {
        const running = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          );
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
        return running.length;
      })
      // A navigation mid-wait leaves nothing to wait for.
      .catch(() => 0);
    const waited = await Promise.race([ended, pause(deadline - Date.now()).then(() => 0)]);
    if (waited === 0) return;
    await pause(50);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
