import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import {
  chooseLoan,
  completeStep,
  fill,
  ibancar,
  prestamotor,
  text,
  expectEntries,
  firstSteps,
  formButton,
} from '../support/legacy-flow';
import { freePort } from '../../apps/api/src/test-support/free-port.ts';
import { newDataDir, startServer } from '../support/server';
import { scaled } from '../support/timeouts';

// Issue 11, resilience: the API failing, stalling, restarting or crawling, and the browser
// refusing storage. The applicant keeps every answer, is told in their language, retries, and
// the server ends up with one lead.

const leadPath = '**/api/v2/lead';

/** Counts the lead calls that reach the server; `failNext` answers the next one itself. */
async function watchLeadCalls(page: Page) {
  const reached: string[] = [];
  let failNext: ((route: Route) => Promise<void>) | undefined;
  await page.route(leadPath, async (route) => {
    const fail = failNext;
    failNext = undefined;
    if (fail) return fail(route);
    reached.push(route.request().method());
    return route.continue();
  });
  return {
    reached,
    failNextWith(answer: (route: Route) => Promise<void>) {
      failNext = answer;
    },
  };
}

test('a 500 on a step save: the answers stay, the message is translated, the retry saves once', async ({
  page,
  server,
}) => {
  const brand = ibancar();
  const [personal] = firstSteps(brand);
  const calls = await watchLeadCalls(page);
  await chooseLoan(page, server.origin(brand.id), brand.locale);
  await expect(page).toHaveURL(/\/personal-details$/);
  for (const entry of personal.entries) await fill(page, entry);
  calls.reached.length = 0;
  calls.failNextWith((route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await formButton(page, brand.locale, 'continue').click();
  await expect(
    page.getByText(text(brand.locale, 'application', 'errors', 'saveFailed')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/personal-details$/);
  await expectEntries(
    page,
    personal.entries.filter((e) => e.kind === undefined),
  );
  await expectNoAxeViolations(page, 'step save answered 500');
  await formButton(page, brand.locale, 'retry').click();
  await expect(page).toHaveURL(/\/contact-details$/);
  expect(calls.reached).toEqual(['PUT']);
});

test('a save that never answers gives up, keeps the answers and lets the applicant retry', async ({
  page,
  server,
}) => {
  const brand = prestamotor();
  const [personal] = firstSteps(brand);
  await page.clock.install();
  const calls = await watchLeadCalls(page);
  await chooseLoan(page, server.origin(brand.id), brand.locale);
  await expect(page).toHaveURL(/\/personal-details$/);
  for (const entry of personal.entries) await fill(page, entry);
  calls.reached.length = 0;
  let stalled = false;
  // The request hangs (a dead mobile connection); it is never answered.
  calls.failNextWith(async () => {
    stalled = true;
    await new Promise<void>(() => undefined);
  });
  await formButton(page, brand.locale, 'continue').click();
  await expect.poll(() => stalled).toBe(true);
  await expect(formButton(page, brand.locale, 'saving')).toBeVisible();
  await page.clock.fastForward(20_000);
  await expect(formButton(page, brand.locale, 'retry')).toBeVisible();
  await expectEntries(page, personal.entries);
  await formButton(page, brand.locale, 'retry').click();
  await expect(page).toHaveURL(/\/contact-details$/);
  expect(calls.reached).toEqual(['PUT']);
});

test('the API restarts mid-journey: a save while it is down fails politely, then the journey goes on', async ({
  page,
}) => {
  const port = await freePort();
  const dataDir = newDataDir();
  let server = await startServer({ port, dataDir });
  try {
    const brand = prestamotor();
    const [personal, contact] = firstSteps(brand);
    await chooseLoan(page, server.origin(brand.id), brand.locale);
    await completeStep(page, brand.locale, personal);
    await expect(page).toHaveURL(/\/contact-details$/);
    for (const entry of contact.entries) await fill(page, entry);

    await server.stop();
    await formButton(page, brand.locale, 'continue').click();
    await expect(formButton(page, brand.locale, 'retry')).toBeVisible();
    await expect(page).toHaveURL(/\/contact-details$/);

    server = await startServer({ port, dataDir });
    await formButton(page, brand.locale, 'retry').click();
    await expect(page).toHaveURL(/\/income-details$/);
    await expectNoAxeViolations(page, 'after the restart');
  } finally {
    await server.stop();
  }
});

test("the connection drops before a step's checks or the toasts arrive: Continue says so, the screen stays, and the journey goes on", async ({
  page,
  server,
}) => {
  // The toasts' code never arrives: a failed save's toast must not take the screen down.
  await page.route('**/assets/toast-container-*', (route) => route.abort('connectionrefused'));
  const brand = prestamotor();
  const [personal, contact] = firstSteps(brand);
  await chooseLoan(page, server.origin(brand.id), brand.locale);
  await completeStep(page, brand.locale, personal);
  await expect(page).toHaveURL(/\/contact-details$/);
  // Offline before this step's checks (the phone rules) were fetched.
  const offline = (route: Route) => route.abort('connectionrefused');
  await page.route('**/*', offline);
  for (const entry of contact.entries) await fill(page, entry);
  await formButton(page, brand.locale, 'continue').click();
  const saveFailed = text(brand.locale, 'legacy-flow', 'form', 'saveFailed');
  await expect(page.getByRole('alert').filter({ hasText: saveFailed })).toBeVisible();
  // Back, but the API still down: the checks load, the save fails and says so.
  await page.unroute('**/*', offline);
  await page.route('**/api/**', offline);
  await formButton(page, brand.locale, 'continue').click();
  await expect(formButton(page, brand.locale, 'retry')).toBeVisible();
  await expectEntries(page, contact.entries);
  await page.unroute('**/api/**', offline);
  await formButton(page, brand.locale, 'retry').click();
  await expect(page).toHaveURL(/\/income-details$/);
  await expectNoAxeViolations(page, 'after the connection came back');
});

test('with storage refused by the browser, an application still completes in one page life', async ({
  page,
  server,
}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const brand = prestamotor();
  await chooseLoan(page, server.origin(brand.id), brand.locale);
  for (const step of brand.steps) await completeStep(page, brand.locale, step);
  await expect(page).toHaveURL(/\/(checking|accepted)$/);
  await expect(page).toHaveURL(/\/accepted$/, { timeout: scaled(20_000) });
  await expectNoAxeViolations(page, 'accepted without storage');
  expect(errors).toEqual([]);
});

test('on a slow network (every call 3 s) the applicant sees the wait and cannot send twice', async ({
  page,
  server,
}) => {
  const brand = ibancar();
  const [personal] = firstSteps(brand);
  const puts: string[] = [];
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'PUT') puts.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
  await chooseLoan(page, server.origin(brand.id), brand.locale);
  await expect(page).toHaveURL(/\/personal-details$/, { timeout: scaled(20_000) });
  for (const entry of personal.entries) await fill(page, entry);
  puts.length = 0;
  const button = formButton(page, brand.locale, 'continue');
  await button.click();
  // The button says it is saving and ignores more presses while the call is on its way.
  const saving = formButton(page, brand.locale, 'saving');
  await expect(saving).toBeVisible();
  await saving.click({ force: true }).catch(() => undefined);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact-details$/, { timeout: scaled(20_000) });
  expect(puts).toHaveLength(1);
});

test.describe.configure({ timeout: scaled(120_000) });
