import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';

// Two API processes on one PostgreSQL database, started together, a client alternating
// between them: what a balancer in front of several instances does. Runs in the PostgreSQL
// stage of npm test (scripts/pg-test.mjs sets TEST_DATABASE_URL); skipped on PGlite, which is
// one process's database by nature.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const LIMIT = 5;
const name = `two_instances_${randomBytes(6).toString('hex')}`;
let instances: ApiProcess[] = [];
let cookies: string[] = [];
let token = '';

/** The headers of the web app's calls: the XSRF pair, and the instance's own origin. */
const appHeaders = (api: ApiProcess) => ({
  'content-type': 'application/json',
  cookie: cookies.join('; '),
  origin: api.origin,
  'x-xsrf-token': token,
});

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.skipIf(serverUrl === '')('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      APP_SECRET: 'two-instances-secret-two-instances-secret',
      CHECKING_DELAY_MS: '0',
      LIMIT_LEAD_CREATE_PER_CLIENT_PER_MINUTE: String(LIMIT),
    };
    // Started together on an empty database: both reach the migrations at about once.
    instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    const healthy = await Promise.all(instances.map((api) => api.healthy(120_000)));
    expect(healthy).toEqual([true, true]);
    // One XSRF pair for both instances, as behind a balancer (they share APP_SECRET).
    const xsrf = await fetch(`${instances[0]!.origin}/api/xsrf`);
    cookies = xsrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
    token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((api) => api.stop()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);

  it('migrates once: one instance applies every migration, the other none', async () => {
    const applied = instances.map(
      (api) => api.logs.find((line) => line.msg === 'database ready')?.applied as string[],
    );
    const all = Object.keys(await migrationProvider.getMigrations()).sort();
    expect([...applied[0]!, ...applied[1]!].sort()).toEqual(all);
    expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, all.length]);
  });

  it(`admits ${LIMIT} lead creations in total, not ${LIMIT} per instance`, async () => {
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) {
      const api = i % 2 === 0 ? a : b;
      const response = await fetch(`${api.origin}/api/v2/lead`, {
        method: 'POST',
        headers: appHeaders(api),
        body: JSON.stringify({ product: 'fiesta', amount: 500, period: 61 }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT);
    expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(201));
  });

  it('finishes an in-flight request when stopped, then exits 0', async () => {
    const b = instances[1]!;
    const body = JSON.stringify({ product: 'fiesta', event: 'drain-test' });
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(`${b.origin}/api/affiliate/event`, {
        method: 'POST',
        headers: { ...appHeaders(b), 'content-length': body.length },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // Half the body now; SIGTERM arrives while the request waits for the rest.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        void b.stop();
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 500);
    });
    expect(await answered).toBe(204);
    expect(await b.exited).toBe(0);
  }, 60_000);
});
