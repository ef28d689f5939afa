import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { chooseLoan, fidea, fill, ibancar, text, type Entry } from '../support/legacy-flow';

// Spec 5's rules as the legacy steps use them: each bad value shows its contract message on
// the field and in the error summary (which takes focus), and the step is not saved.

interface Case {
  name: string;
  /** Typed text, or whether a box is ticked. */
  value: string | boolean;
  message: string;
}

/** The journey's step checks, bound to its page and locale, counting the page's lead saves. */
function legacySteps(page: Page, locale: string) {
  let saves = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v2/lead') && request.method() !== 'GET') saves += 1;
  });
  const pressContinue = () =>
    page.getByRole('button', { name: text(locale, 'legacy-flow', 'form', 'continue') }).click();
  return {
    /** Types the cases, presses Continue: each message shows, nothing is saved, the step stays. */
    expectBlocked: async (path: string, cases: Case[]) => {
      const before = saves;
      for (const { name, value } of cases)
        await fill(
          page,
          typeof value === 'boolean' ? { name, value, kind: 'checkbox' } : { name, value },
        );
      await pressContinue();
      const summary = page.getByRole('alert').filter({
        hasText: text(locale, 'legacy-flow', 'form', 'errorSummaryTitle'),
      });
      await expect(summary).toBeFocused();
      for (const c of cases) {
        const message = text(locale, 'common', c.message);
        await expect(summary, c.name).toContainText(message);
        await expect(
          page.locator(`[name="${c.name}"]`).first(),
          c.name,
        ).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      }
      await expectNoAxeViolations(page, `${path} with errors`);
      expect(saves, 'nothing was saved').toBe(before);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    },
    /** Fills the entries and presses Continue, which goes on to `next`. */
    fixAndContinue: async (entries: Entry[], next: string) => {
      for (const entry of entries) await fill(page, entry);
      await pressContinue();
      await expect(page).toHaveURL(new RegExp(`${next}$`));
    },
  };
}

test('ibancar: every rule of its steps shows its message and blocks the step', async ({
  page,
  server,
}) => {
  const brand = ibancar();
  const { locale } = brand;
  const [personal, contact, income, employer] = brand.steps;
  if (!personal || !contact || !income || !employer) throw new Error('steps');
  const { expectBlocked, fixAndContinue } = legacySteps(page, locale);
  await chooseLoan(page, server.origin('ibancar'), locale);
  await expect(page).toHaveURL(/\/personal-details$/);

  // Nothing typed: every required field says so.
  await expectBlocked('/personal-details', [
    { name: 'personalDetails.firstName', value: '', message: 'validation.required' },
    { name: 'personalDetails.dateOfBirth', value: '', message: 'validation.required' },
    // No personal data leaves the browser before the policies are accepted (ADR 0040).
    { name: 'generalPolicies', value: false, message: 'validation.required' },
  ]);
  const year = new Date().getFullYear();
  await expectBlocked('/personal-details', [
    { name: 'personalDetails.firstName', value: 'Ana3', message: 'validation.name.format' },
    { name: 'personalDetails.lastName', value: 'García_', message: 'validation.name.format' },
    {
      name: 'personalDetails.dateOfBirth',
      value: `${year - 10}-01-01`,
      message: 'validation.dateOfBirth.underage',
    },
  ]);
  await expectBlocked('/personal-details', [
    {
      name: 'personalDetails.dateOfBirth',
      value: `${year + 1}-01-01`,
      message: 'validation.dateOfBirth.future',
    },
  ]);
  await fixAndContinue(personal.entries, '/contact-details');

  await expectBlocked('/contact-details', [
    { name: 'contactDetails.email', value: 'ana@', message: 'validation.email.format' },
    { name: 'contactDetails.phoneNumber', value: '123', message: 'validation.phone.format' },
    { name: 'contactDetails.postalCode', value: '0600', message: 'validation.postalCode.format' },
    { name: 'contactDetails.city', value: 'Puebla-', message: 'validation.city.format' },
    { name: 'contactDetails.suburb', value: 'Centro-', message: 'validation.suburb.format' },
    { name: 'contactDetails.street', value: '123', message: 'validation.street.format' },
    { name: 'contactDetails.houseNumber', value: '10-', message: 'validation.houseNumber.format' },
    { name: 'contactDetails.flatNumber', value: '4/', message: 'validation.flatNumber.format' },
  ]);
  // A complete postcode fills state and city from the lookup.
  await fill(page, { name: 'contactDetails.postalCode', value: '06000' });
  await expect(page.locator('[name="contactDetails.city"]')).toHaveValue('Ciudad de México');
  await expect(page.locator('[name="contactDetails.province"]')).toHaveValue('Ciudad de México');
  await fixAndContinue(
    [
      ...contact.entries.filter((e) => e.name !== 'contactDetails.postalCode'),
      { name: 'contactDetails.flatNumber', value: '' },
    ],
    '/income-details',
  );

  await expectBlocked('/income-details', [
    { name: 'incomeDetails.incomePayday', value: '45', message: 'validation.number.max' },
    { name: 'incomeDetails.jobTitle', value: '-', message: 'validation.jobTitle.format' },
  ]);
  await fixAndContinue(
    [...income.entries, { name: 'incomeDetails.jobTitle', value: 'Contadora' }],
    '/employment-details',
  );

  await expectBlocked('/employment-details', [
    { name: 'employer.name', value: 'Autos!!', message: 'validation.companyName.format' },
  ]);
  await fixAndContinue(employer.entries, '/other-information');
});

test('fidea: IBAN and phone must be Romanian', async ({ page, server }) => {
  const brand = fidea();
  const { locale } = brand;
  const [personal, contact, income] = brand.steps;
  if (!personal || !contact || !income) throw new Error('steps');
  const { expectBlocked, fixAndContinue } = legacySteps(page, locale);
  await chooseLoan(page, server.origin('fidea'), locale);
  await fixAndContinue(personal.entries, '/contact-details');
  await expectBlocked('/contact-details', [
    {
      name: 'contactDetails.phoneNumber',
      value: '+34 612 345 678',
      message: 'validation.phone.country',
    },
  ]);
  await fixAndContinue(contact.entries, '/income-details');
  await expectBlocked('/income-details', [
    {
      name: 'incomeDetails.iban',
      value: 'DE89370400440532013000',
      message: 'validation.iban.country',
    },
  ]);
  await expectBlocked('/income-details', [
    {
      name: 'incomeDetails.iban',
      value: 'RO00AAAA1B31007593840000',
      message: 'validation.iban.format',
    },
  ]);
  await fixAndContinue(income.entries, '/other-information');
});
