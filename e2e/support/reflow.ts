import { expect, type Page } from '@playwright/test';
import { findReflowProblems } from './reflow-probe';
import { settleAnimations } from './settle-animations';

// WCAG 1.4.10 (issue 11): every screen must reflow at 320 CSS px wide and at 200 % zoom. The
// zoom is emulated as a viewport of half the size: a 1280 x 720 window at 200 % lays out in
// 640 x 360 CSS px, and layout (and every media query) only sees CSS px, so a 640 x 360
// viewport draws the same page without the cost of a device scale factor.
const layouts = [
  { name: '320 CSS px wide', size: { width: 320, height: 640 } },
  { name: '200% zoom (1280 x 720 window)', size: { width: 640, height: 360 } },
];

/**
 * Chromium answers layout reads right after a resize before it has re-applied the style
 * sheets' media queries (seen about every other time: a 320 px page still laid out by its
 * min-width: 64rem rules). They are re-applied by the next frame: wait for two. Playwright
 * polls on its own requestAnimationFrame, which a test's fake clock (page.clock) leaves alone.
 */
async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(
    () => {
      const counter = window as Window & { reflowCheckFrames?: number };
      counter.reflowCheckFrames = (counter.reflowCheckFrames ?? 0) + 1;
      if (counter.reflowCheckFrames < 3) return false;
      delete counter.reflowCheckFrames;
      return true;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Checks the screen for sideways scrolling and for text, controls or images that stick out of
 * the viewport or are cut off by an ancestor with overflow hidden, at both reflow widths, then
 * puts the viewport back.
 */
export async function expectReflow(page: Page, screen: string): Promise<void> {
  const original = page.viewportSize();
  // A page without a fixed viewport (viewport: null) has no size to put back; none does now.
  if (!original) return;
  const found: string[] = [];
  try {
    for (const layout of layouts) {
      await resizeTo(page, layout.size);
      // A toast sliding in or out is past the edge only for the length of its animation.
      await settleAnimations(page);
      const problems = await page.evaluate(findReflowProblems);
      found.push(...problems.map((problem) => `${layout.name}: ${problem}`));
    }
  } finally {
    await resizeTo(page, original);
  }
  expect(found, `reflow on ${screen}`).toEqual([]);
}
