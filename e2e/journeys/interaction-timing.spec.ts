import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  answer,
  askrobinInitialDetails,
  askrobinSteps,
  commonText,
  formText,
  formUrl,
} from '../support/dynamic-form';
import { test, expect } from '../support/fixtures';
import { hostSpeedOf, quietReferencePressMs, timeReferencePresses } from '../support/host-speed';
import { scaled } from '../support/timeouts';
import {
  ownWorkParts,
  pressNext,
  recordNextPresses,
  summarize,
  type InteractionFigures,
  type NextPress,
  type Summary,
} from '../support/interaction-timing';
import { fill, holdDecision, ibancar, stepTitle, text } from '../support/legacy-flow';
import { actOnLanding } from '../support/landing';
import { basePath } from '../support/paths';

// Issue 11 item 3: pressing Next paints the next step within 50 ms at the 95th percentile,
// over a full legacy journey (ibancar) and a full v3 journey (askrobin). The figure is each
// press's own work (interaction-timing.ts): the API's answer time is the network and the
// server, not the front end. Issue 19 (ADR 0018): before each walk the same Chromium times a
// reference workload (host-speed.ts). The 50 ms p95 is the goal, reported with the host's
// calibration (npm run bench:interaction). The gate is the median press against 40 ms times the
// host's throughput slowness: the p95 of a few dozen presses is their two or three slowest,
// which on a shared two-core host are whatever the server and the browser's other processes did
// at that moment (one quiet walk here: ibancar p95 104 ms, its retry 187 ms, median 54-55 both
// times). The median moves with the product's own work: a press made half as heavy again fails.
// The move from /checking to the decision waits on the status poller, not on a press, so it is
// not measured. INTERACTION_ROUNDS walks each journey more times (more presses, steadier
// figures); INTERACTION_REPORT=file writes the figures as JSON.
const budgetMs = 50;
const medianCeilingMs = 40;
// Playwright's trace snapshots the page's DOM around each action, the press included: that is
// the test tool's work on the page's main thread, not the app's.
test.use({ trace: 'off' });
const rounds = Number(process.env.INTERACTION_ROUNDS ?? 3);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The first screen is a prerendered copy until the live app takes over (ADR 0015). */
async function openLive(page: Page, url: string) {
  await page.goto(url);
  await actOnLanding(page);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}

/**
 * The rounds walk the same screens again: axe and reflow (two seconds a screen) run on the
 * first round only, where every screen is checked once; later rounds only time the presses.
 */
type ScreenCheck = (page: Page, screen: string) => Promise<void>;
const skipCheck: ScreenCheck = () => Promise.resolve();

async function expectChecking(page: Page, locale: string, check: ScreenCheck) {
  await expect(page).toHaveURL(new RegExp(`${basePath}checking$`));
  await expect(heading(page)).toHaveText(text(locale, 'outcome', 'checking', 'title'));
  await check(page, `${locale} /checking`);
}

/** Ibancar from the index through its 6 steps to /checking and the acceptance. */
async function ibancarJourney(
  page: Page,
  origin: string,
  check: ScreenCheck,
): Promise<NextPress[]> {
  const brand = ibancar('9000');
  const release = await holdDecision(page);
  const presses: NextPress[] = [];
  await openLive(page, `${origin}${basePath}`);
  await expect(heading(page)).toHaveText(text(brand.locale, 'common', 'page', 'title'));
  await expect(page.getByRole('slider').first()).toBeVisible();
  await check(page, 'ibancar index');
  const choose = page.getByRole('button', {
    name: text(brand.locale, 'common', 'chooser', 'submit'),
  });
  // The index's press goes straight to personal details (the first of the steps below).
  presses.push(await pressNext(page, choose));
  const next = page.getByRole('button', {
    name: text(brand.locale, 'legacy-flow', 'form', 'continue'),
  });
  for (const step of brand.steps) {
    await expect(page).toHaveURL(new RegExp(`${basePath}${step.path.slice(1)}$`));
    await expect(heading(page)).toHaveText(stepTitle(brand.locale, step.path));
    await check(page, `ibancar ${step.path}`);
    for (const entry of step.entries) await fill(page, entry);
    presses.push(await pressNext(page, next));
  }
  await expectChecking(page, brand.locale, check);
  await release();
  await expect(heading(page)).toHaveText(text(brand.locale, 'outcome', 'accepted', 'title'));
  await check(page, 'ibancar /accepted');
  return presses;
}

/** AskRobin from initial-details through spec 2's 18 German forms to /checking. */
async function askrobinJourney(
  page: Page,
  origin: string,
  check: ScreenCheck,
): Promise<NextPress[]> {
  const release = await holdDecision(page);
  const presses: NextPress[] = [];
  await openLive(page, `${origin}${basePath}`);
  await expect(heading(page)).toHaveText(commonText('de', 'page>title'));
  await check(page, 'askrobin initial-details');
  await answer(page, askrobinInitialDetails);
  const button = (label: 'continue' | 'submit') =>
    page.getByRole('button', { name: formText('de', `form>${label}`), exact: true });
  presses.push(await pressNext(page, button('continue')));
  for (const [index, [path, answers]] of askrobinSteps.entries()) {
    await expect(page).toHaveURL(formUrl(path));
    await expect(heading(page)).toHaveText(formText('de', `titles>${path}`));
    await check(page, `askrobin ${path}`);
    await answer(page, answers);
    const last = index === askrobinSteps.length - 1;
    presses.push(await pressNext(page, button(last ? 'submit' : 'continue')));
  }
  await expectChecking(page, 'de', check);
  await release();
  return presses;
}

/** Each journey's figures, then both journeys' together (the p95 the issue means). */
function summaries(presses: Record<string, NextPress[]>, figure: (p: NextPress) => number) {
  const all = Object.values(presses).flat();
  return [
    ...Object.entries(presses).map(([name, list]) => summarize(name, list.map(figure))),
    summarize('both', all.map(figure)),
  ];
}

// Tagged @alone: npm test runs it after the other journeys, by itself, so that a second
// journey on the other core does not take its time (scripts/test.mjs).
test(
  'Next paints the next step: the front end’s own work per press, median gated against the host, p95 reported against 50 ms',
  {
    tag: '@alone',
  },
  async ({ browser, server }, testInfo) => {
    // Twice the rounds at most: see the second walk below.
    test.setTimeout(scaled(2 * rounds * 100_000));
    const journeys = { ibancar: ibancarJourney, askrobin: askrobinJourney };
    const presses: Record<string, NextPress[]> = { ibancar: [], askrobin: [] };
    const referencePresses: number[] = [];
    let walkedOnce = false;
    const walkRounds = async () => {
      for (let round = 0; round < rounds; round++) {
        for (const [name, walk] of Object.entries(journeys)) {
          referencePresses.push(...(await timeReferencePresses(browser)));
          // A fresh context per walk: a new applicant, no stored lead.
          const context = await browser.newContext();
          const page = await context.newPage();
          await recordNextPresses(page);
          const check = round === 0 && !walkedOnce ? expectNoAxeViolations : skipCheck;
          presses[name]!.push(...(await walk(page, server.origin(name), check)));
          await context.close();
        }
      }
      walkedOnce = true;
    };
    /** The host's speed over every calibration of the run so far (pooled, never below 1). */
    const host = () => hostSpeedOf(referencePresses);
    const scaledBy = (ms: number, factor: number) => Math.round(ms * factor * 10) / 10;
    const gateMs = () => scaledBy(medianCeilingMs, host().throughputSlowness);
    const overGate = () => summaries(presses, (p) => p.ownWork).some((s) => s.p50 > gateMs());
    await walkRounds();
    // A shared machine's load can change under one walk. Over the gate, the journeys are walked
    // as many times again and judged on every press of both walks (none is dropped), as
    // Lighthouse's own advice is to judge noisy figures on more runs.
    const walks = overGate() ? 2 : 1;
    if (walks === 2) await walkRounds();

    const figures: InteractionFigures = {
      date: new Date().toISOString().slice(0, 10),
      budgetMs,
      medianCeilingMs,
      host: {
        referencePressMs: host().referencePressMs,
        quietReferencePressMs,
        slowness: host().slowness,
        throughputSlowness: host().throughputSlowness,
        goalMs: scaledBy(budgetMs, host().slowness),
        gateMs: gateMs(),
      },
      ownWork: summaries(presses, (p) => p.ownWork),
      pressToPaint: summaries(presses, (p) => p.pressToPaint),
      presses,
    };
    const line = (s: Summary) =>
      `${s.journey}: ${s.presses} presses, p50 ${s.p50}, p95 ${s.p95}, max ${s.max} ms`;
    const report = [
      ...(walks === 2 ? ['Walked twice: the first walk was over the gate.'] : []),
      `Host: reference press p95 ${String(figures.host.referencePressMs)} ms (quiet machine ${String(quietReferencePressMs)} ms), slowness ${String(figures.host.slowness)} (tail), ${String(figures.host.throughputSlowness)} (throughput)`,
      `Gate: median own work <= ${String(figures.host.gateMs)} ms (${String(medianCeilingMs)} ms x throughput slowness); goal: p95 <= ${String(figures.host.goalMs)} ms (${String(budgetMs)} ms x slowness)`,
      'Next to painted, own work:',
      ...figures.ownWork.map(line),
      "Press to paint, the API's answer included:",
      ...figures.pressToPaint.map(line),
      'Where the own work of a saving press goes, mean ms:',
      ...Object.entries(presses).map(([journey, list]) => `${journey}: ${ownWorkParts(list)}`),
    ].join('\n');
    console.log(report);
    await testInfo.attach('next-to-paint.json', {
      body: JSON.stringify(figures, null, 2),
      contentType: 'application/json',
    });
    if (process.env.INTERACTION_REPORT)
      writeFileSync(process.env.INTERACTION_REPORT, JSON.stringify(figures, null, 2));

    // Ibancar: the index and 6 steps; AskRobin: initial-details and 18 forms.
    expect(presses.ibancar).toHaveLength(walks * rounds * 7);
    expect(presses.askrobin).toHaveLength(walks * rounds * 19);
    for (const { journey, p50 } of figures.ownWork)
      expect(p50, `${journey}\n${report}`).toBeLessThanOrEqual(figures.host.gateMs);
  },
);
