// `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on the first screen
// of every brand, against the production build that `npm start` serves, in Debian's Chromium.
// Prints each brand's figures, writes them to docs/benchmarks.md (unless --no-write) and exits
// non-zero when any brand breaks a budget of budgets.ts. npm test runs it with --no-write
// --calibrate: issue 19's gate that judges the product, not the host (see calibratedThrottling).
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as throttlingPresets } from 'lighthouse/core/config/constants.js';
import { productIds } from '@finceptiv/contract/product-ids';
import { chromiumLaunch } from '../playwright.config';
import { measureOnPage, type HostSpeed } from '../support/host-speed';
import { startServer } from '../support/server';
import { basePath, repoRoot } from '../support/paths';
import { budgetFailures, categories, type BrandResult, type Category } from './budgets';
import { resultsTable, writeResults } from './report';

const write = !process.argv.includes('--no-write');
const calibrate = process.argv.includes('--calibrate');
const mobile = throttlingPresets.mobileSlow4G;

/**
 * Lighthouse simulates the phone's CPU by multiplying the main-thread tasks it observed on this
 * host by 4 (mobile preset), a factor set for a host as fast as the quiet reference machine. On
 * a host `slowness` times slower the observed tasks are already that much longer, so the same
 * phone is `4 / slowness` away: the calibration Lighthouse's own throttling guide describes.
 * Never below 1: a host slower than the phone cannot be made faster.
 */
function calibratedThrottling(host: HostSpeed | undefined) {
  if (!host) return mobile;
  return {
    ...mobile,
    cpuSlowdownMultiplier: Math.max(1, mobile.cpuSlowdownMultiplier / host.slowness),
  };
}

type Figures = Omit<BrandResult, 'brand'>;

// Lighthouse sometimes loses the trace of a load (NO_NAVSTART) on a busy machine; one retry
// tells a flaky recording from a page that really fails to load.
async function measureOnceOrRetry(url: string, port: number): Promise<Figures> {
  try {
    return await measureOnce(url, port);
  } catch (error) {
    console.log(`retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return measureOnce(url, port);
  }
}

/** The host's speed now, timed in the Chromium Lighthouse drives (a tab of its own). */
async function hostSpeed(port: number): Promise<HostSpeed> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    return await measureOnPage(page);
  } finally {
    await page.close();
    await browser.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One run when it is within budget; otherwise the median of three, as Lighthouse advises for
 * figures that vary from run to run (its simulated TBT scales whatever else the machine does).
 */
async function measure(url: string, port: number): Promise<Figures> {
  const first = await measureOnceOrRetry(url, port);
  if (budgetFailures({ brand: url, ...first }).length === 0) return first;
  const runs = [first, await measureOnceOrRetry(url, port), await measureOnceOrRetry(url, port)];
  return {
    host: first.host,
    scores: Object.fromEntries(
      categories.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
    ) as Record<Category, number>,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

async function measureOnce(url: string, port: number): Promise<Figures> {
  // Timed before each run, so a load that comes and goes is caught where it falls.
  const host = await hostSpeed(port);
  const throttling = calibrate ? calibratedThrottling(host) : mobile;
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    throttling,
  });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<dir> keeps each brand's full report, to see what an over-budget figure
  // is made of (LCP element, main-thread tasks).
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(`${reports}/${new URL(url).hostname}.json`, JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  return {
    host: { ...host, cpuSlowdown: Math.round(throttling.cpuSlowdownMultiplier * 100) / 100 },
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** Node cannot resolve `*.localhost` (Chromium can): ask loopback with the brand's Host. */
function warmUp(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: basePath, headers: { host } }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    request.on('error', reject);
  });
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunch.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunch.args],
});
const results: BrandResult[] = [];
let failed = false;
try {
  // --brand <id> measures one brand, for quick checks while working on a figure.
  const only = process.argv[process.argv.indexOf('--brand') + 1];
  const brands = process.argv.includes('--brand')
    ? productIds.filter((b) => b === only)
    : productIds;
  for (const brand of brands) {
    // A warm-up load first: the measured run then sees a warm server, as a real visitor would.
    const url = `${server.origin(brand)}${basePath}`;
    await warmUp(server.port, `${brand}.localhost`);
    const result = { brand, ...(await measure(url, chrome.port)) };
    results.push(result);
    const failures = budgetFailures(result);
    failed ||= failures.length > 0;
    const figures = `host slowness ${String(result.host.slowness)} (CPU x${String(result.host.cpuSlowdown)}), ${categories.map((c) => `${c} ${String(result.scores[c])}`).join(', ')}, LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}`;
    console.log(`${failures.length ? 'OVER' : 'ok  '} ${brand}: ${figures}`);
    for (const failure of failures) console.log(`       ${failure}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
if (write) {
  const date = new Date().toISOString().slice(0, 10);
  await writeResults(`${repoRoot}docs/benchmarks.md`, resultsTable(results, date));
}
console.log(failed ? 'Lighthouse: budget broken' : 'Lighthouse: every brand within budget');
process.exit(failed ? 1 : 0);
