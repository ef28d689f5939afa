import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  answer,
  applicationText,
  askrobinSteps,
  askrobinUpTo,
  completeForm,
  decisionOf,
  formText,
  formUrl,
  storedLeadId,
} from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { mintedContinueLink } from '../support/page-lead';
import { basePath } from '../support/paths';
import { scaled } from '../support/timeouts';

// Issues 6 and 8: the applicant never loses an answer. Server field errors send them back to
// the form that owns the field; a network failure keeps everything and the retry counts once;
// reload, Back and the browser's back and forward move between forms with every answer.
const answersOf = (path: string) => askrobinSteps.find(([p]) => p === path)![1];
const isLeadCall = (request: Request, method: string) =>
  request.url().endsWith('/api/v3/lead') && request.method() === method;

/** Records every lead call the page makes: method, Idempotency-Key and the answer's status. */
function recordLeadCalls(page: Page) {
  const calls: { method: string; key: string | undefined; status: number; replayed: boolean }[] =
    [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().endsWith('/api/v3/lead')) return;
    calls.push({
      method: request.method(),
      key: request.headers()['idempotency-key'],
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'] === 'true',
    });
  });
  return calls;
}

test('a server field error on an early form takes the applicant back to it', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(90_000));
  await askrobinUpTo(page, server.origin('askrobin'), 'credit-history');
  // The server rejects the first name the browser accepted (a rule only the server knows).
  await page.route(
    (url) => url.pathname.endsWith('/api/v3/lead'),
    (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 422,
            json: { errors: [{ fieldName: 'form_first_name', message: 'validation.name.format' }] },
          })
        : route.fallback(),
    { times: 1 },
  );
  await completeForm(page, 'de', 'credit-history', answersOf('credit-history'), 'submit', {
    axe: false,
  });

  await expect(page).toHaveURL(formUrl('name'));
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(formText('de', 'fields>form_first_name'));
  await expect(summary).toBeFocused();
  await expect(page.locator('[name="form_first_name"]')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'server error on name');

  // Saving the form clears its error; Continue goes back to where the applicant submitted.
  await answer(page, { form_first_name: 'Eva-Maria' });
  await page.getByRole('button', { name: formText('de', 'form>continue'), exact: true }).click();
  await expect(page).toHaveURL(formUrl('credit-history'));
  await expect(page.locator('[name="form_negative_credit"][value="false"]')).toBeChecked();
  await page.getByRole('button', { name: formText('de', 'form>submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${basePath}checking$`));
  expect((await decisionOf(page, await storedLeadId(page))).applicationResult.status).toBe(
    'accepted',
  );
});

test('a network failure on the final submit keeps every answer and the retry counts once', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(90_000));
  const calls = recordLeadCalls(page);
  await askrobinUpTo(page, server.origin('askrobin'), 'credit-history');
  // The worst case: the server stores the submission, but its answer never reaches the browser.
  await page.route(
    (url) => url.pathname.endsWith('/api/v3/lead'),
    async (route) => {
      const request = route.request();
      if (!isLeadCall(request, 'PUT')) return route.fallback();
      // Node cannot resolve *.localhost: send it to the loopback address under the brand's host.
      const url = new URL(request.url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      await route.fetch({ url: url.toString(), headers: { ...request.headers(), host } });
      return route.abort('connectionreset');
    },
    { times: 1 },
  );
  await completeForm(page, 'de', 'credit-history', answersOf('credit-history'), 'submit', {
    axe: false,
  });

  await expect(page.getByText(applicationText('de', 'errors>saveFailed'))).toBeVisible();
  await expect(page.getByText(formText('de', 'form>sendFailed'))).toBeVisible();
  await expect(page).toHaveURL(formUrl('credit-history'));
  await expect(page.locator('[name="form_negative_credit"][value="false"]')).toBeChecked();
  // Axe reads colours as painted: let the toast's entrance animation finish first.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectNoAxeViolations(page, 'failed submit');

  await page.getByRole('button', { name: formText('de', 'form>submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${basePath}checking$`));
  expect((await decisionOf(page, await storedLeadId(page))).applicationResult.status).toBe(
    'accepted',
  );

  // One lead: a single POST created it; the retry resent the same PUT under the same key and
  // the server replayed its first answer instead of applying it again (a second application
  // would have been refused with 409, the lead being past the forms).
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.status)).toEqual([201]);
  const puts = calls.filter((c) => c.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(puts[0]).toMatchObject({ status: 200, replayed: true });
});

test('reload, Back and the browser history keep every answer; a deep link cannot skip ahead', async ({
  page,
  server,
}) => {
  test.setTimeout(scaled(90_000));
  const origin = server.origin('askrobin');
  await askrobinUpTo(page, origin, 'monthly-income');
  await expect(page).toHaveURL(formUrl('monthly-income'));

  // Typed but not yet sent: a reload in the middle of the form keeps it too.
  const income = page.locator('[name="form_monthly_income"]');
  await income.fill('3150');
  await page.reload();
  await expect(page).toHaveURL(formUrl('monthly-income'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    formText('de', 'titles>monthly-income'),
  );
  await expect(income).toHaveValue('3150');
  await expectNoAxeViolations(page, 'reloaded form');

  // The form's own Back button: the previous form with its answers.
  await page.getByRole('button', { name: formText('de', 'form>back'), exact: true }).click();
  await expect(page).toHaveURL(formUrl('address-information'));
  for (const [name, value] of Object.entries(answersOf('address-information'))) {
    await expect(page.locator(`[name="${name}"]`)).toHaveValue(String(value));
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The browser's back and forward.
  await page.goBack();
  await expect(page).toHaveURL(formUrl('monthly-income'));
  await page.goBack();
  await expect(page).toHaveURL(formUrl('address-information'));
  await page.goBack();
  await expect(page).toHaveURL(formUrl('education'));
  await expect(page.locator('[name="form_education"]')).toHaveValue('master');
  await page.goForward();
  await expect(page).toHaveURL(formUrl('address-information'));
  await expect(page.locator('[name="form_city"]')).toHaveValue('Berlin');

  // A typed address of a form not reached yet lands on the current one, answers intact.
  await page.goto(`${origin}${basePath}form/credit-history`);
  await expect(page).toHaveURL(formUrl('address-information'));
  await expect(page.locator('[name="form_street"]')).toHaveValue('Invalidenstraße');
});

test('a continue link opened in another browser resumes the v3 application with its answers', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(scaled(90_000));
  const origin = server.origin('askrobin');
  // The lead exists from initial-details on.
  await askrobinUpTo(page, origin, 'gender');
  const id = await storedLeadId(page);
  const link = await mintedContinueLink(page, id);
  const token = new URL(link, origin).searchParams.get('token') ?? '';

  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto(
      `${origin}${basePath}continue/${id}?urlType=email&token=${encodeURIComponent(token)}`,
    );
    // State 1 on a v3 brand is the dynamic form, not the legacy /loan-information.
    await expect(elsewhere).toHaveURL(formUrl('initial-details'));
    await expect(elsewhere.locator('[name="email"]')).toHaveValue('eva.mueller@example.de');
    await expectNoAxeViolations(elsewhere, 'continued v3 application');
  } finally {
    await other.close();
  }
});
