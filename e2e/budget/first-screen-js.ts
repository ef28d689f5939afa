// What each brand's landing really downloads in JavaScript, gzip-compressed as the budget counts
// it (budgets.json): the first screen before the applicant acts (prerendered, ADR 0015: the
// inline start-up script only), and the app that loads once they do: every script asked for
// until the live first screen has taken over, dynamic imports included (router, brand, page,
// i18n). What the app fetches after that, when idle (tracking, the next screens), is not counted.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { productIds } from '@finceptiv/contract/product-ids';
import { chromiumLaunch } from '../playwright.config';
import { startServer } from '../support/server';
import { basePath } from '../support/paths';

export interface ScriptSize {
  url: string;
  gzipBytes: number;
}

export interface LandingScripts {
  /** Scripts of the first screen as it arrives and is painted, inline ones included. */
  beforeAct: ScriptSize[];
  /** Scripts the app brings once the applicant acts, up to its live first screen. */
  afterAct: ScriptSize[];
}

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const total = (scripts: ScriptSize[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
export const kb = (bytes: number) => bytes / 1024;

export async function landingScripts(page: Page, url: string): Promise<LandingScripts> {
  let downloads: Promise<ScriptSize>[] = [];
  let counting = true;
  page.on('request', (request) => {
    if (!counting || request.resourceType() !== 'script') return;
    downloads.push(
      request
        .response()
        .then((response) => response?.body() ?? Buffer.alloc(0))
        .then((body) => ({ url: new URL(request.url()).pathname, gzipBytes: gzip(body) })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent));
  const beforeAct = [
    ...inline.map((text) => ({ url: '(inline)', gzipBytes: gzip(text) })),
    ...(await Promise.all(downloads)),
  ];
  downloads = [];
  await page.keyboard.press('Shift');
  await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
  counting = false;
  return { beforeAct, afterAct: await Promise.all(downloads) };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const brand of productIds) {
      const page = await browser.newPage();
      const { beforeAct, afterAct } = await landingScripts(
        page,
        `${server.origin(brand)}${basePath}`,
      );
      console.log(
        `${brand}: first screen ${kb(total(beforeAct)).toFixed(1)} KB gzip in ${String(beforeAct.length)} scripts; ` +
          `app after the first act ${kb(total(afterAct)).toFixed(1)} KB in ${String(afterAct.length)}`,
      );
      if (process.argv.includes('--files')) {
        for (const s of afterAct.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
          console.log(`    ${kb(s.gzipBytes).toFixed(1)}  ${s.url}`);
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
