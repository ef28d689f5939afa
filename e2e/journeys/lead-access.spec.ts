import type { Page } from '@playwright/test';
import { leadAccessCookieName } from '@finceptiv/contract/api/headers';
import { test, expect } from '../support/fixtures';
import { leadAtPersonalDetails, mintedContinueLink } from '../support/page-lead';
import { basePath } from '../support/paths';

// Lead access bound to the browser (issue 20, ADR 0025) in real Chromium over
// plain http on a *.localhost host, as development and these journeys run: Chromium counts
// loopback hosts as secure, so the __Host- Secure cookie is kept and sent without https.

const statusOf = (page: Page, id: string) =>
  page.evaluate(async (leadId) => (await fetch(`/api/lead/status/${leadId}`)).status, id);

// Every journey here starts with a fidea lead the page made, at personal details.
let origin = '';
let id = '';
test.beforeEach(async ({ page, server }) => {
  origin = server.origin('fidea');
  id = await leadAtPersonalDetails(page, origin);
});

test('the access cookie is kept and sent by Chromium on http://*.localhost, and only there', async ({
  page,
  browser,
}) => {
  const cookie = (await page.context().cookies(origin)).find(
    (c) => c.name === leadAccessCookieName,
  );
  expect(cookie).toMatchObject({
    domain: 'fidea.localhost',
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    expires: -1,
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain(leadAccessCookieName);
  expect(await statusOf(page, id)).toBe(200);

  // Another browser that learnt the id gets what an unknown id gets.
  const stranger = await browser.newContext();
  try {
    const elsewhere = await stranger.newPage();
    await elsewhere.goto(`${origin}${basePath}`);
    expect(await statusOf(elsewhere, id)).toBe(404);
  } finally {
    await stranger.close();
  }
});

test('a continue link is POSTed once and leaves neither the address nor the history', async ({
  page,
  browser,
}) => {
  const link = await mintedContinueLink(page, id);

  const phone = await browser.newContext();
  try {
    const opened = await phone.newPage();
    const exchanges: { method: string; url: string }[] = [];
    opened.on('request', (r) => {
      if (r.url().includes('/lead/url/')) exchanges.push({ method: r.method(), url: r.url() });
    });
    await opened.goto(`${origin}${link}`);
    await expect(opened).toHaveURL(new RegExp(`${basePath}personal-details$`));
    expect(exchanges).toEqual([{ method: 'POST', url: `${origin}/api/v2/lead/url/${id}/email` }]);
    // Back leaves the app: the link's entry was replaced, token and all.
    await opened.goBack();
    expect(opened.url()).not.toContain('token');
    // The phone now holds the lead; the browser that created it no longer does.
    await opened.goto(`${origin}${basePath}`);
    expect(await statusOf(opened, id)).toBe(200);
    expect(await statusOf(page, id)).toBe(404);
    // The used link opens nothing in a third browser.
    const third = await browser.newContext();
    const late = await third.newPage();
    await late.goto(`${origin}${link}`);
    await expect(late.getByRole('alert')).toBeVisible();
    expect(late.url()).not.toContain('token');
    await third.close();
  } finally {
    await phone.close();
  }
});
