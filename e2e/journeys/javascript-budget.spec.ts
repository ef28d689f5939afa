import { readFileSync } from 'node:fs';
import { productIds } from '@finceptiv/contract/product-ids';
import { kb, landingScripts, type ScriptSize } from '../budget/first-screen-js';
import { test, expect } from '../support/fixtures';
import { basePath, repoRoot } from '../support/paths';

// Issue 11 item 2, measured as a phone downloads it: every brand's first screen within
// firstScreenJsGzipKb, and the app its first act brings within appJsGzipKb (budgets.json).
const budgets = JSON.parse(readFileSync(`${repoRoot}budgets.json`, 'utf8')) as {
  firstScreenJsGzipKb: number;
  appJsGzipKb: number;
};
const sum = (scripts: ScriptSize[]) => kb(scripts.reduce((total, s) => total + s.gzipBytes, 0));

test('every brand: first-screen and app JavaScript within budget', async ({ page, server }) => {
  test.setTimeout(120_000);
  const lines: string[] = [];
  for (const brand of productIds) {
    const { beforeAct, afterAct } = await landingScripts(
      page,
      `${server.origin(brand)}${basePath}`,
    );
    const [first, app] = [sum(beforeAct), sum(afterAct)];
    lines.push(
      `${brand}: first screen ${first.toFixed(1)} KB, app after the first act ${app.toFixed(1)} KB`,
    );
    expect(first, `${brand} first screen (KB gzip)`).toBeLessThanOrEqual(
      budgets.firstScreenJsGzipKb,
    );
    expect(app, `${brand} app after the first act (KB gzip)`).toBeLessThanOrEqual(
      budgets.appJsGzipKb,
    );
  }
  console.log(lines.join('\n'));
  await test.info().attach('javascript-gzip.txt', { body: lines.join('\n') });
});
