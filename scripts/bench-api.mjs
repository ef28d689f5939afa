#!/usr/bin/env node
// API benchmark (npm run bench:api): autocannon on loopback, ~10 s per case. Lead creation
// and status reads on PGlite, on PostgreSQL (a throwaway cluster) with one instance, and with
// two instances on the same database, the connections split between them as a balancer would
// (issue 24 item 6); plus a bare Fastify hello-world as the ceiling. Prints a markdown table of
// p50/p99 latency and throughput, and the two-instance to one-instance ratios.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, startCluster } from './pg-cluster.mjs';
import { session, solvedAnswers, startApi } from './bench-support.mjs';

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

const lead = {
  product: 'fiesta',
  amount: 500,
  period: 61,
  periodScale: 'days',
  tags: ['ui:react'],
};
// More answers than a case's creates: one that runs out sends none, and is counted as non-2xx.
const answersPerCase = Number(process.env.BENCH_ANSWERS ?? 8000);

const leadBody = (answers) => JSON.stringify({ ...lead, recaptchaToken: answers.pop() ?? '' });

/**
 * Lead creation and status reads spread over `apis` (one or more instances of one deployment):
 * each instance gets its share of the connections, all at once, with the browser's headers and
 * its own origin. Results are merged: requests summed, the worst instance's latency.
 */
async function leadCases(label, apis) {
  const [first] = apis;
  const headers = { ...(await session(first.origin)), 'content-type': 'application/json' };
  const answers = await solvedAnswers(first.origin, answersPerCase);
  const created = await fetch(`${first.origin}/api/v2/lead`, {
    method: 'POST',
    headers,
    body: leadBody(answers),
  });
  const { id } = await created.json();
  // Status reads need the lead's access cookie, as the browser that created it sends.
  const access = created.headers.getSetCookie().map((c) => c.split(';')[0]);
  const reader = { cookie: [headers.cookie, ...access].join('; ') };
  const share = Math.max(1, Math.round(connections / apis.length));
  const spread = async (options) =>
    merge(await Promise.all(apis.map((api) => run({ connections: share, ...options(api) }))));
  const create = await spread((api) => ({
    url: `${api.origin}/api/v2/lead`,
    method: 'POST',
    headers: { ...headers, origin: api.origin },
    requests: [{ setupRequest: (request) => ({ ...request, body: leadBody(answers) }) }],
  }));
  const status = await spread((api) => ({
    url: `${api.origin}/api/lead/status/${id}`,
    headers: reader,
  }));
  return {
    create,
    status,
    rows: [row(`lead create (${label})`, create), row(`lead status (${label})`, status)],
  };
}

function merge(results) {
  return {
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    latency: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
    requests: { average: results.reduce((sum, r) => sum + r.requests.average, 0) },
  };
}

async function withApis(count, env, work) {
  const apis = await Promise.all(Array.from({ length: count }, () => startApi(env)));
  try {
    return await work(apis);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
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
rows.push(...(await withApis(1, {}, (apis) => leadCases('PGlite', apis))).rows);
const cluster = await startCluster();
let ratios = '';
try {
  const env = { DATABASE_URL: cluster.url };
  const one = await withApis(1, env, (apis) => leadCases('PostgreSQL', apis));
  const two = await withApis(2, env, (apis) => leadCases('PostgreSQL, 2 instances', apis));
  rows.push(...one.rows, ...two.rows);
  const ratio = (a, b) => (a.requests.average / b.requests.average).toFixed(2);
  ratios = `Two instances / one on PostgreSQL, throughput: lead create x${ratio(two.create, one.create)}, lead status x${ratio(two.status, one.status)} (same ${connections} connections in total, split between the instances).`;
} finally {
  cluster.stop();
}
console.log(
  `\n${connections} connections, ${duration} s per case, loopback, ${process.platform} ${process.arch}, Node ${process.version}\n`,
);
console.log('| case | p50 ms | p99 ms | req/s | non-2xx |');
console.log('|---|---|---|---|---|');
for (const line of rows) console.log(line);
console.log(`\n${ratios}`);
