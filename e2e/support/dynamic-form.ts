import { readFileSync } from 'node:fs';
import { expect, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { basePath, repoRoot } from './paths';
import { scaled } from './timeouts';
import { expectFieldHints, type HintCheck } from './field-hints';

// The v3 dynamic form in a browser: answers by data point name (each input's `name` is its
// data point, spec 3), headings and buttons by the shipped translations of the brand's locale.

export type Answer = string | boolean;
export type Answers = Record<string, Answer>;

type Messages = { [key: string]: string | Messages };

function lookup(file: string, key: string): string {
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
  let value: string | Messages | undefined = messages;
  for (const part of key.split('>')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`no ${key} in ${file}`);
  return value;
}

/** A string of the dynamic-form namespace, e.g. formText('de', 'titles>name'). */
export function formText(locale: string, key: string): string {
  return lookup(`${repoRoot}apps/web/public/locales/${locale}/dynamic-form.json`, key);
}

/** A string of the common namespace, e.g. commonText('de', 'page>title'). */
export function commonText(locale: string, key: string): string {
  return lookup(`${repoRoot}apps/web/public/locales/${locale}/common.json`, key);
}

/** Types, picks or ticks each answer into the control named after its data point. A frame
 * works too (e2e/journeys/embedded-cross-site.spec.ts walks the form in a partner's frame). */
export async function answer(page: Page | Frame, answers: Answers): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    const control = page.locator(`[name="${name}"]`);
    const first = control.first();
    const kind = await first.evaluate((el) =>
      el instanceof HTMLSelectElement ? 'select' : (el as HTMLInputElement).type,
    );
    if (kind === 'select') await first.selectOption(String(value));
    else if (kind === 'radio')
      await control.and(page.locator(`[value="${String(value)}"]`)).check();
    else if (kind === 'checkbox') await first.setChecked(value === true);
    else await first.fill(String(value));
  }
}

export function formUrl(path: string): RegExp {
  return path === 'initial-details'
    ? // The router writes the index without its trailing slash after an in-app move.
      new RegExp(`${basePath}?$`)
    : new RegExp(`${basePath}form/${path}$`);
}

/** Checks the form's address, heading and axe, answers it and presses its button. */
export async function completeForm(
  page: Page,
  locale: string,
  path: string,
  answers: Answers,
  button: 'continue' | 'submit' = 'continue',
  { axe = true, hints }: { axe?: boolean; hints?: HintCheck } = {},
): Promise<void> {
  await expect(page).toHaveURL(formUrl(path));
  if (path !== 'initial-details') {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      formText(locale, `titles>${path}`),
    );
  }
  // The heading can be up before the step's fields are drawn (they come with the step's rules):
  // axe and the autofill hints must read the step, not the moment between. The first answer's
  // field is there from the start (a later one may show only once an earlier one is given).
  const [first] = Object.keys(answers);
  if (first) await expect(page.locator(`[name="${first}"]`).first()).toBeAttached();
  if (axe) await expectNoAxeViolations(page, `${locale} ${path}`);
  if (hints) hints.seen.push(...(await expectFieldHints(page, hints.country)));
  await answer(page, answers);
  await page.getByRole('button', { name: formText(locale, `form>${button}`), exact: true }).click();
}

/** Opens the brand's landing (initial-details) and checks its hero title in `locale`. */
export async function openLanding(page: Page, origin: string, locale: string): Promise<void> {
  await page.goto(`${origin}${basePath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    commonText(locale, 'page>title'),
  );
}

/** The first form's step: the applicant's email and phone, with the policies accepted. */
export function initialDetails(email: string, phone: string): [path: string, answers: Answers] {
  return ['initial-details', { email, phone_number: phone, form_general_policies: true }];
}

/** Completes each form in turn (as completeForm does), pressing Submit on the last. */
export async function completeForms(
  page: Page,
  locale: string,
  steps: [path: string, answers: Answers][],
  options: { hints?: HintCheck } = {},
): Promise<void> {
  for (const [index, [path, answers]] of steps.entries()) {
    const button = index === steps.length - 1 ? 'submit' : 'continue';
    await completeForm(page, locale, path, answers, button, options);
  }
}

export interface LeadStatus {
  id: string;
  progressState: number;
  applicationResult: { status: string; partner?: { name: string } };
}

/** The id of the lead this tab saved (application data in session storage, never on the device). */
export async function storedLeadId(page: Page | Frame): Promise<string> {
  const id = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('storedLoanApplication') ?? '{}') as { id?: string }).id,
  );
  if (!id) throw new Error('no lead id stored');
  return id;
}

/** Polls the lead's public status until the decision is out (checking lasts 300 ms in tests). */
export async function decisionOf(page: Page | Frame, id: string): Promise<LeadStatus> {
  let status: LeadStatus | undefined;
  await expect
    .poll(
      async () => {
        status = await page.evaluate(async (leadId) => {
          const response = await fetch(`/api/lead/status/${leadId}`);
          return (await response.json()) as LeadStatus;
        }, id);
        return status.applicationResult.status;
      },
      { timeout: scaled(10_000) },
    )
    .not.toBe('checking');
  return status!;
}

/** After the last form: the checking screen, then an accepted decision, which is returned. */
export async function expectAccepted(page: Page): Promise<LeadStatus> {
  await expect(page).toHaveURL(new RegExp(`${basePath}checking$`));
  const decision = await decisionOf(page, await storedLeadId(page));
  expect(decision.applicationResult.status).toBe('accepted');
  return decision;
}

/**
 * A whole application in `locale`: the brand's landing at `origin`, every form of `steps` in
 * order (initial-details first), then the accepted decision, which is returned.
 */
export async function applyToAcceptance(
  page: Page,
  origin: string,
  locale: string,
  steps: [path: string, answers: Answers][],
): Promise<LeadStatus> {
  await openLanding(page, origin, locale);
  await completeForms(page, locale, steps);
  return expectAccepted(page);
}

/** A Madrid address for the Spanish brands (fiesta, default). */
export const spanishAddress: Answers = {
  form_postal_code: '28013',
  form_province: 'Madrid',
  form_city: 'Madrid',
  form_street: 'Calle Mayor',
  form_house_number: '5',
};

/** Fiesta: its form order in Spanish with a nurse's answers, accepted. */
export const fiestaInitialDetails: Answers = {
  email: 'lucia.garcia@example.es',
  phone_number: '612 345 678',
};

export const fiestaSteps: [path: string, answers: Answers][] = [
  ['loan-purpose', { form_loan_purpose: 'travel' }],
  ['name', { form_first_name: 'Lucía', form_last_name: 'García', form_second_last_name: 'López' }],
  // Born on the 4th: Younited (docs/api.md steering table).
  ['date-of-birth', { form_birthday: '1992-07-04' }],
  ['gender', { form_gender: 'female' }],
  ['personal-code', { form_personal_code: '12345678Z' }],
  ['address-information', spanishAddress],
  ['housing-information', { form_housing_tenure: 'rent' }],
  // Added by the tenancy answer (spec 2: a data point added later adds its form).
  ['rent-amount', { form_rent_amount: '650' }],
  ['marital-status', { form_marital_status: 'single' }],
  ['dependants', { form_number_of_dependants: '0' }],
  ['education', { form_education: 'vocational' }],
  ['income-source', { form_source_income: 'permanent-contract' }],
  ['monthly-income', { form_monthly_income: '1800' }],
  ['employer-name', { form_employer_name: 'Ejemplo S.L.' }],
  ['job-title', { form_job_title: 'Enfermera' }],
  ['income-payday', { form_income_payday: '28' }],
  ['monthly-expenses', { form_monthly_expenses: '600' }],
  ['credit-commitments', { form_credit_commitments: '0' }],
  ['vehicle-ownership', { form_vehicle: 'no' }],
  ['bank-account', { form_iban: 'ES9121000418450200051332' }],
  ['iban-consent', { form_iban_consent: true }],
  ['online-banking', { form_bank_online: 'true' }],
  ['credit-history', { form_negative_credit: 'false' }],
];

/** AskRobin: spec 2's German build order with an employee's answers (born on the 3rd: Creditea). */
export const askrobinInitialDetails: Answers = {
  email: 'eva.mueller@example.de',
  phone_number: '0151 23456789',
  form_general_policies: true,
};

export const askrobinSteps: [path: string, answers: Answers][] = [
  ['name', { form_first_name: 'Eva', form_last_name: 'Müller' }],
  ['gender', { form_gender: 'female' }],
  ['date-of-birth', { form_birthday: '1988-06-03' }],
  ['loan-purpose', { form_loan_purpose: 'car' }],
  [
    'citizenship',
    { form_citizenship: 'DE', form_city_of_birth: 'Köln', form_number_of_dependants: '1' },
  ],
  ['housing-information', { form_housing_tenure: 'rent' }],
  ['marital-status', { form_marital_status: 'married' }],
  ['education', { form_education: 'master' }],
  [
    'address-information',
    {
      form_postal_code: '10115',
      form_city: 'Berlin',
      form_street: 'Invalidenstraße',
      form_house_number: '12',
    },
  ],
  ['monthly-income', { form_monthly_income: '3200' }],
  [
    'income-source',
    {
      form_source_income: 'permanent-contract',
      form_income_contract_started_at: '2018-04-01',
      form_job_area: 'it',
    },
  ],
  ['income-information', { form_monthly_extra_income: '250' }],
  ['rent-amount', { form_rent_amount: '900' }],
  ['mortgage-amount', { form_mortage_amount: '0' }],
  ['total-debt', { form_total_debt_amount: '5000' }],
  [
    'employment-details',
    {
      form_employer_name: 'Beispiel GmbH',
      form_employer_city: 'Berlin',
      form_employer_postal_code: '10115',
    },
  ],
  ['bank-account', { form_iban: 'DE89370400440532013000' }],
  ['credit-history', { form_negative_credit: 'false' }],
];

/**
 * Walks AskRobin from the landing page to (not through) the form at `stopAt`. Axe runs on the
 * landing only: the full journey checks every form, this is the way to a later one.
 */
export async function askrobinUpTo(page: Page, origin: string, stopAt: string): Promise<void> {
  await page.goto(`${origin}${basePath}`);
  await completeForm(page, 'de', 'initial-details', askrobinInitialDetails);
  for (const [path, answers] of askrobinSteps) {
    if (path === stopAt) return;
    await completeForm(page, 'de', path, answers, 'continue', { axe: false });
  }
}

/** A string of the application namespace (the save-failure toast). */
export function applicationText(locale: string, key: string): string {
  return lookup(`${repoRoot}apps/web/public/locales/${locale}/application.json`, key);
}
