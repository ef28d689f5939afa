import { expectNoAxeViolations } from '../support/axe';
import { askrobinInitialDetails, answer, formText } from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { basePath } from '../support/paths';

// Issue 8 item 3: initial-details asks the amount and period in a modal dialog: focus moves
// in and stays in, Escape closes it, the opener gets the focus back; the lead carries the
// chosen amount from the first save.
test('askrobin landing: the amount dialog traps focus, closes on Escape and feeds the lead', async ({
  page,
  server,
}) => {
  await page.goto(`${server.origin('askrobin')}${basePath}`);
  const trigger = page.getByRole('button', { name: formText('de', 'form>changeAmount') });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: formText('de', 'form>amountTitle') });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByLabel(formText('de', 'fields>loan_amount'));
  await expect(amount).toBeFocused();
  await expectNoAxeViolations(page, 'amount dialog');

  // Tab through every control and beyond: the page behind is inert, so the focus is in the
  // dialog or (past its last control) in the browser's own interface, never on the page.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    const inDialogOrOutOfPage = await dialog.evaluate((el) => {
      const active = document.activeElement;
      return active === null || active === document.body || el.contains(active);
    });
    expect(inDialogOrOutOfPage, `focus after ${String(i + 1)} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await amount.fill('15000');
  await dialog.getByRole('button', { name: formText('de', 'form>save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/15\.000\s€/)).toBeVisible();

  await answer(page, askrobinInitialDetails);
  const created = page.waitForRequest(
    (r) => r.url().endsWith('/api/v3/lead') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: formText('de', 'form>continue'), exact: true }).click();
  const body = (await created).postDataJSON() as { dataPoints: Record<string, unknown> };
  expect(body.dataPoints).toMatchObject({
    loan_amount: 15000,
    loan_period: 84,
    email: askrobinInitialDetails.email,
    form_general_policies: true,
  });
  await expect(page).toHaveURL(new RegExp(`${basePath}form/name$`));
});
