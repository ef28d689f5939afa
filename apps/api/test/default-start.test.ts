import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/test-support/free-port.ts';
import { createTestApp } from './support/test-app.ts';
import { migratedDataDir, onPostgresStage } from './support/test-database.ts';

// What a plain `npm run serve` does with nothing configured: a clean environment (PATH only,
// as on a fresh machine), then every development endpoint must be absent.
const apiDir = path.resolve(import.meta.dirname, '..');
const lead = '00000000-0000-4000-8000-000000000000';
const devCalls = [
  ['GET', `/api/dev/sms-outbox/${lead}`],
  ['GET', `/api/dev/continue-link/${lead}?urlType=email`],
  ['GET', '/api/dev/verification-provider/instantor'],
  ['GET', '/api/dev/verification-provider.js'],
  ['POST', '/api/locales/add/es/common'],
] as const;

const clean = (extra: Record<string, string>) => ({ PATH: process.env.PATH ?? '', ...extra });
const dataDir = mkdtempSync(path.join(tmpdir(), 'api-default-'));
let port = 0;
let stop: () => Promise<unknown> = () => Promise.resolve();

/** The browser's way in: the XSRF pair from /api/xsrf, a same-origin Origin. */
async function call(base: string, method: string, url: string): Promise<number> {
  const pair = await fetch(`${base}/api/xsrf`);
  const cookies = pair.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = decodeURIComponent(
    cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '',
  );
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie: cookies.join('; '),
      'x-xsrf-token': token,
      origin: base,
      'content-type': 'application/json',
    },
    ...(method === 'POST' ? { body: '{"key":"value"}' } : {}),
  });
  return response.status;
}

// The server and the commands open their own PGlite under DATA_DIR in either stage of npm test.
describe.skipIf(onPostgresStage)('the default start fails closed', () => {
  beforeAll(async () => {
    port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: clean({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'new'),
        LOG_LEVEL: 'silent',
      }),
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stop = () => (child.kill('SIGTERM'), exited);
    // A deadline, not a count: tsx and PGlite's initdb have taken over 30 s on a loaded machine.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server not healthy');
  }, 120_000);
  afterAll(() => stop());

  it.each(devCalls)('%s %s answers 404', async (method, url) => {
    expect(await call(`http://127.0.0.1:${port}`, method, url)).toBe(404);
  });

  it('made DATA_DIR owner-only and generated the secret there', () => {
    expect(statSync(path.join(dataDir, 'new')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'new', 'app-secret')).mode & 0o777).toBe(0o600);
  });

  it('the same calls reach their handlers when development endpoints are on', async () => {
    const dev = await createTestApp();
    try {
      for (const [method, url] of devCalls) {
        const response = await dev.client.inject({
          method,
          url,
          payload: method === 'POST' ? { key: 'v' } : undefined,
        });
        // The unknown lead is the continue link's own 404 (lead_not_found), not a missing route.
        const missingRoute = response.statusCode === 404 && response.body.includes('"not_found"');
        expect(missingRoute, url).toBe(false);
      }
    } finally {
      await dev.close();
    }
  });

  it('refuses DEV_ENDPOINTS on a public interface', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: clean({
        DEV_ENDPOINTS: 'true',
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
        DATA_DIR: path.join(dataDir, 'public'),
      }),
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/DEV_ENDPOINTS: only on a loopback HOST/);
  }, 60_000);

  const command = (script: string, env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: apiDir,
      env: clean(env),
      encoding: 'utf8',
      timeout: 80_000,
    });

  it("the erase command will not open the running server's PGlite", () => {
    const result = command('erase', { DATA_DIR: path.join(dataDir, 'new') }, lead);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/in use by process \d+/);
  }, 90_000);

  it('npm run retention and npm run erase run on a database of their own', () => {
    const own = { DATA_DIR: migratedDataDir('api-command-') };
    const retention = command('retention', own);
    expect(retention.status).toBe(0);
    // Progress on stderr, a line per task at least; the summary alone on stdout.
    const progress = retention.stderr.trim().split('\n');
    expect(progress).toContainEqual(
      expect.stringMatching(/^retention unfinishedLeads: 0 rows, 1 batch, [\d.]+ s, done$/),
    );
    expect(progress.every((line) => line.startsWith('retention '))).toBe(true);
    expect(JSON.parse(retention.stdout)).toMatchObject({ complete: true, unfinishedLeads: 0 });
    const erase = command('erase', own, lead);
    expect(JSON.parse(erase.stdout)).toMatchObject({ leads: 0, documents: 0 });
    expect(command('erase', own, 'not-a-uuid').stderr).toMatch(/usage: npm run erase/);
  }, 180_000);

  it('npm run rollups rebuilds the figures from the stored events and says what it did', () => {
    const own = { DATA_DIR: migratedDataDir('api-rollups-') };
    const rollups = command('rollups', own);
    expect(rollups.status, rollups.stderr).toBe(0);
    expect(rollups.stderr).toMatch(/^journey rollups rebuilt in [\d.]+ s$/m);
    expect(rollups.stderr).toMatch(/^rollups vacuumed in [\d.]+ s$/m);
    expect(JSON.parse(rollups.stdout)).toMatchObject({
      journeys: { journeys: 0, events: 0, rows: { journey_step_daily: 0 } },
      vitals: { rows: 0 },
    });
  }, 180_000);
});
