import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { askrobinInitialDetails, askrobinSteps, formText, formUrl } from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { answerWithKeyboard } from '../support/keyboard-answers';
import { holdDecision } from '../support/legacy-flow';
import { expectNoMotion } from '../support/motion';
import { basePath } from '../support/paths';
import { scaled } from '../support/timeouts';

// Issue 11 item 4: the v3 dynamic form with the keyboard alone (Tab, Shift+Tab, typing, arrows,
// Space, Enter; no mouse, no fill()), AskRobin from the landing through its 18 forms to the
// decision. Every control reached shows its focus; every step change puts focus on the new h1
// or on the error summary. The applicant also asks for reduced motion.
// The browser's own locale fixes how the date input takes digits (month/day/year).
test.use({ locale: 'en-US' });

const locale = 'de';
const button = (page: Page, key: string) =>
  page.getByRole('button', { name: formText(locale, key), exact: true });

async function pressButton(page: Page, key: string, press: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button(page, key));
  await page.keyboard.press(press);
}

/** A new form: its address, its h1 with a visible focus, axe and reflow. */
async function onForm(page: Page, path: string) {
  await expect(page).toHaveURL(formUrl(path));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(formText(locale, `titles>${path}`));
  await expectVisibleFocus(heading);
  await expectNoAxeViolations(page, path);
}

/** The amount dialog: Escape closes it and gives focus back; a saved change shows. */
async function changeAmount(page: Page) {
  const opener = button(page, 'form>changeAmount');
  const dialog = page.getByRole('dialog', { name: formText(locale, 'form>amountTitle') });
  const amount = dialog.locator('[name="loan_amount"]');
  await tabTo(page, opener);
  // The landing is a prerendered copy until the focus above loads the app's code (ADR 0015);
  // the live screen takes over with the focus where it was.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expectVisibleFocus(opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectVisibleFocus(amount);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(opener);

  await page.keyboard.press('Space');
  await expectVisibleFocus(amount);
  await expectNoAxeViolations(page, 'amount dialog');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('15000');
  await tabTo(page, dialog.locator('[name="loan_period"]'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('48');
  // Shift+Tab back to the amount: it kept what was typed.
  await tabTo(page, amount);
  await expect(amount).toHaveValue(/^15\.?000$/);
  await tabTo(page, dialog.getByRole('button', { name: formText(locale, 'form>save') }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(opener);
  await expect(page.locator('.loan-summary')).toContainText('15.000');
  await expect(page.locator('.loan-summary')).toContainText('48');
}

/** Continue with nothing typed: the error summary takes focus, its link leads to the field. */
async function continueEmpty(page: Page) {
  await pressButton(page, 'form>continue');
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(formText(locale, 'form>errorSummaryTitle'));
  await expectVisibleFocus(summary);
  await expectNoAxeViolations(page, 'initial-details with errors');
  const email = page.locator('[name="email"]');
  await tabTo(page, summary.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expectVisibleFocus(email);
}

test('askrobin with the keyboard alone, landing to accepted', async ({ page, server }) => {
  test.setTimeout(scaled(180_000));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${server.origin('askrobin')}${basePath}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    formText(locale, 'titles>initial-details'),
  );
  await expectNoAxeViolations(page, 'initial-details');
  await changeAmount(page);
  await continueEmpty(page);
  await answerWithKeyboard(page, askrobinInitialDetails);
  await pressButton(page, 'form>continue', 'Space');

  const release = await holdDecision(page);
  for (const [index, [path, answers]] of askrobinSteps.entries()) {
    await onForm(page, path);
    if (index === 0) {
      // The first form after the landing shows the progress bar: under reduced motion it,
      // and everything else, stands still.
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expectNoMotion(page, `${path} with its progress bar`, []);
    }
    await answerWithKeyboard(page, answers);
    await pressButton(page, index === askrobinSteps.length - 1 ? 'form>submit' : 'form>continue');
  }

  await expect(page).toHaveURL(new RegExp(`${basePath}checking$`));
  await expectVisibleFocus(page.getByRole('heading', { level: 1 }));
  await expectNoAxeViolations(page, 'checking');
  await release();
  await expect(page).toHaveURL(new RegExp(`${basePath}accepted$`));
  await expectVisibleFocus(page.getByRole('heading', { level: 1 }));
  await expectNoAxeViolations(page, 'accepted');
});
