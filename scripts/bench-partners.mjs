#!/usr/bin/env node
// Partner answers at a year's volume (npm run bench:partners). A throwaway PostgreSQL cluster
// gets a lender's year, made by SQL alone: at SCALE=1, 1,000,000 applications over 365 days, each
// asked of 2 to 6 (4 on average) of 20 remote partners, so about 4,000,000 `partner_answers` rows
// with realistic outcomes and log-normal latencies. One aggregate statement fills the daily
// rollup from them with the bucket expression of figures/log-histogram.ts. Then: the operator's
// partner figure (partnerFigures) over 7, 28 and 90 days, the rollup's rows and size, and the
// cost of claiming and settling an answer on the loaded database. Prints markdown and writes it
// into docs/benchmarks.md between the bench:partners markers.
//
//   SCALE             share of the year's applications (1; a quick run: 0.01); always 365 days
//   BENCH_RUNS        timed calls per figure (20), after BENCH_WARMUPS (3) untimed ones
//   BENCH_SETTLES     claim + settle pairs timed one after another (2000)
//   BENCH_NO_WRITE=1  print only; leave docs/benchmarks.md alone
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import * as prettier from 'prettier';
import { partnerAnswerOutcomes } from '@finceptiv/contract/api/operator-routes';
import { migrateToLatest, openDatabase } from '../apps/api/src/db/open-database.ts';
import { bucketOf } from '../apps/api/src/figures/log-histogram.ts';
import { catalogueSchema } from '../apps/api/src/partners/catalogue-schema.ts';
import { claimAnswers, settleAnswer } from '../apps/api/src/partners/partner-answers.ts';
import { partnerFigures } from '../apps/api/src/partners/partner-figures.ts';
import { root } from './bench-support.mjs';
import { startCluster } from './pg-cluster.mjs';

const scale = Number(process.env.SCALE ?? 1);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const warmups = Number(process.env.BENCH_WARMUPS ?? 3);
const settles = Number(process.env.BENCH_SETTLES ?? 2000);
const noWrite = process.env.BENCH_NO_WRITE === '1';
if (!(scale > 0)) throw new Error('SCALE: a number above 0');

// A lender's year at SCALE=1.
const year = { applications: 1_000_000, days: 365 };
const partnerCount = 20;
/** Partners asked per application: 2 to 6, evenly, so 4 on average. */
const asks = { min: 2, max: 6 };
/** Outcome shares, cumulative in this order. */
const shares = { accepted: 0.35, declined: 0.5, timedOut: 0.07, errors: 0.05, skipped: 0.03 };
/** Latency of an answer that came back (accepted, declined, errors): log-normal, in ms. */
const latency = { median: 400, sigma: 0.9, floor: 20, cap: 10_000 };
/** The outcomes with a measured latency; the others are counted in bucket -1. */
const latencyOutcomes = ['accepted', 'declined', 'errors'];
/** The partners' timeout; a timed-out answer has no latency (bucket -1). */
const timeoutMs = 10_000;
/** Applications per insert statement. */
const chunk = 100_000;
// The operator figure's budget (ms) for its p95, per period.
const budgets = { 7: 100, 28: 100, 90: 100 };
const periods = [7, 28, 90];

const log = (line) => process.stderr.write(`[bench:partners] ${line}\n`);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const secs = (ms) => (ms / 1000).toFixed(1);
const ms1 = (ms) => ms.toFixed(1);
const ms2 = (ms) => ms.toFixed(2);
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Nearest-rank percentile of the samples. */
function percentile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}
const stats = (samples) => ({
  median: percentile(samples, 0.5),
  p95: percentile(samples, 0.95),
  max: Math.max(...samples),
});

const phaseTimes = [];
async function phase(name, work) {
  log(`${name}: start`);
  const start = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - start;
    phaseTimes.push({ name, ms });
    log(`${name}: ${secs(ms)} s`);
  }
}

const cleanups = [];
async function stopAll() {
  while (cleanups.length > 0) {
    const stop = cleanups.pop();
    try {
      await stop();
    } catch (error) {
      log(`stopping: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void stopAll().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// The catalogue: 20 remote partners, as a lender would write them (checked by the schema).

const partnerIds = Array.from(
  { length: partnerCount },
  (_, i) => `partner-${String(i + 1).padStart(2, '0')}`,
);
const catalogueFile = catalogueSchema.parse({
  partners: partnerIds.map((id, i) => ({
    id,
    name: `Partner ${i + 1}`,
    serves: { countries: ['ES'] },
    steps: [],
    end: { kind: 'thank-you' },
    decision: {
      kind: 'remote',
      decisionUrl: `https://${id}.example/decide`,
      timeoutMs,
      secretEnv: `PARTNER_${String(i + 1).padStart(2, '0')}_SECRET`,
    },
  })),
});
const catalogue = {
  ...catalogueFile,
  partners: catalogueFile.partners.map((p) => ({ ...p, secret: 'bench-secret-not-used' })),
};

// ---------------------------------------------------------------------------------------------
// The load.

const utcMidnight = (at) => new Date(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`);

/**
 * Applications `from`..`to` (1-based, in time order over the year) and their answers. Each asks
 * `asks.min`..`asks.max` distinct partners (a random first one, then every 7th: 7 and 20 are
 * coprime); each answer draws its outcome and, when it came back, a log-normal latency.
 */
function insertAnswers(from, to, applications, firstDay) {
  const cut = [];
  let sum = 0;
  for (const outcome of partnerAnswerOutcomes) {
    sum += shares[outcome];
    cut.push(sql`when r < ${sql.lit(Number(sum.toFixed(6)))} then ${sql.lit(outcome)}`);
  }
  const spread = asks.max - asks.min + 1;
  return sql`
    insert into partner_answers (lead_id, partner_id, application_id, status, asked_at,
      answered_at, latency_ms, offer, redirect_url, reason)
    select lead_id, partner_id, gen_random_uuid(), status, asked_at,
      case
        when latency_ms is not null then asked_at + latency_ms * interval '1 millisecond'
        when status = 'timedOut' then asked_at + ${sql.lit(timeoutMs)} * interval '1 millisecond'
        else asked_at
      end,
      latency_ms,
      case when status = 'accepted' then jsonb_build_object(
        'amount', amount, 'period', 12, 'periodScale', 'months',
        'monthlyPayment', round(amount * 1.25 / 12, 2), 'totalRepayable', round(amount * 1.25, 2),
        'apr', 39.5, 'monthlyInterestRate', 0.0275) end,
      null,
      case status when 'declined' then 'policy' when 'errors' then 'http 503' end
    from (
      select lead_id, partner_id, status, asked_at, amount,
        case when status in (${sql.join(latencyOutcomes.map((o) => sql.lit(o)))}) then
          cast(least(${sql.lit(latency.cap)}, greatest(${sql.lit(latency.floor)},
            round(exp(ln(${sql.lit(latency.median)}) + ${sql.lit(latency.sigma)}
              * sqrt(-2 * ln(u1)) * cos(2 * pi() * u2))))) as integer)
        end as latency_ms
      from (
        select a.lead_id, a.asked_at, a.amount,
          'partner-' || lpad(cast((a.first + j * 7) % ${sql.lit(partnerCount)} + 1 as text), 2, '0')
            as partner_id,
          case ${sql.join(cut, sql` `)} else 'skipped' end as status,
          u1, u2
        from (
          select a.*, j, random() as r, 1 - random() as u1, random() as u2
          from (
            select gen_random_uuid() as lead_id,
              cast(floor(random() * ${sql.lit(partnerCount)}) as integer) as first,
              ${sql.lit(asks.min)} + cast(floor(random() * ${sql.lit(spread)}) as integer) as asks,
              100 * (5 + cast(floor(random() * 96) as integer)) as amount,
              cast(${firstDay.toISOString()} as timestamptz)
                + cast((i - 1) * ${sql.lit(year.days)} / ${sql.lit(applications)} as integer)
                  * interval '1 day'
                + random() * interval '1 day' as asked_at
            from generate_series(${sql.lit(from)}, ${sql.lit(to)}) as i
          ) as a
          cross join lateral generate_series(0, a.asks - 1) as j
        ) as a
      ) as b
    ) as c`;
}

/**
 * The rollup from the raw rows in one aggregate statement: the day and bucket as the settling
 * statement takes them (partner-answers.ts addToRollup: the UTC day of asked_at; bucketOf of the
 * latency, -1 without one).
 */
const rollupOfRaw = () => sql`
  select cast(asked_at at time zone 'UTC' as date) as day, partner_id, status as outcome,
    case when latency_ms is null then -1 else ${bucketOf(sql.ref('latency_ms'))} end as bucket,
    cast(count(*) as integer) as answers
  from partner_answers
  where status in (${sql.join(partnerAnswerOutcomes.map((o) => sql.lit(o)))})
  group by 1, 2, 3, 4`;
const fillRollup = () => sql`
  insert into partner_answers_daily (day, partner_id, outcome, bucket, answers) ${rollupOfRaw()}`;

/**
 * Rows in which the rollup and the aggregate of the raw rows differ, after the settling phase
 * added answers through settleAnswer: 0 when the live upserts and the bulk statement agree.
 */
async function rollupDiffers(db) {
  const { rows } = await sql`
    with raw as (${rollupOfRaw()}),
      kept as (select day, partner_id, outcome, bucket, answers from partner_answers_daily)
    select (select count(*) from (table raw except table kept) as a)
      + (select count(*) from (table kept except table raw) as b) as n`.execute(db);
  return Number(rows[0].n);
}

async function load(db, lastDay) {
  const applications = Math.max(1, Math.round(year.applications * scale));
  const firstDay = new Date(utcMidnight(lastDay).getTime() - (year.days - 1) * 86_400_000);
  const statements = [];
  const timed = async (name, query) => {
    const start = performance.now();
    const result = await query.execute(db);
    const ms = performance.now() - start;
    const rows = result.numAffectedRows === undefined ? null : Number(result.numAffectedRows);
    statements.push({ name, rows, ms });
    log(`  ${name}: ${rows === null ? '' : `${fmt(rows)} rows, `}${secs(ms)} s`);
  };
  const inserted = [];
  for (let from = 1; from <= applications; from += chunk) {
    const to = Math.min(applications, from + chunk - 1);
    const start = performance.now();
    const result = await insertAnswers(from, to, applications, firstDay).execute(db);
    inserted.push({ rows: Number(result.numAffectedRows), ms: performance.now() - start });
    log(`  answers of applications ${fmt(from)}-${fmt(to)}: ${secs(inserted.at(-1).ms)} s`);
  }
  statements.push({
    name: `partner_answers, ${inserted.length} statement${inserted.length === 1 ? '' : 's'} of generate_series`,
    rows: inserted.reduce((sum, s) => sum + s.rows, 0),
    ms: inserted.reduce((sum, s) => sum + s.ms, 0),
  });
  // The cluster commits asynchronously (synchronous_commit off): VACUUM marks a page
  // all-visible only once the commit of its rows is flushed, which a checkpoint makes sure of.
  // Else the index-only scans the figure is built for would visit the heap for every row.
  await timed('checkpoint', sql`checkpoint`);
  await timed('vacuum analyze partner_answers', sql`vacuum (analyze) partner_answers`);
  await timed('partner_answers_daily, one aggregate insert', fillRollup());
  await timed('checkpoint', sql`checkpoint`);
  await timed('vacuum analyze partner_answers_daily', sql`vacuum (analyze) partner_answers_daily`);
  // The breakers: two partners' open (the figure reads them too), the rest closed.
  await timed(
    'partner_circuits',
    sql`insert into partner_circuits (partner_id, failures, open_until)
      select id, case when n <= 2 then 5 else 0 end,
        case when n <= 2 then cast(${lastDay.toISOString()} as timestamptz) + interval '1 minute' end
      from unnest(cast(${partnerIds} as text[])) with ordinality as p (id, n)`,
  );
  return { applications, firstDay, statements };
}

// ---------------------------------------------------------------------------------------------
// The measurements.

async function figures(db, lastDay) {
  const results = [];
  for (const days of periods) {
    const firstDay = new Date(utcMidnight(lastDay).getTime() - (days - 1) * 86_400_000);
    const { rows } = await sql`
      select count(*) as n from partner_answers_daily
      where day between ${firstDay.toISOString().slice(0, 10)}
        and ${lastDay.toISOString().slice(0, 10)}`.execute(db);
    for (let i = 0; i < warmups; i++) await partnerFigures(db, catalogue, { days, lastDay });
    const samples = [];
    let shown;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      shown = await partnerFigures(db, catalogue, { days, lastDay });
      samples.push(performance.now() - start);
    }
    const result = { days, rowsRead: Number(rows[0].n), ...stats(samples), shown };
    log(
      `  ${days} days: ${fmt(result.rowsRead)} rollup rows, median ${ms1(result.median)} ms, p95 ${ms1(result.p95)} ms`,
    );
    results.push(result);
  }
  return results;
}

/** The figure's rollup read exactly as partnerFigures sends it, under EXPLAIN ANALYZE. */
async function explainFigure(db, days, lastDay) {
  const captured = [];
  const capture = {
    transformQuery({ node, queryId }) {
      captured.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await partnerFigures(db.withPlugin(capture), catalogue, { days, lastDay });
  const read = captured.find((q) => q.sql.includes('"partner_answers_daily"'));
  if (read === undefined) throw new Error('the figure sent no read of partner_answers_daily');
  return db.transaction().execute(async (trx) => {
    // As readFigures runs it.
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    const { rows } = await trx.executeQuery(
      CompiledQuery.raw(`explain (analyze, buffers) ${read.sql}`, [...read.parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']);
  });
}

/**
 * Claim and settle, one answer after another, as a lead's decision does: the claim (in the API,
 * part of the transaction that moves the lead to Checking), then the settlement in a transaction
 * of its own (the answer row's update and the rollup's upsert).
 */
async function settling(db) {
  const draws = partnerAnswerOutcomes.flatMap((o) =>
    Array.from({ length: Math.round(shares[o] * 100) }, () => o),
  );
  const one = async () => {
    const leadId = randomUUID();
    const partnerId = partnerIds[Math.floor(Math.random() * partnerIds.length)];
    const outcome = draws[Math.floor(Math.random() * draws.length)];
    const withLatency = latencyOutcomes.includes(outcome);
    const settlement = {
      outcome,
      latencyMs: withLatency
        ? Math.round(latency.median * Math.exp(latency.sigma * gauss()))
        : null,
      ...(outcome === 'accepted'
        ? {
            offer: {
              amount: 1500,
              period: 12,
              periodScale: 'months',
              monthlyPayment: 156.25,
              totalRepayable: 1875,
              monthlyInterestRate: 0.0275,
            },
          }
        : {}),
    };
    const start = performance.now();
    const claimed = await claimAnswers(db, leadId, [partnerId], new Date());
    const claimedAt = performance.now();
    const settled = await db
      .transaction()
      .execute((trx) => settleAnswer(trx, leadId, partnerId, settlement, new Date()));
    const end = performance.now();
    if (claimed.size !== 1 || !settled) throw new Error('an answer was not claimed and settled');
    return { pair: end - start, claim: claimedAt - start, settle: end - claimedAt };
  };
  const warm = Math.min(50, settles);
  for (let i = 0; i < warm; i++) await one();
  const samples = [];
  for (let i = 0; i < settles; i++) samples.push(await one());
  return {
    warm,
    pair: stats(samples.map((s) => s.pair)),
    claim: stats(samples.map((s) => s.claim)),
    settle: stats(samples.map((s) => s.settle)),
  };
}

/** The plan's nodes, outermost first, with their actual rows and time; buffers; execution. */
function summarizePlan(plan) {
  const nodes = [];
  for (const line of plan) {
    const m =
      /^\s*(?:->\s*)?(.+?)\s+\(cost=[^)]*\)\s+\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/.exec(
        line,
      );
    if (m) nodes.push(`${m[1]} (${fmt(Number(m[3]))} rows, ${m[2]} ms)`);
  }
  const fetches = plan.find((l) => /Heap Fetches/.test(l))?.trim();
  const buffers = plan.find((l) => /Buffers:/.test(l))?.trim();
  const execution = plan.find((l) => /Execution Time/.test(l))?.trim();
  return [nodes.join(' over '), fetches, buffers, execution].filter(Boolean).join('; ');
}

function gauss() {
  return Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
}

async function sizes(db) {
  const { rows } = await sql`
    select s.relname as name, s.n_live_tup as rows,
      pg_total_relation_size(s.relid) as total, pg_relation_size(s.relid) as heap,
      c.relpages as pages, c.relallvisible as visible
    from pg_stat_user_tables as s join pg_class as c on c.oid = s.relid
    where s.relname in ('partner_answers', 'partner_answers_daily')
    order by s.relname`.execute(db);
  return rows.map((r) => ({
    name: r.name,
    rows: Number(r.rows),
    total: Number(r.total),
    heap: Number(r.heap),
    pages: Number(r.pages),
    visible: Number(r.visible),
  }));
}

/** What the rollup holds: rows per partner and day, the latency buckets seen. */
async function rollupShape(db) {
  const { rows } = await sql`
    select count(*) as rows, count(distinct (day, partner_id)) as partner_days,
      count(distinct bucket) filter (where bucket >= 0) as buckets,
      min(bucket) filter (where bucket >= 0) as low, max(bucket) as high,
      sum(answers) as answers,
      (select count(*) from partner_answers) as raw
    from partner_answers_daily`.execute(db);
  const r = rows[0];
  return {
    rows: Number(r.rows),
    partnerDays: Number(r.partner_days),
    buckets: Number(r.buckets),
    low: Number(r.low),
    high: Number(r.high),
    answers: Number(r.answers),
    raw: Number(r.raw),
  };
}

// ---------------------------------------------------------------------------------------------
// The report.

/** Between the markers only; the file goes through prettier so `npm run format:check` holds. */
async function writeDocs(markdown) {
  const file = path.join(root, 'docs/benchmarks.md');
  const open = '<!-- bench:partners -->';
  const close = '<!-- /bench:partners -->';
  let text = readFileSync(file, 'utf8');
  if (!text.includes(open))
    text = `${text.trimEnd()}\n\n## Partner answers at a year's volume (\`npm run bench:partners\`)\n\n${open}\n${close}\n`;
  const from = text.indexOf(open) + open.length;
  const to = text.indexOf(close);
  const next = `${text.slice(0, from)}\n\n${markdown.trim()}\n\n${text.slice(to)}`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  log(`written into ${path.relative(root, file)}`);
}

function commandLine() {
  const names = ['SCALE', 'BENCH_RUNS', 'BENCH_WARMUPS', 'BENCH_SETTLES'];
  const set = names
    .filter((n) => process.env[n] !== undefined)
    .map((n) => `${n}=${process.env[n]}`);
  return [...set, 'npm run bench:partners'].join(' ');
}

async function main() {
  const cluster = await phase('cluster', () => startCluster());
  cleanups.push(() => cluster.stop());
  const admin = openDatabase({ databaseUrl: cluster.url });
  cleanups.push(() => admin.destroy());
  await sql`create database bench_partners`.execute(admin);
  const db = openDatabase({ databaseUrl: cluster.url.replace(/\/postgres$/, '/bench_partners') });
  cleanups.push(() => db.destroy());
  const { rows: versionRows } = await sql`show server_version`.execute(db);
  const version = versionRows[0].server_version;
  const { rows: settings } = await sql`
    select name, current_setting(name) as value from pg_settings
    where name in ('shared_buffers', 'work_mem', 'max_wal_size', 'effective_cache_size')
    order by name`.execute(db);
  await phase('migrate', () => migrateToLatest(db));

  const lastDay = new Date();
  const loaded = await phase('load', () => load(db, lastDay));
  const shape = await rollupShape(db);
  if (shape.answers !== shape.raw)
    throw new Error(`the rollup counts ${shape.answers} answers, the table holds ${shape.raw}`);
  const size = await sizes(db);
  const loadBefore = os.loadavg()[0];
  const figureResults = await phase('figures', () => figures(db, lastDay));
  const plan = await phase('explain', () => explainFigure(db, 90, lastDay));
  for (const line of plan) log(`  ${line}`);
  const settled = await phase('settling', () => settling(db));
  log(
    `  pair median ${ms2(settled.pair.median)} ms, p95 ${ms2(settled.pair.p95)} ms, max ${ms2(settled.pair.max)} ms`,
  );
  const loadAfter = os.loadavg()[0];
  const differing = await phase('check', () => rollupDiffers(db));
  if (differing !== 0) log(`  the rollup and the raw rows' aggregate differ in ${differing} rows`);

  const rollup = size.find((s) => s.name === 'partner_answers_daily');
  const raw = size.find((s) => s.name === 'partner_answers');
  const perPartnerDay = shape.rows / shape.partnerDays;
  const over = figureResults.filter((r) => r.p95 > budgets[r.days]);
  const totalLoad = loaded.statements.reduce((sum, s) => sum + s.ms, 0);
  const sentShown = figureResults.at(-1).shown;
  const planSummary = summarizePlan(plan);
  const bucketSpan = shape.high - shape.low + 1;
  const rowsBound = latencyOutcomes.length * bucketSpan + 2;

  const out = [
    `### ${new Date().toISOString().slice(0, 10)}, SCALE=${scale}`,
    '',
    `\`${commandLine()}\` on ${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, PostgreSQL ${version} (a throwaway cluster of scripts/pg-cluster.mjs: fsync off; ${settings.map((s) => `${s.name} ${s.value}`).join(', ')}). The figure is called in the benchmark's process on the API's own pool (no HTTP). The machine's 1-minute load average: ${loadBefore.toFixed(2)} before the figures, ${loadAfter.toFixed(2)} after the settling.`,
    '',
    `**Load** (${secs(totalLoad)} s): ${fmt(loaded.applications)} applications over ${year.days} days, each asked of ${asks.min} to ${asks.max} of ${partnerCount} remote partners; outcomes drawn at ${partnerAnswerOutcomes.map((o) => `${o} ${Math.round(shares[o] * 100)} %`).join(', ')}; a latency for accepted, declined and errors, log-normal (median ${latency.median} ms, σ ${latency.sigma}, within ${latency.floor} ms to ${fmt(latency.cap)} ms). The rollup is filled by one \`insert … select … group by\` whose bucket is \`bucketOf\` of figures/log-histogram.ts (-1 without a latency); its counts add up to the ${fmt(shape.raw)} answers.`,
    '',
    '| statement | rows | seconds |',
    '| --- | ---: | ---: |',
    ...loaded.statements.map(
      (s) => `| ${s.name} | ${s.rows === null ? '' : fmt(s.rows)} | ${secs(s.ms)} |`,
    ),
    '',
    '| table | rows | total size (`pg_total_relation_size`) | heap | all-visible pages |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...size.map(
      (s) =>
        `| ${s.name} | ${fmt(s.rows)} | ${mb(s.total)} | ${mb(s.heap)} | ${fmt(s.visible)} of ${fmt(s.pages)} |`,
    ),
    '',
    `The rollup holds ${fmt(shape.rows)} rows: ${perPartnerDay.toFixed(1)} per partner and day on average (${fmt(shape.partnerDays)} partner-days), ${shape.buckets} latency buckets seen (${shape.low} to ${shape.high}).`,
    '',
    `**Operator figure** \`partnerFigures\` (${warmups} warm-ups, then ${runs} calls one after another; budget: p95 under 100 ms): ${over.length === 0 ? 'within budget for every period' : `**over budget** for ${over.map((r) => `${r.days} days`).join(', ')}`}.`,
    '',
    '| period | rollup rows read | median ms | p95 ms | max ms | p95 budget |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...figureResults.map(
      (r) =>
        `| ${r.days} days | ${fmt(r.rowsRead)} | ${ms1(r.median)} | ${ms1(r.p95)} | ${ms1(r.max)} | ${budgets[r.days]} ms: ${r.p95 <= budgets[r.days] ? 'ok' : '**over**'} |`,
    ),
    '',
    `The 90-day read under \`EXPLAIN (ANALYZE, BUFFERS)\`, as readFigures runs it (no parallel workers): ${planSummary}. The figure lists ${sentShown.length} partners.`,
    '',
    ...(over.length > 0 ? ['The plan:', '', '```text', ...plan, '```', ''] : []),
    `**Settling** (${fmt(settles)} pairs one after another, after ${settled.warm} warm-up pairs, on the loaded database; each a \`claimAnswers\` of one partner for a new lead, then \`settleAnswer\` in a transaction: the answer row's update and the rollup's upsert into today's row):`,
    '',
    '| step | median ms | p95 ms | max ms |',
    '| --- | ---: | ---: | ---: |',
    `| claim + settle | ${ms2(settled.pair.median)} | ${ms2(settled.pair.p95)} | ${ms2(settled.pair.max)} |`,
    `| claimAnswers | ${ms2(settled.claim.median)} | ${ms2(settled.claim.p95)} | ${ms2(settled.claim.max)} |`,
    `| settleAnswer (transaction) | ${ms2(settled.settle.median)} | ${ms2(settled.settle.p95)} | ${ms2(settled.settle.max)} |`,
    '',
    `After the settling, the rollup and the one aggregate statement over the raw rows ${differing === 0 ? 'agree in every row: the bulk fill and the live upserts bucket alike' : `**differ in ${fmt(differing)} rows**`}.`,
    '',
    `**Growth:** the figure reads the rollup only, days × partners × the (outcome, bucket) rows of a partner's day: here ${perPartnerDay.toFixed(0)} on average, one each for timedOut and skipped (bucket -1), one per latency bucket seen for ${latencyOutcomes.join(', ')}. That does not grow with the applications once a partner's day has filled the buckets its latencies reach: at most ${latencyOutcomes.length} × ${bucketSpan} + 2 = ${fmt(rowsBound)} here (${latency.floor} ms to the ${fmt(latency.cap)} ms cap), so however many the applications, a period reads at most ${(rowsBound / perPartnerDay).toFixed(1)} times the rows it reads here, while more partners or a longer period add rows in proportion. Settling is O(1) per answer: an insert and an update by the primary key of \`partner_answers\` and one upsert by the rollup's primary key, index lookups whatever the tables' size. The rollup here is filled at once and vacuumed; live, each settled answer writes a new version of its rollup row (\`answers\` is in the primary key's INCLUDE, so no HOT update) until autovacuum passes, so the latest days' pages are not all-visible and their rows cost a heap visit each.`,
    '',
    `Phases: ${phaseTimes.map((p) => `${p.name} ${secs(p.ms)} s`).join(', ')}.`,
  ];
  const markdown = out.join('\n');
  process.stdout.write(`\n${markdown}\n`);
  if (!noWrite) await writeDocs(markdown);
  log(`raw table ${mb(raw.total)}, rollup ${mb(rollup.total)}`);
}

try {
  await main();
} finally {
  await stopAll();
}
