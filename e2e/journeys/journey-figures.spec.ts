import type { Browser, Page } from '@playwright/test';
import { localeTags } from '@finceptiv/contract/product-ids';
import { expectNoAxeViolations } from '../support/axe';
import {
  completeForm,
  fiestaInitialDetails,
  formText,
  type Answers,
} from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { chooseLoan, completeStep, ibancar, text } from '../support/legacy-flow';
import { addOperator, ageJourneys, signInOperator } from '../support/operator';
import { basePath } from '../support/paths';
import { newDataDir, startServer, type RunningServer } from '../support/server';
import { scaled } from '../support/timeouts';

// Issue 25's done-when, end to end: applicants walk two brands in their browsers, meeting
// field errors and leaving half-way; the app reports their journeys itself (ADR 0042); half
// an hour later an operator signs in and reads back exactly what they did: the funnel's counts,
// the field that tripped them and how the applications ended. Counts of one to four show as
// "<5", so the five Fiesta applicants make the counts the journey can read exactly.

const t = (...path: string[]) => text('es', 'operator', ...path);

/**
 * Leaves the application as an applicant closing the tab would: the page is hidden and the
 * app's last journey report goes out with it. Waits until the server has answered every
 * report the page sent.
 */
async function leave(page: Page) {
  // The reporter loads once the page is idle after the first press (ADR 0042): an applicant who
  // leaves within that second is not counted. These applicants stay until it is there.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('journey-reporter')),
      ),
    )
    .toBe(true);
  const open = new Set<object>();
  const track = (on: boolean) => (request: { url: () => string }) => {
    if (!request.url().includes('/api/journey')) return;
    if (on) open.add(request);
    else open.delete(request);
  };
  page.on('request', track(true));
  page.on('requestfinished', track(false));
  page.on('requestfailed', track(false));
  await page.goto('about:blank');
  await expect.poll(() => open.size, { timeout: scaled(10_000) }).toBe(0);
  await page.context().close();
}

async function applicant(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * A Fiesta applicant presses Continue without a phone number, is told it is required, gives
 * it and goes on to the loan's purpose; `further` ones answer that too and reach the name.
 */
async function fiestaApplicant(browser: Browser, server: RunningServer, further: boolean) {
  const page = await applicant(browser);
  await page.goto(`${server.origin('fiesta')}${basePath}`);
  const { phone_number: phone, ...withoutPhone } = fiestaInitialDetails;
  const firstTry: Answers = { ...withoutPhone, form_general_policies: true };
  await completeForm(page, 'es', 'initial-details', firstTry, 'continue', { axe: false });
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(formText('es', 'form>errorSummaryTitle'));
  await expectNoAxeViolations(page, 'fiesta initial-details with an error');
  await completeForm(page, 'es', 'initial-details', { phone_number: phone ?? '' });
  if (further) {
    await completeForm(page, 'es', 'loan-purpose', { form_loan_purpose: 'travel' });
    await expect(page).toHaveURL(new RegExp(`${basePath}form/name$`));
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      formText('es', 'titles>loan-purpose'),
    );
  }
  await leave(page);
}

/** An Ibancar applicant to the decision; the first presses Continue on an empty step first. */
async function ibancarApplicant(
  browser: Browser,
  server: RunningServer,
  outcome: 'accepted' | 'rejected',
) {
  const page = await applicant(browser);
  const brand = ibancar(outcome === 'accepted' ? '9000' : '1000');
  await chooseLoan(page, server.origin('ibancar'), brand.locale);
  if (outcome === 'accepted') {
    await page.getByRole('button', { name: text('mx', 'legacy-flow', 'form', 'continue') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  for (const step of brand.steps) await completeStep(page, brand.locale, step);
  await expect(page).toHaveURL(new RegExp(`/${outcome}$`), { timeout: scaled(30_000) });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(brand.locale, 'outcome', outcome, 'title'),
  );
  await leave(page);
}

test('the operator reads back what applicants did on two brands', async ({ browser, page }) => {
  test.setTimeout(scaled(240_000));
  const dataDir = newDataDir();
  let server = await startServer({ dataDir });
  try {
    // Applicants arrive together, as they do, each in a browser of their own: their waits for
    // the app and the reporter overlap (the walk took 91 s one after another, issue 19).
    await Promise.all([
      ...[true, true, true, false, false].map((further) =>
        fiestaApplicant(browser, server, further),
      ),
      ibancarApplicant(browser, server, 'accepted'),
      ibancarApplicant(browser, server, 'rejected'),
    ]);
  } finally {
    await server.stop();
  }
  // Half an hour on: the Fiesta applications without a decision now count as abandoned.
  ageJourneys(dataDir, 31);
  addOperator(dataDir);
  server = await startServer({ dataDir });
  try {
    await signInOperator(page, server.origin('fiesta'), 'es');
    const row = (name: string, ...cells: string[]) =>
      page.getByRole('table', { name }).getByRole('row', { name: cells.join(' ') });
    const steps = t('funnel', 'stepsTitle');
    const outcomes = t('funnel', 'outcomesTitle');
    // Five reached the landing and all five completed it; two of them left at the purpose.
    await expect(row(steps, 'index', '5', '5', '0')).toBeVisible();
    await expect(row(steps, 'form/loan-purpose', '5', '<5', '<5')).toBeVisible();
    await expect(row(steps, 'form/name', '<5', '0', '<5')).toBeVisible();
    const all = new Intl.NumberFormat(localeTags.es, { style: 'percent' }).format(1);
    await expect(row(outcomes, t('funnel', 'outcomes', 'abandoned'), '–', '5', all)).toBeVisible();
    // The field that tripped them: the phone, required, by the browser's check, five times, and
    // all five went on.
    const errors = page.getByRole('table', { name: t('errors', 'title') });
    await expect(errors.getByRole('row').nth(1)).toHaveAccessibleName(
      [
        'phone_number',
        'index',
        'validation.required',
        t('errors', 'sources', 'client'),
        '5',
        '5',
        '5',
      ].join(' '),
    );
    await expectNoAxeViolations(page, 'operator area with journeys');

    // Ibancar: one accepted by Wenance, one rejected; one met errors on personal details.
    const brandOf = (section: string) =>
      page.getByRole('region', { name: section }).getByLabel(t('brand'));
    await brandOf(t('funnel', 'title')).selectOption('ibancar');
    await expect(row(outcomes, t('funnel', 'outcomes', 'accepted'), 'wenance', '<5')).toBeVisible();
    await expect(row(outcomes, t('funnel', 'outcomes', 'rejected'), '–', '<5')).toBeVisible();
    await expect(row(steps, 'personal-details', '<5', '<5', '0')).toBeVisible();
    await brandOf(t('errors', 'title')).selectOption('ibancar');
    await expect(
      errors.getByRole('row', {
        name: /personalDetails\.firstName personal-details validation\.required/,
      }),
    ).toBeVisible();
  } finally {
    await server.stop();
  }
});
