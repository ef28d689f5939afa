// The benchmark reads its journey figures from the gates that measure them, so the bench and
// `npm test` walk the same code (and the gates run axe, which tsx cannot hand to the page). A
// gate writes each journey's figures as JSON to the folder its report variable names; the
// benchmark runs the gate's spec with that variable set and reads them back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/paths';
import { byteJourneys, type ByteJourney } from './journey-bytes';

export type ReportVariable = 'JOURNEY_BYTES_REPORT' | 'LATER_STEPS_REPORT';

/** In a gate: keeps the journey's figures when the benchmark runs it. */
export function reportFigures(variable: ReportVariable, journey: ByteJourney, figures: unknown) {
  const folder = process.env[variable];
  if (folder) writeFileSync(join(folder, `${journey}.json`), JSON.stringify(figures));
}

/** In the benchmark: runs the gate's spec and reads every journey's figures. */
export function runGateForFigures<T>(
  spec: string,
  variable: ReportVariable,
): Record<ByteJourney, T> {
  const folder = mkdtempSync(join(tmpdir(), 'gate-report-'));
  spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', spec], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, [variable]: folder },
  });
  const files = readdirSync(folder);
  const journeys = Object.keys(byteJourneys).length;
  if (files.length !== journeys)
    throw new Error(`${spec} reported ${files.length} of ${journeys} journeys`);
  return Object.fromEntries(
    files.map((file) => [
      file.replace('.json', ''),
      JSON.parse(readFileSync(join(folder, file), 'utf8')),
    ]),
  ) as Record<ByteJourney, T>;
}
