// `npm test`: every check the project has, in one run, on a fresh machine. It installs what the
// machine lacks (Debian's Chromium, PostgreSQL via scripts/pg-test.mjs), keeps going after a failed
// stage so one run shows every problem, and ends with the line CI reads:
//   tests: N passed, N failed
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

// Absolute: Playwright resolves a relative report path against its config's folder, not ours.
const reports = resolve('.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const summary = [];
// Named at the end of the run, beside the counts: CI shows only the last lines of a long log, and
// a failure or a retried (flaky) journey must be readable there.
const named = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

/**
 * Issue 19: how much slower than the quiet reference machine this host is right now, timed in
 * Chromium (e2e/host-speed/run.ts). The browser stages scale their timeouts by its throughput
 * figure; the timing gates calibrate again in their own runs, where the load may have changed.
 */
function measureHostSlowness() {
  const result = spawnSync('node', ['--import', 'tsx', 'e2e/host-speed/run.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const speed = JSON.parse(result.stdout.trim().split('\n').at(-1));
    console.log(
      `\n=== host speed: reference press p95 ${speed.referencePressMs} ms, slowness ${speed.slowness} (tail), ${speed.throughputSlowness} (throughput)`,
    );
    return speed.throughputSlowness;
  } catch {
    // A failed measure must not fail the run: the timeouts keep room for a 3x slower host.
    console.log(`\n=== host speed: not measured (${result.stdout}); slowness taken as 1`);
    return 1;
  }
}

/** A stage that is one check: it passes or fails as a whole (lint, type check, build, budget). */
function check(name, command, args, env) {
  console.log(`\n=== ${name}`);
  const { ok, seconds } = run(command, args, env);
  record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
  return ok;
}

/** A stage whose runner writes a JSON report with its own counts (Vitest, Playwright). */
function suite(name, command, args, reportFile, readCounts, env) {
  console.log(`\n=== ${name}`);
  const { ok, seconds } = run(command, args, env);
  let counts = { passed: 0, failed: 0 };
  if (existsSync(reportFile)) counts = readCounts(JSON.parse(readFileSync(reportFile, 'utf8')));
  // A runner that crashed before reporting, exited non-zero with nothing failed, or ran no
  // test at all still fails: a suite that proves nothing must not pass.
  if ((!ok || counts.passed === 0) && counts.failed === 0) counts.failed = 1;
  record(name, counts.passed, counts.failed, seconds);
  for (const test of counts.failedNames ?? []) named.push(`  failed in ${name}: ${test}`);
  for (const test of counts.flakyNames ?? []) named.push(`  flaky in ${name}: ${test}`);
}

function record(name, passed, failed, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  summary.push(
    `${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed (${seconds} s)`,
  );
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  failedNames: r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`),
  ),
});

/** Every Playwright test of a JSON report, with its file and outcome, nested suites included. */
function playwrightTests(suites) {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => ({
        name: `${spec.file}:${spec.line} › ${spec.title}`,
        status: t.status,
      })),
    ),
    ...playwrightTests(s.suites ?? []),
  ]);
}

const playwrightCounts = (r) => {
  const tests = playwrightTests(r.suites);
  const namesOf = (status) => tests.filter((t) => t.status === status).map((t) => t.name);
  return {
    // A journey that failed once and passed on its retry counts as passed and is named as flaky.
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    failedNames: namesOf('unexpected'),
    flakyNames: namesOf('flaky'),
  };
};

/**
 * Checks that each keep one core busy (lint, format, type check, dead code) run side by side on
 * the machine's two cores (about a minute saved, issue 19). Each one's output is held and
 * printed whole when it ends, so the log reads as if they ran one after another.
 */
async function checksSideBySide(checks) {
  const outcomes = await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise((resolveOutcome) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const end = (ok) =>
            resolveOutcome({
              name,
              ok,
              output,
              seconds: ((Date.now() - started) / 1000).toFixed(0),
            });
          child.on('error', (error) => {
            output.push(Buffer.from(String(error)));
            end(false);
          });
          child.on('close', (code) => end(code === 0));
        }),
    ),
  );
  for (const { name, ok, output, seconds } of outcomes) {
    console.log(`\n=== ${name}`);
    process.stdout.write(Buffer.concat(output));
    record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
  }
}

const npx = 'npx';
await checksSideBySide([
  ['lint', npx, ['eslint', '--max-warnings', '0', '.']],
  ['format', npx, ['prettier', '--check', '.']],
  ['type check', 'npm', ['run', 'typecheck', '--silent']],
  // Unused files, exports and dependencies (knip.jsonc); about 10 s.
  ['dead code (knip)', 'npm', ['run', 'knip', '--silent']],
]);
suite(
  'unit and API (PGlite)',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest.json`],
  `${reports}/vitest.json`,
  vitestCounts,
);
if (existsSync('scripts/pg-test.mjs')) {
  suite(
    'API (PostgreSQL)',
    'node',
    ['scripts/pg-test.mjs', `${reports}/vitest-pg.json`],
    `${reports}/vitest-pg.json`,
    vitestCounts,
  );
}
const built = check('build', 'npm', ['run', 'build', '--silent']);
if (built) {
  check('step chunk JavaScript budget', 'node', ['scripts/bundle-budget.mjs']);
  ensureChromium();
  const browserEnv = { HOST_SLOWNESS: String(measureHostSlowness()) };
  const playwright = [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--reporter=list,json',
  ];
  suite(
    'e2e (Chromium)',
    npx,
    [...playwright, '--project', 'journeys'],
    `${reports}/playwright.json`,
    playwrightCounts,
    { ...browserEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  );
  // Timing journeys (@alone) measure in the full browser on a machine that runs nothing else.
  suite(
    'e2e timing (Chromium, alone)',
    npx,
    // Its own output folder: Playwright empties the folder it writes to, and the main stage's
    // failure traces must survive for whoever reads the run.
    [...playwright, '--project', 'timing', '--workers', '1', '--output', 'test-results/alone'],
    `${reports}/playwright-alone.json`,
    playwrightCounts,
    { ...browserEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright-alone.json` },
  );
  // Last, with its CPU slowdown calibrated to the host's speed before each audit (issue 19).
  check(
    'Lighthouse, first screen of every brand',
    'node',
    ['--import', 'tsx', 'e2e/lighthouse/run.ts', '--no-write', '--calibrate'],
    browserEnv,
  );
}

console.log(`\n${[...summary, ...named].join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
