import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { text } from './legacy-flow';
import { basePath, repoRoot } from './paths';
import { scaled } from './timeouts';

// The lender's operator (issue 25, ADR 0041) as the journeys meet one: made by the command
// `npm run operator -- add` on the server's database, signed in through the operator page.

export const operatorEmail = 'ops@lender.example';
export const operatorPassword = 'correct horse battery staple 42';

/** Runs the operator command against a data directory no server holds at the moment. */
function onDatabase(dataDir: string, script: string, args: string[], input = '') {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
    input,
    encoding: 'utf8',
    timeout: scaled(60_000),
  });
  return run;
}

export function addOperator(dataDir: string): void {
  const added = onDatabase(
    dataDir,
    'apps/api/src/cli/operator.ts',
    ['add', operatorEmail],
    `${operatorPassword}\n`,
  );
  expect(added.stdout, added.stderr).toBe(`added ${operatorEmail}\n`);
}

/**
 * Half an hour passes for the journeys stored so far: each event is dated that much earlier,
 * so an application with no decision counts as abandoned (ADR 0042) without the journey
 * waiting for it.
 */
export function ageJourneys(dataDir: string, minutes: number): void {
  const aged = onDatabase(dataDir, 'e2e/support/age-journeys.ts', [String(minutes)]);
  expect(aged.stdout, aged.stderr).toMatch(/^aged \d+ events\n$/);
}

/** Signs the operator in on the operator page of a brand's host. */
export async function signInOperator(page: Page, origin: string, locale: string): Promise<void> {
  const t = (...path: string[]) => text(locale, 'operator', ...path);
  await page.goto(`${origin}${basePath}operator`);
  await page.getByLabel(t('signIn', 'email')).fill(operatorEmail);
  await page.getByLabel(t('signIn', 'password')).fill(operatorPassword);
  await page.getByRole('button', { name: t('signIn', 'submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('area', 'title'));
}
