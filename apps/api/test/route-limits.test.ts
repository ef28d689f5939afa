import { apiRoutes, type ApiRouteName } from '@finceptiv/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLimits, type Limits } from '../src/config/limits.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every per-client route limit, lowered to 2: the third call of a budget (whichever of its
// routes) is a 429 with Retry-After, and the budget is back once its window has passed on the
// injected clock. The limit runs before the handler, so a call with an empty body counts.
const perClient: Partial<Limits> = {
  leadCreatePerClientPerMinute: 2,
  leadUpdatesPerClientPerMinute: 2,
  botChallengesPerClientPerMinute: 2,
  smsSendsPerClientPerHour: 2,
  verifyAttemptsPerClientPerHour: 2,
  uploadsPerClientPerHour: 2,
  passwordAttemptsPerClientPerHour: 2,
  unsubscribesPerClientPerHour: 2,
  affiliateEventsPerClientPerMinute: 2,
  vitalsReportsPerClientPerMinute: 2,
  journeyReportsPerClientPerMinute: 2,
  missingTranslationsPerClientPerMinute: 2,
  operatorSignInsPerClientPerHour: 2,
};

let t: TestApp;
let now = new Date('2030-01-01T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ deps: { limits: perClient, now: () => now } });
});
afterAll(() => t.close());

const budgets = new Map<string, { windowMs: number; routes: ApiRouteName[] }>();
for (const [name, limit] of Object.entries(routeLimits({ ...perClient } as Limits))) {
  const entry = budgets.get(limit.budget) ?? { windowMs: limit.windowMs, routes: [] };
  entry.routes.push(name as ApiRouteName);
  budgets.set(limit.budget, entry);
}

function call(name: ApiRouteName, remoteAddress = '203.0.113.7') {
  const route = apiRoutes[name];
  const url = route.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
  // An empty body that says it carries no bot-check answer: the client solves none (and so
  // fetches no challenge from another budget) before a lead create.
  return t.client.inject({
    method: route.method,
    url,
    payload: { recaptchaToken: undefined },
    remoteAddress,
  });
}

describe('per-client route limits on the shared store', () => {
  it('covers every route the brief names', () => {
    expect([...budgets.keys()].sort()).toEqual(
      [
        'affiliate-event',
        'bot-challenge',
        'journey',
        'lead-create',
        'lead-update',
        'missing-translations',
        'operator-sign-in',
        'password',
        'sms-send',
        'unsubscribe',
        'upload',
        'verify',
        'vitals',
      ].sort(),
    );
  });

  it.each([...budgets.entries()])(
    '%s: admits 2 across its routes, refuses the 3rd, resets after the window',
    async (_budget, { windowMs, routes }) => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await call(routes[i % routes.length]!)).statusCode);
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
      const refused = await call(routes[0]!);
      expect(refused.json()).toEqual({ error: 'rate_limited' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      // Another client has its own budget.
      expect((await call(routes[0]!, '198.51.100.9')).statusCode).not.toBe(429);
      now = new Date(now.getTime() + windowMs);
      expect((await call(routes[0]!)).statusCode).not.toBe(429);
    },
  );
});
