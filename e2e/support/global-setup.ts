import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, webDist } from './paths';
import { databaseTemplate, databaseTemplateVariable } from './server';

// The journeys run against the production build that `npm start` serves; build it when a
// developer runs the e2e suite on its own (npm test builds it beforehand). Every temporary
// folder of the run (each server's 40 MB database, Chromium's profiles) goes under one folder,
// removed at the end: the workers and the servers they start inherit TMPDIR. Without it each
// run left several GB in the system's temporary folder. Every server of the run starts from a
// copy of the migrated template database (server.ts), made by the first run that needs it.
export default async function globalSetup(): Promise<() => void> {
  if (!existsSync(`${webDist}/index.html`)) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
  const runDir = mkdtempSync(join(tmpdir(), 'finceptiv-e2e-run-'));
  process.env.TMPDIR = runDir;
  process.env[databaseTemplateVariable] = await databaseTemplate();
  return () => {
    rmSync(runDir, { recursive: true, force: true });
  };
}
