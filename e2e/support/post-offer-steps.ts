import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';
import { basePath } from './paths';
import { continueLead, lastSmsCode, openSeededLead, seedLead } from './seed-lead';
import { scaled } from './timeouts';

// Completes the post-offer screens (features/post-offer) in the browser the way an applicant
// would, by field id (`#dp-<name>`, the same ids the error summary links to), so the helpers
// work in every locale. Each screen is checked with axe before it is answered.

export interface Journey {
  page: Page;
  request: APIRequestContext;
  origin: string;
  leadId: string;
  /** Routes seen, in order (the test asserts the partner's steps). */
  visited: string[];
}

const submit = (page: Page) => page.locator('form.step-form button[type="submit"]').first();

/** The app path without the base path ('/vehicle'). */
export function appPath(page: Page): string {
  return new URL(page.url()).pathname.slice(basePath.length - 1);
}

async function waitForCode(j: Journey): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => (code = await lastSmsCode(j.request, j.origin, j.leadId)), {
      timeout: scaled(10_000),
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

// A tiny valid PNG (1x1), so the API's magic-byte check accepts it.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const answer: Record<string, (j: Journey) => Promise<void>> = {
  '/mobile-verification': async (j) => {
    const { page } = j;
    const code = await waitForCode(j);
    // The resend button waits for its cool-down and says so.
    await expect(page.locator('.post-offer__resend button')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.locator('.post-offer__resend p')).toContainText(/\d/);
    // A wrong code is refused with its own message, next to the field and in the summary.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.locator('#dp-code').fill(wrong);
    await submit(page).click();
    await expect(page.locator('#dp-code-error')).toBeVisible();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectNoAxeViolations(page, 'mobile verification, wrong code');
    await page.locator('#dp-code').fill(code);
    await submit(page).click();
  },
  '/change-mobile-number': async ({ page }) => {
    await page.locator('#dp-phone_number').fill('+34 699 000 111');
    await submit(page).click();
  },
  '/instantor': widget,
  '/wenance-tink': widget,
  '/moneyman-paylands': widget,
  '/wenance-account': async ({ page }) => {
    await page.locator('#dp-account_type').check();
    await submit(page).click();
  },
  '/vehicle': async ({ page }) => {
    await expect(page.locator('#dp-form_vehicle_brand option', { hasText: 'Toyota' })).toHaveCount(
      1,
    );
    await page.locator('#dp-form_vehicle_brand').selectOption('Toyota');
    await page.locator('#dp-form_vehicle_model').selectOption('Corolla');
    await page.locator('#dp-form_vehicle_registration_year').fill('2018');
    await page.locator('#dp-form_vehicle_odometer').fill('85.000');
    await page.locator('#dp-form_vehicle_plate_number').fill('1234 BCD');
    await page.locator('#dp-form_is_vehicle_financed').check();
    await submit(page).click();
  },
  '/consents': consents,
  '/dynamic-consents': async (j) => {
    // Instabank also asks its contact channels, as opt-ins none pre-ticked (ADR 0035).
    await expect(j.page.locator('#dp-consent_email')).not.toBeChecked();
    await consents(j);
  },
  '/advanzia-consents': consents,
  '/tfbank-consents': consents,
  '/additional-employment-details': async ({ page }) => {
    await page.locator('#dp-contract_type').check();
    await page.locator('#dp-form_employer_name').fill('Acme Ibérica');
    await page.locator('#dp-years_employed').fill('4');
    // Smava's salary cycle (spec 3 form_salary_cycle, form_salary_cycle_value; ADR 0035).
    await page.locator('#dp-form_salary_cycle').check();
    await page.locator('#dp-form_salary_cycle_value').fill('25');
    await submit(page).click();
  },
  '/smava': async ({ page }) => {
    await page.locator('#dp-form_housing_tenure').check();
    await page.locator('#dp-form_marital_status').check();
    await submit(page).click();
  },
  '/marital-details': async ({ page }) => {
    await page.locator('#dp-form_marital_status').check();
    await page.locator('#dp-form_number_of_dependants').fill('1');
    await submit(page).click();
  },
  '/aide': async ({ page }) => {
    // Skippable: skip it (POST /lead/skip/:id).
    await page.locator('form.step-form button.button--secondary').click();
  },
  '/credit-details': async ({ page }) => {
    await page.locator('#dp-form_credit_commitments').fill('1');
    await page.locator('#dp-form_monthly_credit_commitments').fill('150');
    await submit(page).click();
  },
  '/professional-details': async ({ page }) => {
    await expect(page.locator('#dp-form_job_position option')).not.toHaveCount(1);
    await page.locator('#dp-form_job_position').selectOption('employee');
    await page.locator('#dp-form_job_sector').selectOption('it');
    await page.locator('#dp-form_job_profession').selectOption('developer');
    await submit(page).click();
  },
  '/cnp': async ({ page }) => {
    // A wrong check digit is refused before anything is sent.
    await page.locator('#dp-cnp').fill('1900313400011');
    await submit(page).click();
    await expect(page.locator('#dp-cnp-error')).toBeVisible();
    await page.locator('#dp-cnp').fill('1900313400010');
    await submit(page).click();
  },
  '/id-upload': async ({ page }) => {
    await page.locator('#dp-document_type').check();
    await page.locator('#dp-document_number').fill('X1234567L');
    // Too big a file is refused in the browser.
    await page.locator('#dp-document_front').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.locator('#dp-document_front-error')).toBeVisible();
    // Front and back go as two uploads; the step completes with the back.
    for (const side of ['front', 'back']) {
      await page
        .locator(`#dp-document_${side}`)
        .setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: png });
    }
    await expect(page.locator('img.post-offer__preview')).toHaveCount(2);
    await expectNoAxeViolations(page, 'id upload with preview');
    await submit(page).click();
  },
  '/customer-debts': async ({ page }) => {
    await page.locator('#dp-form_total_debt_amount').fill('1200');
    await page.locator('#dp-form_overdue_debt_amount').fill('0');
    await submit(page).click();
  },
  '/reference-details': async ({ page }) => {
    await page.locator('#dp-form_reference_type').check();
    await page.locator('#dp-form_reference_name').fill('Luis Pérez');
    await page.locator('#dp-form_reference_phone_number').fill('+34 612 000 111');
    await submit(page).click();
  },
  '/wniosek': async ({ page }) => {
    await page.locator('#dp-form_id_card_number').fill('ABC123456');
    await page.locator('#dp-form_education').check();
    await submit(page).click();
  },
  '/wniosek-uzupelnienie': async ({ page }) => {
    await page.locator('#dp-household_size').fill('3');
    await page.locator('#dp-form_monthly_expenses').fill('900');
    await submit(page).click();
  },
  '/santander-comperia': async ({ page }) => {
    await page.locator('#dp-form_housing_tenure').check();
    await page.locator('#dp-form_monthly_expenses').fill('800');
    await submit(page).click();
  },
  '/ipfd-offer-choice': async (j) => {
    // Accepting names the financing option; without one the form says so (ADR 0035).
    const { page } = j;
    await expect(page.locator('.post-offer__figures dd').first()).toContainText(/\d/);
    await submit(page).click();
    await expect(page.locator('#dp-form_financing_option-error')).toBeVisible();
    await page.locator('#dp-form_financing_option').check();
    await submit(page).click();
  },
  '/cofidis-offer': offer,
  '/instabank-offer': offer,
  '/provident-offer': async ({ page }) => {
    await expect(page.locator('.post-offer__figures')).toBeVisible();
    // The offer's own figures are the starting point; the applicant lowers the amount.
    await expect(page.locator('#dp-offer_amount')).toHaveValue(/^\d+$/);
    await page.locator('#dp-offer_amount').fill('400');
    await page.locator('#dp-offer_period').fill('61');
    await submit(page).click();
  },
};

async function widget({ page }: Journey) {
  await page
    .frameLocator('iframe.post-offer__frame')
    .getByRole('button', { name: 'Verify', exact: true })
    .click();
}

async function consents({ page }: Journey) {
  // Nothing is pre-ticked; a required one left out is named in the error summary.
  await expect(page.locator('form.step-form input[type="checkbox"]').first()).toBeVisible();
  await submit(page).click();
  await expect(page.locator('.error-summary')).toBeFocused();
  for (const box of await page.locator('form.step-form input[type="checkbox"]').all())
    await box.check();
  await submit(page).click();
}

async function offer({ page }: Journey) {
  await expect(page.locator('.post-offer__figures dd').first()).toContainText(/\d/);
  await submit(page).click();
}

/** Seeds an accepted lead born on `birthDay`, continues it and opens its continue link. */
export async function startJourney(
  page: Page,
  request: APIRequestContext,
  origin: string,
  birthDay: number,
): Promise<Journey> {
  // A crash would show the error screen, whose h1 and axe pass: fail on it at once.
  page.on('pageerror', (error) => {
    throw new Error(`page error: ${error.message}\n${error.stack ?? ''}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error')
      console.log(`[browser] ${message.text()} ${message.location().url}`);
  });
  const lead = await seedLead(request, origin, { product: 'fiesta', birthDay });
  expect(lead.progressState).toBe(10);
  await continueLead(request, origin, lead.id);
  await openSeededLead(page, origin, lead);
  await expect(page).not.toHaveURL(/\/continue\//);
  return { page, request, origin, leadId: lead.id, visited: [] };
}

/** Answers one post-offer screen and waits for the next route. */
export async function answerScreen(j: Journey): Promise<string> {
  const path = appPath(j.page);
  const handler = answer[path];
  if (!handler) throw new Error(`no post-offer handler for ${path}`);
  await expect(j.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(j.page, path);
  j.visited.push(path);
  await handler(j);
  await j.page.waitForURL((url) => !url.pathname.endsWith(path), { timeout: scaled(20_000) });
  return appPath(j.page);
}

/** Answers screens until the lead leaves the post-offer routes; returns the lead's final state. */
export async function walkToEnd(j: Journey): Promise<number> {
  for (let i = 0; i < 5 && appPath(j.page) in answer; i++) await answerScreen(j);
  const status = await j.request.get(
    `${j.origin.replace(/\/\/[^:]+/, '//127.0.0.1')}/api/lead/status/${j.leadId}`,
    {
      headers: { host: new URL(j.origin).host },
    },
  );
  return ((await status.json()) as { progressState: number }).progressState;
}

/**
 * After the last step: thank-you (11) stays in the app; a redirect (12) ends on the partner's
 * (local stand-in) landing page, which names the partner.
 */
export async function expectEnd(page: Page, end: number, partner: string): Promise<void> {
  if (end === 12) {
    await expect(page).toHaveURL(/\/api\/partner\/[\w-]+\/landing/, { timeout: scaled(20_000) });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner);
  } else {
    await expect.poll(() => appPath(page), { timeout: scaled(20_000) }).toBe('/thank-you');
  }
}

/** A partner of the steering table (docs/api.md): its birth day, its screens and its end state. */
export interface PartnerWalk {
  name: string;
  day: number;
  steps: readonly string[];
  end: number;
}

/** One partner's whole journey: seeds its lead, answers every screen in the UI, checks the end. */
export async function walkPartner(
  page: Page,
  request: APIRequestContext,
  origin: string,
  partner: PartnerWalk,
): Promise<void> {
  const journey = await startJourney(page, request, origin, partner.day);
  expect(await walkToEnd(journey)).toBe(partner.end);
  expect(journey.visited).toEqual(partner.steps);
  await expectEnd(page, partner.end, partner.name);
}
