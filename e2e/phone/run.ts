// `npm run bench:phone` (issue 22 item 3): on Lighthouse's mobile profile, a fresh phone opens
// the landing of Ibancar (legacy) and Fiesta (v3), reads it for 3 s and presses Continue, several
// times each (PHONE_RUNS, 7 by default); prints p50/p95 of press to answer and what the press
// still fetched; walks one journey of each flow to count its compressed bytes (journey-bytes.ts)
// and, on the phone, to time each later step from its answer (later-steps.ts); and writes them
// to docs/benchmarks.md. Builds first, like the other benchmarks.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { writeDocSection } from '../support/doc-section';
import { percentile } from '../support/host-speed';
import { repoRoot } from '../support/paths';
import { phoneProfile } from '../support/phone';
import { startServer } from '../support/server';
import { runGateForFigures } from './gate-report';
import { byteKinds, journeyBudgetsKb, type ByteJourney, type JourneyBytes } from './journey-bytes';
import { firstPressGoalMs, median, phoneCpuSlowdown, pressEveryBrand } from './first-press';
import { laterStepGoalMs } from './later-steps';

const runs = Number(process.env.PHONE_RUNS ?? '7');

const server = await startServer();
const browser = await chromium.launch(chromiumLaunch);
try {
  const { slowness, cpu } = await phoneCpuSlowdown(browser);
  const rows: string[] = [];
  for (const { brand, presses, times } of await pressEveryBrand(browser, server, cpu, runs)) {
    const fetched = presses.map((p) => p.fetchedAfterPress.length);
    const row = `| ${brand} | ${runs} | ${median(times)} | ${percentile(times, 95)} | ${Math.max(...times)} | ${median(fetched)} | ${new Date().toISOString().slice(0, 10)} |`;
    console.log(
      `${brand}: ${times.join(', ')} ms; files fetched on the press ${fetched.join(', ')}`,
    );
    rows.push(row);
  }
  // Bytes do not depend on throttling: the gate's journeys, walked once at full speed with axe
  // on every screen, report them (tsx cannot hand the axe check's functions to the page).
  const bytes = runGateForFigures<JourneyBytes>(
    'journeys/journey-bytes.spec.ts',
    'JOURNEY_BYTES_REPORT',
  );
  const later = runGateForFigures<number[]>(
    'journeys/phone-later-steps.spec.ts',
    'LATER_STEPS_REPORT',
  );
  const laterRows = (Object.keys(later) as ByteJourney[]).map((journey) => {
    const times = later[journey];
    return `| ${journey} | ${times.length} | ${median(times)} | ${percentile(times, 95)} | ${Math.max(...times)} |`;
  });
  const byteRows = (Object.keys(bytes) as ByteJourney[]).map(
    (journey) =>
      `| ${journey} | ${byteKinds.map((kind) => bytes[journey][kind]).join(' | ')} | ${bytes[journey].total} | ${journeyBudgetsKb()[journey]} |`,
  );
  const body = [
    `Goal: the app answers the first press within ${firstPressGoalMs} ms. Profile: ${phoneProfile.latencyMs} ms round trip, ${Math.round(phoneProfile.downloadKbps)} Kbps down, CPU ${phoneProfile.cpuSlowdown}x the reference machine; this host's slowness was ${slowness.toFixed(2)}, so Chromium's CPU was slowed ${cpu.toFixed(2)}x.`,
    '',
    '| brand | presses | p50 ms | p95 ms | max ms | files fetched on the press (median) | date |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Every later step, from its answer (the press's last API answer, or the press when it calls none) to the frame that shows the next step, on the same phone; the goal is ${laterStepGoalMs} ms:`,
    '',
    '| journey | steps | p50 ms | p95 ms | max ms |',
    '| --- | --- | --- | --- | --- |',
    ...laterRows,
    '',
    'Bytes per journey, landing to accepted, in KB on the wire (compressed bodies and headers, a fresh browser, as Chromium fetches over http: gzip), capped in budgets.json (journeyKb):',
    '',
    `| journey | ${byteKinds.join(' | ')} | total | budget |`,
    `| --- | ${byteKinds.map(() => '---').join(' | ')} | --- | --- |`,
    ...byteRows,
  ].join('\n');
  await writeDocSection(`${repoRoot}docs/benchmarks.md`, 'phone', body);
  console.log('figures written to docs/benchmarks.md');
} finally {
  await browser.close();
  await server.stop();
}
