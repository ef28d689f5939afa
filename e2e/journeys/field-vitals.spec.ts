import { spawnSync } from 'node:child_process';
import { expectNoAxeViolations } from '../support/axe';
import { actOnLanding } from '../support/landing';
import { scaled } from '../support/timeouts';
import { test, expect } from '../support/fixtures';
import { fill, ibancar, stepTitle, text } from '../support/legacy-flow';
import { basePath, repoRoot } from '../support/paths';
import { newDataDir, startServer } from '../support/server';

// Issue 22 item 5 (ADR 0029): field data from a real journey in Chromium reaches the store,
// and `npm run vitals` reads it back. Ibancar's index and loan information, a Next press to its
// first form step, then the applicant leaves: the page's beacon carries LCP, TTFB and CLS
// of the landing and the press's Next-to-painted, with brand, device class and step only.
test('vitals of a journey are stored and npm run vitals prints their p75', async ({ page }) => {
  // Its own server and a CLI run besides the journey.
  test.slow();
  const dataDir = newDataDir();
  const server = await startServer({ dataDir });
  let stopped = false;
  try {
    const brand = ibancar('9000');
    // The reporter loads once the live screen is idle (never on the prerendered landing).
    const reporter = page.waitForResponse((r) => /\/vitals-reporter-[^/]+\.js$/.test(r.url()));
    await page.goto(`${server.origin('ibancar')}${basePath}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(text(brand.locale, 'common', 'page', 'title'));
    await expectNoAxeViolations(page, 'index');
    // The applicant acts, the live app takes over (ADR 0015); only then can the reporter load.
    await actOnLanding(page);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: scaled(20_000) });
    const submit = page.getByRole('button', {
      name: text(brand.locale, 'common', 'chooser', 'submit'),
    });
    await submit.click();
    const [first, second] = brand.steps;
    if (!first || !second) throw new Error('ibancar has no steps');
    await expect(heading).toHaveText(stepTitle(brand.locale, first.path));
    await expectNoAxeViolations(page, first.path);
    await reporter;
    // Its module has run once the next idle moment (or 2 s) has come.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    );
    // A Next press the app times itself, then its second form step.
    const beacon = page.context().waitForEvent('request', {
      predicate: (r) => r.url().endsWith('/api/vitals'),
    });
    for (const entry of first.entries) await fill(page, entry);
    await page
      .getByRole('button', { name: text(brand.locale, 'legacy-flow', 'form', 'continue') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${second.path}$`));
    await expect(heading).toHaveText(stepTitle(brand.locale, second.path));
    await expectNoAxeViolations(page, second.path);
    // The applicant switches to another app: the page turns hidden, web-vitals settles CLS and
    // the reporter sends its queue with navigator.sendBeacon. Simulated in the live page, since
    // a headless page never turns hidden and Playwright does not report a beacon sent while a
    // document unloads (the request belongs to no frame any more).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const request = await beacon;
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    const body = JSON.parse(request.postData() ?? '{}') as {
      brand: string;
      device: string;
      entries: { metric: string; step: string; value: number }[];
    };
    expect(body.brand).toBe('ibancar');
    expect(['mobile', 'desktop']).toContain(body.device);
    const metrics = new Set(body.entries.map((e) => e.metric));
    for (const metric of ['LCP', 'TTFB', 'CLS', 'NEXT_TO_PAINT']) expect(metrics).toContain(metric);
    expect(body.entries).toContainEqual(
      expect.objectContaining({ metric: 'NEXT_TO_PAINT', step: second.path.slice(1) }),
    );
    // No address, id or anything else beyond the contract's fields.
    expect(request.postData()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|https?:|localhost/);
    const answer = await request.response();
    expect(answer?.status()).toBe(204);

    // The store, read the way an operator reads it (the server holds PGlite's directory).
    await server.stop();
    stopped = true;
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/vitals.ts', '--json', '--steps'],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    const { rows } = JSON.parse(cli.stdout) as {
      rows: { brand: string; metric: string; device: string; step: string; count: number }[];
    };
    const ibancarRows = rows.filter((r) => r.brand === 'ibancar');
    expect(new Set(ibancarRows.map((r) => r.metric))).toEqual(
      new Set(body.entries.map((e) => e.metric)),
    );
    expect(ibancarRows).toContainEqual(
      expect.objectContaining({ metric: 'NEXT_TO_PAINT', step: second.path.slice(1) }),
    );
  } finally {
    if (!stopped) await server.stop();
  }
});
