import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { leadAtPersonalDetails, mintedContinueLink } from '../support/page-lead';
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

/** The app address for a link the API mints (as an email would carry it). */
async function appLinkFor(page: Page, origin: string, id: string, tamper = false): Promise<string> {
  // The link as a message carries it, read against the brand's origin for its token.
  const api = new URL(await mintedContinueLink(page, id), origin);
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
    const id = await leadAtPersonalDetails(page, origin, { tags: ['e2e'] });

    await page.goto(await appLinkFor(page, origin, id));
    await expect(page).toHaveURL(new RegExp(`${basePath}personal-details$`));
    await expectNoAxeViolations(page, 'continued lead');

    // A typed address of another state's screen is sent back to the lead's own.
    await page.goto(`${origin}${basePath}thank-you`);
    await expect(page).toHaveURL(new RegExp(`${basePath}personal-details$`));
  });

  test('the resumed application is remembered across a reload', async ({ page, server }) => {
    const origin = server.origin('fidea');
    const id = await leadAtPersonalDetails(page, origin, { tags: ['e2e'] });
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
    const id = await leadAtPersonalDetails(page, origin, { tags: ['e2e'] });

    await page.goto(await appLinkFor(page, origin, id, true));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('ro', 'continue', 'expiredTitle'),
    );
    await expectNoAxeViolations(page, 'expired continue link');
    await page.getByRole('link', { name: text('ro', 'continue', 'startAgain') }).click();
    await expect(page).toHaveURL(new RegExp(`${basePath}?$`));
  });
});
