import { expectNoAxeViolations } from '../support/axe';
import {
  commonText,
  completeForm,
  decisionOf,
  fiestaInitialDetails,
  fiestaSteps,
  spanishAddress as address,
  storedLeadId,
  type Answers,
} from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { basePath } from '../support/paths';
import { scaled } from '../support/timeouts';

// Issue 8: the two Spanish v3 brands end to end in their locales (docs/brands.md orders):
// Fiesta in Spanish, the white label (default) in English.

const brands: { id: string; locale: string; initial: Answers; steps: [string, Answers][] }[] = [
  { id: 'fiesta', locale: 'es', initial: fiestaInitialDetails, steps: fiestaSteps },
  {
    id: 'default',
    locale: 'en',
    initial: { email: 'pablo.ruiz@example.es', phone_number: '622 345 678' },
    steps: [
      ['loan-purpose', { form_loan_purpose: 'health' }],
      ['name', { form_first_name: 'Pablo', form_last_name: 'Ruiz' }],
      ['date-of-birth', { form_birthday: '1979-02-21' }],
      ['personal-code', { form_personal_code: '12345678Z' }],
      ['address-information', address],
      ['income-source', { form_source_income: 'self-employed' }],
      ['monthly-income', { form_monthly_income: '2400' }],
      ['monthly-expenses', { form_monthly_expenses: '900' }],
      ['bank-account', { form_iban: 'ES9121000418450200051332' }],
      ['credit-history', { form_negative_credit: 'false' }],
    ],
  },
];

for (const brand of brands) {
  test(`${brand.id}: every form in its order, in ${brand.locale}, to an accepted decision`, async ({
    page,
    server,
  }) => {
    test.setTimeout(scaled(150_000));
    await page.goto(`${server.origin(brand.id)}${basePath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      commonText(brand.locale, 'page>title'),
    );
    const hints = { country: 'ES' as const, seen: [] as string[] };
    await completeForm(
      page,
      brand.locale,
      'initial-details',
      { ...brand.initial, form_general_policies: true },
      'continue',
      { hints },
    );
    for (const [index, [path, answers]] of brand.steps.entries()) {
      const last = index === brand.steps.length - 1;
      const button = last ? 'submit' : 'continue';
      await completeForm(page, brand.locale, path, answers, button, { hints });
    }
    // Issue 23.2: one autofill tap fills the applicant's email, phone, names, birth date, address.
    const tokens = ['email', 'tel', 'given-name', 'family-name', 'bday', 'postal-code'];
    for (const token of [...tokens, 'address-line1', 'address-level1', 'address-level2']) {
      expect(hints.seen, brand.id).toContain(token);
    }
    await expect(page).toHaveURL(new RegExp(`${basePath}checking$`));
    const decision = await decisionOf(page, await storedLeadId(page));
    expect(decision.applicationResult.status).toBe('accepted');
    await expectNoAxeViolations(page, `${brand.id} after submit`);
  });
}
