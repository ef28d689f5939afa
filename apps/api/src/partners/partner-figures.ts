import { sql } from 'kysely';
import {
  partnerAnswerOutcomes,
  type OperatorPartners,
} from '@finceptiv/contract/api/operator-routes';
import { shownCount, smallCountFloor } from '@finceptiv/contract/operator-aggregates';
import type { Db } from '../db/open-database.ts';
import { quantileOf, type BucketCount } from '../figures/log-histogram.ts';
import { readFigures } from '../figures/read-figures.ts';
import { utcDaysEnding } from '../figures/utc-days.ts';
import { isRemote, type Catalogue } from './catalogue.ts';
import { allOpenBreakers } from './circuit-breaker.ts';
import type { AnswerOutcome } from './partner-answers.ts';

// The operator's view of the partners (ADR 0061), from the daily rollup only: a period is at most
// 90 days x partners x outcomes x latency buckets rows, whatever the number of leads behind them.

interface Tally {
  counts: Record<AnswerOutcome, number>;
  latency: BucketCount[];
}

const emptyTally = (): Tally => ({
  counts: Object.fromEntries(partnerAnswerOutcomes.map((o) => [o, 0])) as Tally['counts'],
  latency: [],
});

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export async function partnerFigures(
  db: Db,
  catalogue: Catalogue,
  period: { days: number; lastDay: Date },
): Promise<OperatorPartners['rows']> {
  const { firstDay, lastDay } = utcDaysEnding(period.days, period.lastDay);
  const rows = await readFigures(db, (trx) =>
    trx
      .selectFrom('partner_answers_daily')
      .select(['partner_id', 'outcome', 'bucket'])
      .select(sql<number | string>`sum(answers)`.as('answers'))
      .where('day', '>=', firstDay)
      .where('day', '<=', lastDay)
      .groupBy(['partner_id', 'outcome', 'bucket'])
      .execute(),
  );
  const tallies = new Map<string, Tally>();
  for (const row of rows) {
    const tally = tallies.get(row.partner_id) ?? emptyTally();
    tallies.set(row.partner_id, tally);
    const count = Number(row.answers);
    tally.counts[row.outcome as AnswerOutcome] += count;
    if (row.bucket >= 0) tally.latency.push({ bucket: row.bucket, count });
  }
  const open = await allOpenBreakers(db, period.lastDay);
  const known = catalogue.partners.map((p) => ({ id: p.id, name: p.name, remote: isRemote(p) }));
  // A partner taken out of the catalogue keeps its figures for the period.
  const gone = [...tallies.keys()]
    .filter((id) => !known.some((p) => p.id === id))
    .map((id) => ({ id, name: id, remote: true }));
  return [...known, ...gone].map(({ id, name, remote }) => {
    const { counts, latency } = tallies.get(id) ?? emptyTally();
    const sent = partnerAnswerOutcomes
      .filter((outcome) => outcome !== 'skipped')
      .reduce((sum, outcome) => sum + counts[outcome], 0);
    const shown = Object.fromEntries(
      partnerAnswerOutcomes.map((outcome) => [outcome, shownCount(counts[outcome])]),
    ) as Record<AnswerOutcome, ReturnType<typeof shownCount>>;
    return {
      partner: id,
      name,
      decision: remote ? 'remote' : 'local',
      sent: shownCount(sent),
      ...shown,
      acceptanceRate: sent >= smallCountFloor ? round(counts.accepted / sent, 3) : null,
      medianMs: quantileOf(latency, 0.5),
      p95Ms: quantileOf(latency, 0.95),
      circuitOpenUntil: open.get(id)?.toISOString() ?? null,
    };
  });
}
