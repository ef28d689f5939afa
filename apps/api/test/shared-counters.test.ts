import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/open-database.ts';
import {
  countUse,
  counterKey,
  peekCount,
  sweepAllExpiredCounters,
  sweepExpiredCounters,
} from '../src/limits/counters.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The counters every instance shares. On PGlite the calls queue on one connection; in the
// PostgreSQL run (scripts/pg-test.mjs) they race on the pool's ten connections.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const t0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('shared rate-limit counters', () => {
  it('counts 50 parallel uses as exactly 50, each count once', async () => {
    const uses = await Promise.all(
      Array.from({ length: 50 }, () => countUse(database.db, 'test:parallel', 60_000, t0)),
    );
    expect(uses.map((u) => u.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await peekCount(database.db, 'test:parallel', t0)).toBe(50);
  });

  it('keeps the window end, then starts a new window once it has passed', async () => {
    const first = await countUse(database.db, 'test:window', 1000, t0);
    const second = await countUse(database.db, 'test:window', 1000, at(999));
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(second.resetAt).toEqual(at(1000));
    const fresh = await countUse(database.db, 'test:window', 1000, at(1000));
    expect(fresh).toEqual({ count: 1, resetAt: at(2000) });
    expect(await peekCount(database.db, 'test:window', at(2000))).toBe(0);
  });

  it('sweeps expired counters and keeps live ones', async () => {
    await countUse(database.db, 'test:old', 1000, t0);
    await countUse(database.db, 'test:live', 10_000, t0);
    await sweepExpiredCounters(database.db, at(5000));
    const keys = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((k) => k.key)).toContain('test:live');
    expect(keys.map((k) => k.key)).not.toContain('test:old');
  });

  it('empties 5,000 expired counters in one sweep, keeping the live ones', async () => {
    // What sustained creates leave behind: a bot-check answer and a client window each.
    await sql`insert into rate_limits (key, count, reset_at)
      select 'test:expired:' || g, 1, ${at(1000)} from generate_series(1, 5000) g`.execute(
      database.db,
    );
    await sql`insert into rate_limits (key, count, reset_at)
      select 'test:live:' || g, 1, ${at(60_000)} from generate_series(1, 50) g`.execute(
      database.db,
    );
    expect(await sweepAllExpiredCounters(database.db, at(5000))).toBeGreaterThanOrEqual(5000);
    const left = await database.db
      .selectFrom('rate_limits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reset_at', '<=', at(5000))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    const live = await database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'test:live:%')
      .execute();
    expect(live).toHaveLength(50);
  });

  it('keys hold no subject, only its keyed hash', () => {
    const key = counterKey('secret', 'sms-number', '+34612345678');
    expect(key).toMatch(/^sms-number:[\w-]{32}$/);
    expect(key).not.toContain('612345678');
    expect(counterKey('other-secret', 'sms-number', '+34612345678')).not.toBe(key);
  });

  it('migrates once: a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
