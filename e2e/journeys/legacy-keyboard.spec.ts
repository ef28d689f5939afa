import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { holdDecision, stepTitle, text } from '../support/legacy-flow';
import { basePath } from '../support/paths';

// Issue 7: one full journey with the keyboard alone (Tab, typing, arrows, Space, Enter; no
// mouse and no fill()), checking that whatever has focus shows it. Prestamotor, es-CO.
// The browser's own locale fixes how the date input takes digits (month/day/year).
test.use({ locale: 'en-US' });

const locale = 'co';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function typeInto(page: Page, name: string, value: string) {
  await tabTo(page, field(page, name));
  await page.keyboard.type(value);
}

/** A closed select moves to the next option with each ArrowDown (the first is "Choose…"). */
async function chooseWithArrows(page: Page, name: string, downs: number, value: string) {
  await tabTo(page, field(page, name));
  for (let i = 0; i < downs; i += 1) await page.keyboard.press('ArrowDown');
  await expect(field(page, name)).toHaveValue(value);
}

async function onStep(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(stepTitle(locale, path));
  // WCAG 2.4.3: the new step's heading has focus, so reading starts there.
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page, path);
}

async function submitWithEnter(page: Page) {
  const button = page.getByRole('button', {
    name: text(locale, 'legacy-flow', 'form', 'continue'),
  });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

test('prestamotor with the keyboard alone, index to accepted', async ({ page, server }) => {
  const release = await holdDecision(page);
  await page.goto(`${server.origin('prestamotor')}${basePath}`);
  await expectNoAxeViolations(page, 'index');

  // The typed box and the slider stay in sync either way.
  const box = page.getByRole('textbox', { name: /Monto/ });
  const slider = page.getByRole('slider', { name: /Monto/ });
  await tabTo(page, box);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('8000000');
  await expect(slider).toHaveValue('8000000');
  await tabTo(page, slider);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('8200000');
  await expect(box).toHaveValue(new Intl.NumberFormat('es-CO').format(8200000));
  const choose = page.getByRole('button', { name: text(locale, 'common', 'chooser', 'submit') });
  await tabTo(page, choose);
  await page.keyboard.press('Enter');

  await onStep(page, '/personal-details');
  await typeInto(page, 'personalDetails.firstName', 'Carlos');
  await typeInto(page, 'personalDetails.lastName', 'Rodríguez');
  await typeInto(page, 'personalDetails.dateOfBirth', '07031988');
  await expect(field(page, 'personalDetails.dateOfBirth')).toHaveValue('1988-07-03');
  // The policies are accepted with Space, their documents one Tab further on.
  await tabTo(page, field(page, 'generalPolicies'));
  await page.keyboard.press('Space');
  await expect(field(page, 'generalPolicies')).toBeChecked();
  await typeInto(page, 'personalDetails.personalCode', '1020304050');
  // Enter in a text box submits the step.
  await page.keyboard.press('Enter');

  await onStep(page, '/contact-details');
  await typeInto(page, 'contactDetails.email', 'carlos@example.com');
  await typeInto(page, 'contactDetails.phoneNumber', '300 123 4567');
  await typeInto(page, 'contactDetails.province', 'Cundinamarca');
  await typeInto(page, 'contactDetails.city', 'Bogotá');
  await typeInto(page, 'contactDetails.street', 'Calle 100');
  await typeInto(page, 'contactDetails.houseNumber', '15-20');
  await tabTo(page, field(page, 'contactDetails.marketingConsents'));
  await page.keyboard.press('Space');
  await expect(field(page, 'contactDetails.marketingConsents')).toBeChecked();
  await submitWithEnter(page);

  await onStep(page, '/income-details');
  await typeInto(page, 'incomeDetails.monthlyIncome', '3.500.000');
  await chooseWithArrows(page, 'incomeDetails.incomeSource', 1, 'employed');
  await typeInto(page, 'incomeDetails.incomePayday', '30');
  await submitWithEnter(page);

  await onStep(page, '/other-information');
  await chooseWithArrows(page, 'otherDetails.loanPurpose', 1, 'car');
  await chooseWithArrows(page, 'otherDetails.maritalStatus', 2, 'married');
  await typeInto(page, 'otherDetails.numberOfDependants', '2');
  await chooseWithArrows(page, 'otherDetails.housingTenure', 2, 'tenant');
  await typeInto(page, 'expenses.monthlyExpenses', '1.200.000');
  await submitWithEnter(page);

  await expect(page).toHaveURL(/\/checking$/);
  await expectNoAxeViolations(page, '/checking');
  await release();
  await expect(page).toHaveURL(/\/accepted$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(locale, 'outcome', 'accepted', 'title'),
  );
  await expectNoAxeViolations(page, '/accepted');
});
