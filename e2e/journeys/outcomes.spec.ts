import type { APIRequestContext, Page, Route } from '@playwright/test';
import { xsrfHeaderName } from '@finceptiv/contract/api/headers';
import { sampleAnswers } from '@finceptiv/contract/fixtures/sample-answers';
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { products, type ProductId } from '@finceptiv/contract/products';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { expectNoMotion } from '../support/motion';
import { readFileSync } from 'node:fs';
import { basePath, repoRoot } from '../support/paths';
import { openSeededLead, seedAnswers, seedLead, type SeededLead } from '../support/seed-lead';
import { personalValuesIn } from '../support/stored-values';
import { scaled } from '../support/timeouts';

// The outcome screens (issue 7, items 5-6) for a legacy brand: leads are seeded through the API
// (the steering table of docs/api.md picks the partner from the birth day; an income below the
// product minimum rejects) and opened through their continue links, so each journey starts at
// the lead's state. Every screen visited is checked with axe.
const brand = 'fidea';
type Messages = { [key: string]: string | Messages };
const messages = (locale: string, namespace: string) =>
  JSON.parse(
    readFileSync(`${repoRoot}apps/web/public/locales/${locale}/${namespace}.json`, 'utf8'),
  ) as Messages;
/** A text by its i18next key ('accepted>continue'): the outcome namespace in Romanian unless told. */
function text(key: string, locale = 'ro', namespace = 'outcome'): string {
  const value = key
    .split('>')
    .reduce<Messages | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages(locale, namespace),
    );
  if (typeof value !== 'string') throw new Error(`no ${key} in ${locale}/${namespace}.json`);
  return value;
}
const seededAnswers = seedAnswers(brand);
const screen = (path: string) => new RegExp(`${basePath}${path}$`);

/**
 * Node does not resolve *.localhost as Chromium does: API calls from the test go to the
 * loopback address with the brand's Host header (which is what the API reads the brand from).
 */
function loopback(origin: string) {
  const url = new URL(origin);
  return { base: `${url.protocol}//127.0.0.1:${url.port}`, host: url.host };
}

async function xsrfHeaders(request: APIRequestContext, origin: string) {
  const { base, host } = loopback(origin);
  await request.get(`${base}/api/xsrf`, { headers: { host } });
  const { cookies } = await request.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN' && c.domain === '127.0.0.1');
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return { [xsrfHeaderName]: decodeURIComponent(token.value), origin, host };
}

/**
 * Takes the offer and answers each post-offer step the way the app would (docs/api.md): each
 * state takes only its own fields, and a widget state the provider's signed result.
 */
async function walkPostOffer(
  request: APIRequestContext,
  origin: string,
  id: string,
  stepPaths: readonly string[],
): Promise<void> {
  const headers = await xsrfHeaders(request, origin);
  const { base } = loopback(origin);
  const post = async (path: string, data: object) => {
    const response = await request.post(`${base}${path}`, { headers, data });
    if (!response.ok()) throw new Error(`${path} -> ${response.status()} ${await response.text()}`);
    return (await response.json()) as { progressState: number; reference?: string };
  };
  let { progressState } = await post(`/api/lead/continue/${id}`, {});
  for (const path of stepPaths) {
    const step = postOfferStepFor(progressState);
    const body: Record<string, unknown> = { id };
    // Each answer the step takes, with a value its contract rule accepts (ADR 0035).
    const answers = (step?.answers ?? []).flatMap((name) =>
      name in sampleAnswers ? [[name, sampleAnswers[name as keyof typeof sampleAnswers]]] : [],
    );
    if (answers.length > 0) body.answers = Object.fromEntries(answers);
    if (step?.verification) {
      const { reference = '' } = await post('/api/lead/verification/session', { id });
      const page = await request.get(
        `${base}/api/dev/verification-provider/${step.verification}?reference=${reference}`,
        { headers: { host: headers.host } },
      );
      body.verification = /data-outcome="verified" data-result="([^"]+)"/.exec(
        await page.text(),
      )?.[1];
    }
    ({ progressState } = await post(path, body));
  }
}

/**
 * route.fetch runs in Node, which does not resolve *.localhost as Chromium does: ask the loopback
 * address with the brand's Host header instead.
 */
async function fetchFromNode(route: Route) {
  const url = new URL(route.request().url());
  const { base, host } = loopback(url.origin);
  // Nor is it the browser: hand it the browser's cookies for the app (XSRF pair, lead access).
  const cookies = await route.request().frame().page().context().cookies(url.origin);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return route.fetch({
    url: `${base}${url.pathname}${url.search}`,
    headers: { ...route.request().headers(), host, cookie },
  });
}

/** Opens the lead's continue link as if the decision were still pending on the first reads. */
async function openWhileChecking(page: Page, origin: string, lead: SeededLead, reads = 2) {
  await page.route('**/api/v2/lead/url/**', async (route) => {
    const response = await fetchFromNode(route);
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...body, progressState: 6, applicationResult: { status: 'checking' } },
    });
  });
  let pending = reads;
  await page.route('**/api/lead/status/**', async (route) => {
    if (pending-- <= 0) return route.fallback();
    const response = await fetchFromNode(route);
    const body = (await response.json()) as Record<string, unknown>;
    return route.fulfill({
      response,
      json: { ...body, progressState: 6, applicationResult: { status: 'checking' } },
    });
  });
  await openSeededLead(page, origin, lead);
}

test('checking waits for the decision, then the offer is shown and taken', async ({
  page,
  request,
  server,
}) => {
  const origin = server.origin(brand);
  // Born on the 1st: Moneyman (first post-offer step: mobile verification).
  const lead = await seedLead(request, origin, { product: brand, birthDay: 1 });
  expect(lead.progressState).toBe(10);

  await openWhileChecking(page, origin, lead);
  await expect(page).toHaveURL(screen('checking'));
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
  await expectNoAxeViolations(page, 'checking');

  await expect(page).toHaveURL(screen('accepted'), { timeout: scaled(15_000) });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText('Moneyman', { exact: false }).first()).toBeVisible();
  await expect(page.locator('img[src$="/api/partner/moneyman/logo.svg"]')).toBeVisible();
  // Romanian figures: the amount in lei, the period in months (luni) or days (zile).
  await expect(page.locator('dl')).toContainText(/lei/);
  await expect(page.locator('dl')).toContainText(/luni|zile/);
  await expectNoAxeViolations(page, 'accepted');

  await page.getByRole('button', { name: text('accepted>continue') }).click();
  await expect(page).toHaveURL(screen('mobile-verification'));
});

test('a rejected applicant sees the rejection and can start again', async ({
  page,
  request,
  server,
}) => {
  const origin = server.origin(brand);
  const lead = await seedLead(request, origin, { product: brand, birthDay: 5, monthlyIncome: 0 });
  expect(lead.progressState).toBe(13);
  await openSeededLead(page, origin, lead);
  await expect(page).toHaveURL(screen('rejected'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/împrumut/);
  await expectNoAxeViolations(page, 'rejected');

  await page.getByRole('button', { name: text('rejected>startOver') }).click();
  await expect(page).toHaveURL(new RegExp(`${basePath}?$`));
});

test('a completed application ends on thank-you', async ({ page, request, server }) => {
  const origin = server.origin(brand);
  // Born on the 2nd: Wenance, two account steps, then thank-you.
  const lead = await seedLead(request, origin, { product: brand, birthDay: 2 });
  await walkPostOffer(request, origin, lead.id, ['/api/lead/account', '/api/lead/account']);
  await openSeededLead(page, origin, lead);
  await expect(page).toHaveURL(screen('thank-you'));
  await expect(page.getByText(/Wenance/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'thank-you');
  // A final screen: the tab keeps none of the seeded answers (ADR "personal data stays in the tab").
  for (const storage of ['sessionStorage', 'localStorage'] as const) {
    expect(await personalValuesIn(page, storage, seededAnswers)).toEqual([]);
  }

  // Issue 9: the applicant secures a customer account; the rules tick as they type and the
  // password is kept nowhere in the browser.
  const password = page.getByLabel(text('password>label', 'ro', 'post-offer'));
  const saveButton = page.getByRole('button', { name: text('password>save', 'ro', 'post-offer') });
  await password.fill('short1');
  await saveButton.click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('correct horse 42');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: text('password>rules>length', 'ro', 'post-offer') }),
  ).toContainText(text('password>met', 'ro', 'post-offer'));
  await expectNoAxeViolations(page, 'thank-you password');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/lead/customer/password'));
  await saveButton.click();
  expect((await saved).ok()).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: text('password>saved', 'ro', 'post-offer') }),
  ).toBeVisible();
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => store.getItem(key) ?? ''))
      .join('\n'),
  );
  expect(stored).not.toContain('correct horse 42');
  expect(page.url()).not.toContain('horse');
});

test('a GET redirect lands on the partner, and a return shows the redirect screen', async ({
  page,
  request,
  server,
}) => {
  const origin = server.origin(brand);
  // Born on the 4th: Younited, credit and professional details, then a GET redirect.
  const lead = await seedLead(request, origin, { product: brand, birthDay: 4 });
  await walkPostOffer(request, origin, lead.id, [
    '/api/lead/offer/credit-details',
    '/api/lead/offer/professional-details',
  ]);
  const landing = page.waitForRequest(
    (r) => r.url().includes('/api/partner/younited/landing') && r.method() === 'GET',
  );
  await openSeededLead(page, origin, lead);
  await landing;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Younited');

  // Back from the partner: the screen again, with a link, and no second redirect.
  await page.goBack();
  await expect(page).toHaveURL(screen('redirected'));
  const link = page.getByRole('link', { name: /Younited/ });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, 'redirected (returning)');
  const stored = await page.evaluate(() => ({
    redirected: sessionStorage.getItem('redirected'),
    method: sessionStorage.getItem('redirectMethod'),
  }));
  expect(stored).toEqual({ redirected: 'true', method: '"GET"' });
  expect(await personalValuesIn(page, 'sessionStorage', seededAnswers)).toEqual([]);

  // The index of this tab shows the redirect screen instead of a new form.
  await page.goto(`${origin}${basePath}`);
  await expect(page).toHaveURL(screen('redirected'));
  await link.click();
  await expect(page).toHaveURL(/\/api\/partner\/younited\/landing\?offerId=/);
});

test('a POST redirect submits a form to the partner', async ({ page, request, server }) => {
  const origin = server.origin(brand);
  // Born on the 7th: Santander Consumer, one step, then a POST redirect.
  const lead = await seedLead(request, origin, { product: brand, birthDay: 7 });
  await walkPostOffer(request, origin, lead.id, ['/api/lead/santander-comperia']);
  const landing = page.waitForRequest(
    (r) => r.url().includes('/api/partner/santander/landing') && r.method() === 'POST',
  );
  await openSeededLead(page, origin, lead);
  await landing;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santander Consumer');

  await page.goto(`${origin}${basePath}redirected`);
  await expect(page.getByRole('button', { name: /Santander Consumer/ })).toBeVisible();
  await expectNoAxeViolations(page, 'redirected (POST, returning)');
});

test('unsubscribe posts the signed token of the link, keeps it out of the URL and confirms', async ({
  page,
  server,
}) => {
  const origin = server.origin(brand);
  await page.goto(`${origin}${basePath}`);
  // As the email sender of a deployment would: the address goes in, a token-only link comes out.
  const link = await page.evaluate(async () => {
    await fetch('/api/xsrf', { credentials: 'same-origin' });
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const minted = await fetch('/api/dev/unsubscribe-link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ email: 'ana@example.com' }),
    });
    return ((await minted.json()) as { path: string }).path;
  });
  expect(link).not.toContain('example');
  await page.goto(`${origin}${basePath}${link.slice(1)}`);
  await expect(page).toHaveURL(screen('unsubscribe'));
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'unsubscribe');

  const call = page.waitForRequest((r) => r.url().includes('/api/customer/email/unsubscribe'));
  await page.getByRole('button', { name: text('unsubscribe>submit') }).click();
  const sent = await call;
  expect(sent.url()).not.toContain('?');
  expect(sent.postDataJSON()).toEqual({ token: new URL(link, origin).searchParams.get('token') });
  expect((await sent.response())?.status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page, 'unsubscribed');

  // An address alone unsubscribes nobody; an altered token is refused and explained.
  await page.goto(`${origin}${basePath}unsubscribe?email=ana%40example.com`);
  await expect(page).toHaveURL(screen('unsubscribe'));
  await expect(page.getByRole('alert')).toContainText(text('unsubscribe>linkInvalid'));
  await expect(page.getByRole('button', { name: text('unsubscribe>submit') })).toHaveCount(0);
  await page.goto(`${origin}${basePath}${link.slice(1, -2)}xx`);
  const refused = page.waitForResponse((r) => r.url().includes('/api/customer/email/unsubscribe'));
  await page.getByRole('button', { name: text('unsubscribe>submit') }).click();
  expect((await refused).status()).toBe(404);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(text('unsubscribe>linkInvalid'));
  await expectNoAxeViolations(page, 'unsubscribe error');
});

test('checking gives up after its bounded time and a retry reaches the decision', async ({
  page,
  request,
  server,
}) => {
  const origin = server.origin(brand);
  const lead = await seedLead(request, origin, { product: brand, birthDay: 3 });
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWhileChecking(page, origin, lead, Number.POSITIVE_INFINITY);
  await expect(page).toHaveURL(screen('checking'));
  // Reduced motion: the progress bar stands still (the live line still reports progress), and
  // nothing else on the screen moves either.
  await expect(page.locator('.outcome-progress__bar')).toBeAttached();
  await expectNoMotion(page, 'checking', ['.outcome-progress__bar']);
  // Each read waits for its answer (real time) before the next wait starts, so the fake clock
  // is moved on in steps until the poll has used up its schedule.
  const retry = page.getByRole('button', { name: text('checking>retry') });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(8_000);
        return retry.isVisible();
      },
      { timeout: scaled(30_000) },
    )
    .toBe(true);
  await expectNoAxeViolations(page, 'checking (gave up)');

  await page.unroute('**/api/lead/status/**');
  await retry.click();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return new URL(page.url()).pathname;
      },
      { timeout: scaled(15_000) },
    )
    .toBe(`${basePath}accepted`);
});

// Every brand shares the screens: each one's offer in its own language and currency, with its
// own colours, passes axe.
for (const id of Object.keys(products) as ProductId[]) {
  test(`${id}: the accepted screen in the brand's language passes axe`, async ({
    page,
    request,
    server,
  }) => {
    const origin = server.origin(id);
    const lead = await seedLead(request, origin, { product: id, birthDay: 2 });
    expect(lead.progressState).toBe(10);
    await openSeededLead(page, origin, lead);
    await expect(page).toHaveURL(screen('accepted'));
    const locale = products[id].locale;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('accepted>title', locale),
    );
    await expect(page.locator('dl')).toContainText(products[id].currencySymbol);
    await expectNoAxeViolations(page, `${id} accepted`);
  });
}
