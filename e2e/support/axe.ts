import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { onStillScreen } from './settle-animations';
import { expectReflow } from './reflow';

// WCAG 2.2 AA and everything below it. Every journey calls this on every screen it visits.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The per-screen accessibility check every journey runs: axe at the journey's own size, then
 * reflow at 320 CSS px and 200 % zoom (reflow.ts). The name stays for its many call sites.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await onStillScreen(page, async () => {
    // Legacy mode runs axe in the page's own frame: the default (partial) mode finishes every
    // run in a fresh blank page, about 1 s a screen, half of a long journey's time. Legacy mode
    // misses frames from another site (axe-check.spec.ts), so a framed page keeps the default.
    const framed = page.frames().length > 1;
    const results = await new AxeBuilder({ page })
      .withTags(wcagTags)
      .setLegacyMode(!framed)
      .analyze();
    const found = results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `axe violations on ${screen}`).toEqual([]);
    await expectReflow(page, screen);
  });
}
