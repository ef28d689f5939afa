import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/api/src/test-support/free-port.ts';
import { repoRoot, webDist } from './paths';
import { scaled } from './timeouts';

export interface RunningServer {
  port: number;
  dataDir: string;
  /** Origin for a brand: `http://<productId>.localhost:<port>`, or plain localhost. */
  origin(productId?: string): string;
  stop(): Promise<void>;
}

/** Where global-setup.ts names the migrated PGlite database for the run's servers to copy. */
export const databaseTemplateVariable = 'E2E_DATABASE_TEMPLATE';

/**
 * A fresh data folder for a server. Its database starts as a copy of a migrated template when
 * there is one: initdb and the migrations are most of a server's start (about 6 of 9 s of CPU on
 * this machine kind), and the journeys start about thirty servers (issue 19).
 */
export function newDataDir(template = process.env[databaseTemplateVariable]): string {
  const dir = mkdtempSync(join(tmpdir(), 'finceptiv-e2e-'));
  if (template) cpSync(template, join(dir, 'pglite'), { recursive: true });
  return dir;
}

const templates = join(repoRoot, '.tmp', 'e2e-database-template');

/** What the template is made of: the migrations and the PGlite that ran them. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(repoRoot, 'apps/api/src/db/migrations.ts')));
  hash.update(readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite database (its folder) servers start from, made once for a set of
 * migrations and kept under .tmp/: each browser stage of npm test (journeys, timing journeys,
 * Lighthouse) used to make its own, about 10 s each (issue 19). A template of other migrations
 * is removed when a new one is made.
 */
export async function databaseTemplate(): Promise<string> {
  const key = templateKey();
  const template = join(templates, key);
  if (!existsSync(template)) {
    mkdirSync(templates, { recursive: true });
    for (const other of readdirSync(templates).filter((name) => /^[0-9a-f]{16}$/.test(name))) {
      if (other !== key) rmSync(join(templates, other), { recursive: true, force: true });
    }
    const making = mkdtempSync(join(templates, 'making-'));
    await (await startServer({ dataDir: making })).stop();
    try {
      renameSync(making, template);
    } catch (error) {
      // Another run in this checkout made the same template meanwhile: use theirs.
      rmSync(making, { recursive: true, force: true });
      if (!existsSync(template)) throw error;
    }
  }
  return join(template, 'pglite');
}

/** Starts the same process `npm start` runs (API + static app, PGlite in dataDir) and waits for health. */
export async function startServer(
  options: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir =
    options.dataDir ??
    newDataDir(process.env[databaseTemplateVariable] ?? (await databaseTemplate()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The journeys read SMS codes and mint continue links through the development endpoints.
      DEV_ENDPOINTS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      CHECKING_DELAY_MS: '300',
      // The journeys solve real bot-check challenges in Chromium (ADR 0045), at a tenth of the
      // production work: the same code path, less of the suite's CPU. The phone benchmark sets
      // the production figure.
      BOT_CHECK_WORK: '2000',
      LOG_LEVEL: 'warn',
      // NODE_ENV=test means the development preset (APP_ENV, ADR 0034), whose pages say
      // noindex; Lighthouse's SEO category judges the page as production serves it.
      ROBOTS_NOINDEX: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(port, child);
  return {
    port,
    dataDir,
    origin: (productId) => `http://${productId ? `${productId}.` : ''}localhost:${port}`,
    stop: () => stopProcess(child),
  };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + scaled(20_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server on port ${port} not healthy within ${String(scaled(20))} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
