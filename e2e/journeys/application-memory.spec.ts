import { solvedBotAnswerFromPage } from '../support/bot-answer';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { basePath, repoRoot } from '../support/paths';

// Continue links and progress-state navigation (issue 6, items 9-12): the shell mounts
// <ProgressStateNavigator /> in its layout and the ContinueLinkPage at /continue/:id.
test.describe.configure({ mode: 'serial' });

type Messages = Record<string, Record<string, string>>;
function text(locale: string, group: string, key: string): string {
  const file = `${repoRoot}apps/web/public/locales/${locale}/application.json`;
  const value = (JSON.parse(readFileSync(file, 'utf8')) as Messages)[group]?.[key];
  if (value === undefined) throw new Error(`no ${group}>${key} in ${locale}`);
  return value;
}

/** Creates a legacy lead from the page (so XSRF and Origin are the browser's) and moves it one step. */
async function leadAtPersonalDetails(page: Page): Promise<string> {
  const recaptchaToken = await solvedBotAnswerFromPage(page);
  return page.evaluate(async (answer) => {
    await fetch('/api/xsrf', { credentials: 'same-origin' });
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const call = async (method: string, body: object) => {
      const response = await fetch('/api/v2/lead', {
        method,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { id: string; progressState: number };
    };
    const created = await call('POST', {
      product: 'default',
      amount: 1500,
      tags: ['e2e'],
      recaptchaToken: answer,
    });
    await call('PUT', { product: 'default', id: created.id });
    return created.id;
  }, recaptchaToken);
}

/** The app address for a link the API mints (as an email would carry it). */
async function appLinkFor(page: Page, origin: string, id: string, tamper = false): Promise<string> {
  // From the page: Chromium resolves *.localhost, Node's request context does not.
  const url = await page.evaluate(async (leadId) => {
    const minted = await fetch(`/api/dev/continue-link/${leadId}?urlType=email`);
    return ((await minted.json()) as { url: string }).url;
  }, id);
  const api = new URL(url, origin); // the app address a message carries
  const token = api.searchParams.get('token') ?? '';
  const sent = tamper ? `${token.slice(0, -2)}xx` : token;
  return `${origin}${basePath}continue/${id}?urlType=email&token=${encodeURIComponent(sent)}`;
}

test.describe('continue link and progress-state navigation', () => {
  test('a continue link resumes the lead at its state and the guard keeps it there', async ({
    page,
    server,
  }) => {
    const origin = server.origin('fidea');
    await page.goto(`${origin}${basePath}`);
    const id = await leadAtPersonalDetails(page);

    await page.goto(await appLinkFor(page, origin, id));
    await expect(page).toHaveURL(new RegExp(`${basePath}personal-details$`));
    await expectNoAxeViolations(page, 'continued lead');

    // A typed address of another state's screen is sent back to the lead's own.
    await page.goto(`${origin}${basePath}thank-you`);
    await expect(page).toHaveURL(new RegExp(`${basePath}personal-details$`));
  });

  test('the resumed application is remembered across a reload', async ({ page, server }) => {
    const origin = server.origin('fidea');
    await page.goto(`${origin}${basePath}`);
    const id = await leadAtPersonalDetails(page);
    await page.goto(await appLinkFor(page, origin, id));
    await expect(page).toHaveURL(new RegExp(`${basePath}personal-details$`));

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${basePath}personal-details$`));
    const stored = await page.evaluate(() => ({
      // The tab's copy: the lead id never goes to local storage (personal data stays in the tab).
      data: JSON.parse(sessionStorage.getItem('storedLoanApplication') ?? '{}') as {
        id?: string;
        amount?: number;
      },
      device: localStorage.getItem('storedLoanApplication') ?? '',
      state: JSON.parse(sessionStorage.getItem('leadApplication') ?? '{}') as {
        progressState?: number;
      },
    }));
    expect(stored.data).toMatchObject({ id, amount: 1500 });
    expect(stored.device).not.toContain(id);
    expect(stored.state.progressState).toBe(2);
  });

  test('a tampered or expired link explains itself and offers a new application', async ({
    page,
    server,
  }) => {
    const origin = server.origin('fidea');
    await page.goto(`${origin}${basePath}`);
    const id = await leadAtPersonalDetails(page);

    await page.goto(await appLinkFor(page, origin, id, true));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ro', 'continue', 'expiredTitle'),
    );
    await expectNoAxeViolations(page, 'expired continue link');
    await page.getByRole('link', { name: text('ro', 'continue', 'startAgain') }).click();
    await expect(page).toHaveURL(new RegExp(`${basePath}?$`));
  });
});
