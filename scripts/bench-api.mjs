#!/usr/bin/env node
// API benchmark (npm run bench:api): autocannon on loopback, ~10 s per case. Lead creation
// and status reads on PGlite and on PostgreSQL (a throwaway cluster), plus a bare Fastify
// hello-world as the ceiling. Prints a markdown table of p50/p99 latency and throughput.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function row(name, result) {
  const non2xx = result.non2xx + result.errors;
  return `| ${name} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${non2xx} |`;
}

async function startApi(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'finceptiv-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LIMIT_LEAD_CREATE_PER_CLIENT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    async stop() {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The XSRF pair a browser would hold, for the write benchmark. */
async function session(origin) {
  const response = await fetch(`${origin}/api/xsrf`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  const token = decodeURIComponent(
    cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
  );
  return { cookie: cookies.join('; '), 'x-xsrf-token': token, origin };
}

async function leadCases(label, env) {
  const api = await startApi(env);
  try {
    const headers = { ...(await session(api.origin)), 'content-type': 'application/json' };
    const body = JSON.stringify({
      product: 'fiesta',
      amount: 500,
      period: 61,
      periodScale: 'days',
      tags: ['ui:react'],
    });
    const created = await fetch(`${api.origin}/api/v2/lead`, { method: 'POST', headers, body });
    const { id } = await created.json();
    // Status reads need the lead's access cookie, as the browser that created it sends.
    const access = created.headers.getSetCookie().map((c) => c.split(';')[0]);
    const reader = { cookie: [headers.cookie, ...access].join('; ') };
    const rows = [];
    rows.push(
      row(
        `lead create (${label})`,
        await run({ url: `${api.origin}/api/v2/lead`, method: 'POST', headers, body }),
      ),
    );
    rows.push(
      row(
        `lead status (${label})`,
        await run({ url: `${api.origin}/api/lead/status/${id}`, headers: reader }),
      ),
    );
    return rows;
  } finally {
    await api.stop();
  }
}

async function ceiling() {
  const app = Fastify();
  app.get('/', () => ({ hello: 'world' }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return [row('Fastify hello-world (ceiling)', await run({ url: `http://127.0.0.1:${port}/` }))];
  } finally {
    await app.close();
  }
}

const rows = [...(await ceiling())];
rows.push(...(await leadCases('PGlite', {})));
const cluster = await startCluster();
try {
  rows.push(...(await leadCases('PostgreSQL', { DATABASE_URL: cluster.url })));
} finally {
  cluster.stop();
}
console.log(
  `\n${connections} connections, ${duration} s per case, loopback, ${process.platform} ${process.arch}, Node ${process.version}\n`,
);
console.log('| case | p50 ms | p99 ms | req/s | non-2xx |');
console.log('|---|---|---|---|---|');
for (const line of rows) console.log(line);
