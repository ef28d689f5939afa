import type { Page } from '@playwright/test';
import { solvedBotAnswerFromPage } from './bot-answer';
import { basePath } from './paths';

// A lead a journey makes from the page itself, as the app would: XSRF, Origin and the bot-check
// answer are the browser's, so the lead's access cookie is kept by the page's browser.

/**
 * Opens the brand's landing at `origin`, creates a legacy lead from the page and moves it one
 * step, to personal details; `extra` joins the create's body. Returns the lead's id.
 */
export async function leadAtPersonalDetails(
  page: Page,
  origin: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  await page.goto(`${origin}${basePath}`);
  const recaptchaToken = await solvedBotAnswerFromPage(page);
  return page.evaluate(
    async ({ answer, fields }) => {
      await fetch('/api/xsrf', { credentials: 'same-origin' });
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const call = async (method: string, body: object) => {
        const response = await fetch('/api/v2/lead', {
          method,
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { id: string };
      };
      const body = { product: 'default', amount: 1500, ...fields, recaptchaToken: answer };
      const created = await call('POST', body);
      await call('PUT', { product: 'default', id: created.id });
      return created.id;
    },
    { answer: recaptchaToken, fields: extra },
  );
}

/** The continue link the API mints for the lead, as an email would carry it (path and query). */
export async function mintedContinueLink(page: Page, id: string): Promise<string> {
  // From the page: Chromium resolves *.localhost, Node's request context does not.
  return page.evaluate(async (leadId) => {
    const minted = await fetch(`/api/dev/continue-link/${leadId}?urlType=email`);
    return ((await minted.json()) as { url: string }).url;
  }, id);
}
