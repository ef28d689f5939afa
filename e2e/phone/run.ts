// `npm run bench:phone` (issue 22 item 3): on Lighthouse's mobile profile, a fresh phone opens
// the landing of Ibancar (legacy) and Fiesta (v3), reads it for 3 s and presses Continue, several
// times each (PHONE_RUNS, 7 by default); prints p50/p95 of press to answer and what the press
// still fetched, and writes them to docs/benchmarks.md. Builds first, like the other benchmarks.
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { writeDocSection } from '../support/doc-section';
import { percentile } from '../support/host-speed';
import { repoRoot } from '../support/paths';
import { phoneProfile } from '../support/phone';
import { startServer } from '../support/server';
import {
  firstPressGoalMs,
  firstPresses,
  median,
  phoneBrands,
  phoneCpuSlowdown,
  type PhoneBrand,
} from './first-press';

const runs = Number(process.env.PHONE_RUNS ?? '7');

const server = await startServer();
const browser = await chromium.launch(chromiumLaunch);
try {
  const { slowness, cpu } = await phoneCpuSlowdown(browser);
  const rows: string[] = [];
  for (const brand of Object.keys(phoneBrands) as PhoneBrand[]) {
    const presses = await firstPresses(browser, server.origin(brand), brand, cpu, runs);
    const times = presses.map((p) => Math.round(p.pressToAnswerMs));
    const fetched = presses.map((p) => p.fetchedAfterPress.length);
    const row = `| ${brand} | ${runs} | ${median(times)} | ${percentile(times, 95)} | ${Math.max(...times)} | ${median(fetched)} | ${new Date().toISOString().slice(0, 10)} |`;
    console.log(
      `${brand}: ${times.join(', ')} ms; files fetched on the press ${fetched.join(', ')}`,
    );
    rows.push(row);
  }
  const body = [
    `Goal: the app answers the first press within ${firstPressGoalMs} ms. Profile: ${phoneProfile.latencyMs} ms round trip, ${Math.round(phoneProfile.downloadKbps)} Kbps down, CPU ${phoneProfile.cpuSlowdown}x the reference machine; this host's slowness was ${slowness.toFixed(2)}, so Chromium's CPU was slowed ${cpu.toFixed(2)}x.`,
    '',
    '| brand | presses | p50 ms | p95 ms | max ms | files fetched on the press (median) | date |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  await writeDocSection(`${repoRoot}docs/benchmarks.md`, 'phone', body);
  console.log('figures written to docs/benchmarks.md');
} finally {
  await browser.close();
  await server.stop();
}
