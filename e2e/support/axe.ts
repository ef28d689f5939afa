import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectReflow } from './reflow';

// WCAG 2.2 AA and everything below it. Every journey calls this on every screen it visits.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The per-screen accessibility check every journey runs: axe at the journey's own size, then
 * reflow at 320 CSS px and 200 % zoom (reflow.ts). The name stays for its many call sites.
 */
/** Lets finite animations (a toast sliding in) end, so contrast is judged on the settled screen. */
async function settleAnimations(page: Page): Promise<void> {
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

export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
  await expectReflow(page, screen);
}
