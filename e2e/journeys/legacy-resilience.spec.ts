import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import {
  chooseLoan,
  completeStep,
  fill,
  holdDecision,
  ibancar,
  lienketvay,
  prestamotor,
  stepTitle,
  text,
  expectEntries,
  firstSteps,
  formButton,
} from '../support/legacy-flow';
import { basePath } from '../support/paths';

// Issue 7's promises about data: a reload mid-flow keeps every field, a failed save keeps
// them too and its retry creates exactly one lead, a server field error shows on its field,
// and a reapplying applicant starts clean.

/** From now on every lead save meets the API's 422 naming `fieldName` (no other route left). */
async function refuseSaves(page: Page, fieldName: string, message: string) {
  await page.unroute('**/api/v2/lead');
  await page.route('**/api/v2/lead', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ fieldName, message }] }),
    }),
  );
}

test('a reload mid-step keeps every typed field, and a reload after a save keeps the step', async ({
  page,
  server,
}) => {
  const brand = prestamotor();
  const [personal, contact] = firstSteps(brand);
  await chooseLoan(page, server.origin('prestamotor'), brand.locale);
  await expect(page).toHaveURL(/\/personal-details$/);
  for (const entry of personal.entries) await fill(page, entry);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    stepTitle(brand.locale, '/personal-details'),
  );
  await expectEntries(page, personal.entries);
  await formButton(page, brand.locale, 'continue').click();
  await expect(page).toHaveURL(/\/contact-details$/);
  await page.reload();
  await expect(page).toHaveURL(/\/contact-details$/);
  const typed = contact.entries.slice(0, 3);
  for (const entry of typed) await fill(page, entry);
  await page.reload();
  await expectEntries(page, typed);
  await expectNoAxeViolations(page, 'contact details after reload');
});

test('a lost answer to the create behind the first step: the next save resends it, one lead', async ({
  page,
  server,
}) => {
  const brand = ibancar();
  const [personal] = firstSteps(brand);
  let firstId: string | undefined;
  const creates: string[] = [];
  await page.route('**/api/v2/lead', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    creates.push(route.request().headers()['idempotency-key'] ?? '');
    if (firstId !== undefined) return route.continue();
    // The server creates the lead, but its answer never reaches the browser. (Node cannot
    // resolve *.localhost, so the test talks to 127.0.0.1 with the brand's Host header.)
    const url = new URL(route.request().url());
    const headers = { ...(await route.request().allHeaders()), host: url.host };
    const answer = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}`,
      headers,
    });
    firstId = ((await answer.json()) as { id: string }).id;
    return route.abort('connectionreset');
  });
  // ADR 0057: the first details step shows at once; the create goes on behind it.
  await chooseLoan(page, server.origin('ibancar'), brand.locale);
  await expect(
    page.getByText(text(brand.locale, 'application', 'errors', 'saveFailed')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/personal-details$/);
  await expectNoAxeViolations(page, 'create failed behind the step');
  for (const entry of personal.entries) await fill(page, entry);

  const replay = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/lead') && r.request().method() === 'POST',
  );
  await formButton(page, brand.locale, 'continue').click();
  const response = await replay;
  expect(response.headers()['idempotent-replayed']).toBe('true');
  expect(((await response.json()) as { id: string }).id).toBe(firstId);
  expect(creates).toHaveLength(2);
  expect(creates[0]).toBe(creates[1]);
  await expect(page).toHaveURL(/\/contact-details$/);
});

test('a create the API refuses brings the applicant back to the index, error shown', async ({
  page,
  server,
}) => {
  const locale = 'mx';
  await page.route('**/api/v2/lead', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ fieldName: 'amount', message: 'validation.amount.max' }] }),
    }),
  );
  await page.goto(`${server.origin('ibancar')}${basePath}`);
  await page.getByRole('button', { name: text(locale, 'common', 'chooser', 'submit') }).click();
  // The first details step showed while the create was on its way; its refusal brings the
  // applicant back to where the amount is chosen.
  await expect(page).toHaveURL(new RegExp(`${basePath}$`));
  const summary = page
    .getByRole('alert')
    .filter({ hasText: text(locale, 'legacy-flow', 'form', 'errorSummaryTitle') });
  await expect(summary.getByRole('link')).toHaveText(
    text(locale, 'common', 'validation.amount.max'),
  );
  await expect(page.getByRole('slider').first()).toBeVisible();
  await expectNoAxeViolations(page, 'create refused');
});

test('a failed step save keeps the fields; a server field error shows on its field', async ({
  page,
  server,
}) => {
  const brand = ibancar();
  const [personal, contact] = firstSteps(brand);
  await chooseLoan(page, server.origin('ibancar'), brand.locale);
  await expect(page).toHaveURL(/\/personal-details$/);
  let failed = false;
  await page.route('**/api/v2/lead', (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('internetdisconnected');
  });
  for (const entry of personal.entries) await fill(page, entry);
  const next = formButton(page, brand.locale, 'continue');
  await next.click();
  await expect(formButton(page, brand.locale, 'retry')).toBeVisible();
  await expect(page).toHaveURL(/\/personal-details$/);
  await expectEntries(
    page,
    personal.entries.filter((e) => e.kind === undefined),
  );
  await formButton(page, brand.locale, 'retry').click();
  await expect(page).toHaveURL(/\/contact-details$/);

  // The API's own 422 (here one it would send for an address it refuses) lands on the field.
  await refuseSaves(page, 'contactDetails.email', 'validation.email.format');
  for (const entry of contact.entries) await fill(page, entry);
  await next.click();
  const summary = page
    .getByRole('alert')
    .filter({ hasText: text(brand.locale, 'legacy-flow', 'form', 'errorSummaryTitle') });
  await expect(summary).toBeFocused();
  const message = text(brand.locale, 'common', 'validation.email.format');
  await expect(summary.getByRole('link')).toHaveText(
    `${text(brand.locale, 'legacy-flow', 'fields', 'contactDetails.email')}: ${message}`,
  );
  await summary.getByRole('link').click();
  await expect(page.locator('[name="contactDetails.email"]')).toBeFocused();
  await expect(page.locator('[name="contactDetails.email"]')).toHaveAccessibleDescription(message);
  await expectNoAxeViolations(page, 'server field error');

  // Issue 23.5: an error about an earlier step's field reopens that step, error on its field.
  await refuseSaves(page, 'personalDetails.lastName', 'validation.name.format');
  await next.click();
  await expect(page).toHaveURL(/\/personal-details$/);
  const lastName = page.locator('[name="personalDetails.lastName"]');
  const nameMessage = text(brand.locale, 'common', 'validation.name.format');
  await expect(lastName).toHaveAccessibleDescription(nameMessage);
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'earlier step reopened');
  // Saved again, the lead takes the contact details it already holds and moves on.
  await page.unroute('**/api/v2/lead');
  await lastName.fill('Gómez');
  await next.click();
  await expect(page).toHaveURL(/\/income-details$/);
  await expectNoAxeViolations(page, '/income-details');
});

test('a reapplying applicant starts a new application with the old answers cleared', async ({
  page,
  server,
}) => {
  const brand = lienketvay('0');
  const release = await holdDecision(page);
  await chooseLoan(page, server.origin('lienketvay'), brand.locale);
  for (const step of brand.steps) await completeStep(page, brand.locale, step);
  await release();
  await expect(page).toHaveURL(/\/rejected$/);

  await page.goto(`${server.origin('lienketvay')}${basePath}`);
  await expect(page.getByText(text(brand.locale, 'legacy-flow', 'reapply', 'title'))).toBeVisible();
  await expectNoAxeViolations(page, 'index, reapplying');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/lead') && r.request().method() === 'POST',
  );
  await page
    .getByRole('button', { name: text(brand.locale, 'common', 'chooser', 'submit') })
    .click();
  const body = (await (await created).request().postDataJSON()) as Record<string, unknown>;
  expect(body.personalDetails).toBeUndefined();
  expect(body.incomeDetails).toBeUndefined();
  await expect(page).toHaveURL(/\/personal-details$/);
  await expect(page.locator('[name="personalDetails.firstName"]')).toHaveValue('');
  await expect(page.locator('[name="personalDetails.lastName"]')).toHaveValue('');
});
