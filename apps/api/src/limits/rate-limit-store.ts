import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open-database.ts';
import { MINUTE } from '../config/limits.ts';
import { countUse, counterKey, sweepAllExpiredCounters } from './counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreDeps {
  db: Db;
  secret: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: unknown; url?: string };
}

/**
 * A @fastify/rate-limit store (README "Custom Store") on the shared counters: the plugin keeps
 * its key generator (client address, IPv6 by subnet), headers and Retry-After; the count lives
 * in the database, so every instance sees the same one. Routes with the same groupId share a
 * budget (config/limits.ts routeLimits). Expired counters are swept at most once a minute per
 * instance, started by a request's limit check and run beside it (outside any transaction, and
 * the request does not wait for it), until none is left or its time budget is spent: the table
 * stays at the live windows plus a minute's worth (sweepAllExpiredCounters states the bound).
 */
export function databaseRateLimitStore(deps: StoreDeps) {
  let nextSweep = 0;
  function sweepNow(now: Date): void {
    if (now.getTime() < nextSweep) return;
    nextSweep = now.getTime() + MINUTE;
    sweepAllExpiredCounters(deps.db, now).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'rate limit sweep failed');
    });
  }

  return class DatabaseRateLimitStore {
    private readonly budget: string;

    // The plugin constructs the root store with its options; child() names the budget.
    constructor(budget: unknown) {
      this.budget = typeof budget === 'string' ? budget : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = deps.now();
      countUse(deps.db, counterKey(deps.secret, this.budget, key), timeWindow, now)
        .then((count) => {
          sweepNow(now);
          callback(null, { current: count.count, ttl: count.resetAt.getTime() - now.getTime() });
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    }

    // Typed as route options by the plugin, but called with the route's merged rate-limit
    // options (index.js mergeParams): groupId, and routeInfo for the route itself.
    child(options: object): DatabaseRateLimitStore {
      const { groupId, routeInfo } = options as ChildOptions;
      return new DatabaseRateLimitStore(
        groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url ?? ''}`,
      );
    }
  };
}
