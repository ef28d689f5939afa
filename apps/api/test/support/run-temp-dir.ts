import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: every temporary folder the API tests make (data directories of 40 MB
 * with their PGlite database, built apps, env files) goes under one folder of this run, removed
 * when the run ends. The workers inherit TMPDIR, which os.tmpdir() reads; without this each run
 * left several GB in the system's temporary folder.
 */
export default function setup(): () => void {
  const runDir = mkdtempSync(path.join(tmpdir(), 'api-tests-'));
  process.env.TMPDIR = runDir;
  return () => {
    rmSync(runDir, { recursive: true, force: true });
  };
}
