// What each brand's first screen really downloads: every script the page requests until the
// network is quiet, gzip-compressed as the budget counts it. Dynamic imports count when the
// first screen needs them (router, brand, page, i18n), which a static look at the manifest misses.
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

export async function firstScreenScripts(page: Page, url: string): Promise<ScriptSize[]> {
  const scripts: Promise<ScriptSize>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return Promise.all(scripts);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const server = await startServer();
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const brand of productIds) {
      const page = await browser.newPage();
      const scripts = await firstScreenScripts(page, `${server.origin(brand)}${basePath}`);
      const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      console.log(`${brand}: ${kb(total)} KB gzip in ${String(scripts.length)} scripts`);
      if (process.argv.includes('--files')) {
        for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
          console.log(`    ${kb(s.gzipBytes)}  ${s.url}`);
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
