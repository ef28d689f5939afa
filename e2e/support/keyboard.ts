import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only journeys (issue 7, issue 11): reach controls the way a keyboard user does and
// check that whatever has focus shows it (WCAG 2.4.7).

/** The focus ring of the focused element, or why it has none (null: nothing is focused). */
async function focusRingProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width > 0) return '';
    // One Tab inside a date input lands on Chromium's own calendar button, which draws its
    // own ring (seen in screenshots) while the input itself no longer matches :focus-visible.
    if (el instanceof HTMLInputElement && el.type === 'date' && !el.matches(':focus-visible')) {
      return '';
    }
    const name = el.getAttribute('name') ?? el.textContent.trim().slice(0, 40);
    return `${el.tagName.toLowerCase()} "${name}" has focus but no outline (${style.outlineStyle} ${style.outlineWidth})`;
  });
}

/** The target has focus and shows a focus ring (an outline of some width). */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const focused = await target.evaluate((el) => el === document.activeElement);
      if (!focused) {
        return `not focused; focus on ${await target.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing')}`;
      }
      return focusRingProblem(target.page());
    }, `visible focus on ${target.toString()}`)
    .toBe('');
}

/**
 * Presses Tab (or Shift+Tab when the target comes before the focus) until the target has
 * focus, checking the focus ring on every control it passes.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  const before = await target.evaluate((el) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === el) return false;
    return Boolean(el.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  const key = before ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(key);
    const problem = await focusRingProblem(page);
    expect(problem ?? '', `focus ring after ${key} towards ${target.toString()}`).toBe('');
  }
  throw new Error(`could not reach ${target.toString()} with ${key}`);
}
