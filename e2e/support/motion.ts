import { expect, type Page } from '@playwright/test';

/**
 * With prefers-reduced-motion: reduce (page.emulateMedia), nothing on the screen may move: the
 * named pieces (spinner ring, checking bar) have no animation at all, and every other element's
 * animations and transitions are cut to the app's 0.01 ms (feedback.css keeps them that short
 * rather than none, so code waiting for their end events still runs). The toast's hidden
 * timer is the one exception: react-toastify closes a toast when it ends.
 */
export async function expectNoMotion(page: Page, screen: string, still: string[]): Promise<void> {
  const moving = await page.evaluate((stillSelectors) => {
    const longest = (list: string) => Math.max(...list.split(',').map((d) => parseFloat(d)));
    const found: string[] = [];
    for (const selector of stillSelectors) {
      const el = document.querySelector(selector);
      const name = el ? getComputedStyle(el).animationName : 'missing';
      if (name !== 'none') found.push(`${selector}: animation ${name}`);
    }
    for (const el of Array.from(document.querySelectorAll('*'))) {
      if (el.matches('.Toastify__progress-bar--animated')) continue;
      const style = getComputedStyle(el);
      const animation = style.animationName === 'none' ? 0 : longest(style.animationDuration);
      const transition = longest(style.transitionDuration);
      // Durations are in seconds; 0.01 ms is 1e-5 s.
      if (animation > 1e-5 || transition > 1e-5) {
        found.push(
          `${el.tagName.toLowerCase()}.${el.classList.value}: animation ${style.animationName} ${style.animationDuration}, transition ${style.transitionDuration}`,
        );
      }
    }
    return found;
  }, still);
  expect(moving, `moving under reduced motion on ${screen}`).toEqual([]);
}
