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
  recordSuite(name, ok, seconds, reportFile, readCounts);
}

function recordSuite(name, ok, seconds, reportFile, readCounts) {
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

/** Runs a stage's command with its output held, to be printed whole when it ends. */
function runHeld({ command, args, env = {} }) {
  return new Promise((resolveOutcome) => {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const end = (ok) =>
      resolveOutcome({ ok, output, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/**
 * The stages that need no browser, two at a time on the machine's two cores, taken in the order
 * listed (a stage waits for those it names in `after`). Lint keeps one core busy for most of two
 * minutes; the other core takes the type check, format, dead code, the build and the PostgreSQL
 * stage (whose tests wait on the database a good part of the time) one after another, and the
 * unit stage, two workers of its own, comes last to keep both cores busy to the end: about 30 s
 * less than lint and its companions side by side, then each stage alone (issue 19). Each
 * stage's output is printed whole when it ends; the summary lists them in the order given.
 */
async function sideBySide(stages, lanes = 2) {
  const outcomes = new Map();
  const waiting = [...stages];
  await new Promise((allDone) => {
    let running = 0;
    const ready = (stage) => (stage.after ?? []).every((name) => outcomes.has(name));
    const next = () => {
      if (waiting.length === 0 && running === 0) allDone();
      while (running < lanes && waiting.some(ready)) {
        const stage = waiting.splice(waiting.findIndex(ready), 1)[0];
        running += 1;
        void runHeld(stage).then((outcome) => {
          console.log(`\n=== ${stage.name} (${outcome.seconds} s)`);
          process.stdout.write(Buffer.concat(outcome.output));
          outcomes.set(stage.name, outcome);
          running -= 1;
          next();
        });
      }
    };
    next();
  });
  for (const { name, report, readCounts } of stages) {
    const { ok, seconds } = outcomes.get(name);
    if (report) recordSuite(name, ok, seconds, report, readCounts);
    else record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
  }
  return (name) => outcomes.get(name).ok;
}

const npx = 'npx';
const passed = await sideBySide([
  { name: 'lint', command: npx, args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'format', command: npx, args: ['prettier', '--check', '.'] },
  // Unused files, exports and dependencies (knip.jsonc); about 10 s.
  { name: 'dead code (knip)', command: 'npm', args: ['run', 'knip', '--silent'] },
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  {
    name: 'API (PostgreSQL)',
    command: 'node',
    args: ['scripts/pg-test.mjs', `${reports}/vitest-pg.json`],
    report: `${reports}/vitest-pg.json`,
    readCounts: vitestCounts,
  },
  {
    name: 'unit and API (PGlite)',
    command: npx,
    // Not while the build rewrites apps/web/dist, which the API serves.
    after: ['build'],
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reports}/vitest.json`,
    ],
    report: `${reports}/vitest.json`,
    readCounts: vitestCounts,
  },
]);
if (passed('build')) {
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
