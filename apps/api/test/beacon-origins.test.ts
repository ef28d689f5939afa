// ADR 0060: the field-data beacons (POST /api/vitals, ADR 0029; POST /api/journey, ADR 0042)
// from every engine. Under the app's Referrer-Policy: no-referrer, Firefox and WebKit send a
// string beacon (a no-cors POST) with `Origin: null`, as the Fetch standard says; Chromium sends
// the page's origin. Where the origin is withheld, `Sec-Fetch-Site: same-origin` stands in for
// it on these two routes only. Each request below carries the headers the engine sends.
import { randomBytes } from 'node:crypto';
import type { JourneyReport, VitalsReport } from '@finceptiv/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmbedEnv } from '../src/config/embed-env.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const host = 'fiesta.localhost:8080';
const appOrigin = `http://${host}`;
// Fiesta may be framed by this partner (docs/embed.md): its page is another site.
const partner = 'https://partner.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { EMBED: readEmbedEnv({ EMBED_ORIGINS_FIESTA: partner }).embed },
  });
});
afterAll(() => t.close());

/**
 * What navigator.sendBeacon(url, string) adds besides Host and the body, per engine. The app in
 * a partner's frame sends the same: Sec-Fetch-Site compares the API's URL with the frame's
 * document, which is the app's.
 */
const fetchMetadata = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'empty',
  'content-type': 'text/plain;charset=UTF-8',
};
const engines: [string, Record<string, string>][] = [
  // Chromium sends the page's origin whatever the referrer policy.
  ['Chromium', { origin: appOrigin, ...fetchMetadata }],
  // Firefox and WebKit: `Origin: null` and no Referer under no-referrer.
  ['Firefox', { origin: 'null', ...fetchMetadata }],
  ['WebKit', { origin: 'null', ...fetchMetadata }],
];

const newJourney = () => randomBytes(16).toString('base64url');

interface BeaconRoute {
  url: string;
  /** A report that names `marker`, so its rows can be found. */
  report: (marker: number) => VitalsReport | JourneyReport;
  /** The rows stored for `marker`. */
  stored: (marker: number) => Promise<unknown[]>;
  count: () => Promise<number>;
}

const journeys = new Map<number, string>();
const journeyOf = (marker: number) => {
  const journey = journeys.get(marker) ?? newJourney();
  journeys.set(marker, journey);
  return journey;
};

const routes: [string, BeaconRoute][] = [
  [
    'POST /api/vitals',
    {
      url: '/api/vitals',
      report: (marker) => ({
        brand: 'fiesta',
        device: 'mobile',
        entries: [
          { metric: 'LCP', value: marker, step: 'index' },
          { metric: 'TTFB', value: marker, step: 'index' },
        ],
      }),
      stored: (marker) =>
        t.database.db
          .selectFrom('web_vitals')
          .select(['brand', 'device', 'step', 'metric', 'value'])
          .where('value', '=', marker)
          .orderBy('id')
          .execute(),
      count: async () =>
        (await t.database.db.selectFrom('web_vitals').select('id').execute()).length,
    },
  ],
  [
    'POST /api/journey',
    {
      url: '/api/journey',
      report: (marker) => ({
        brand: 'fiesta',
        journey: journeyOf(marker),
        events: [
          { kind: 'reached', step: 'index' },
          { kind: 'completed', step: 'index' },
        ],
      }),
      stored: (marker) =>
        t.database.db
          .selectFrom('journey_events')
          .select(['brand', 'kind', 'step'])
          .where('journey', '=', journeyOf(marker))
          .orderBy('id')
          .execute(),
      count: async () =>
        (await t.database.db.selectFrom('journey_events').select('id').execute()).length,
    },
  ],
];

let nextMarker = 1000;

describe.each(routes)('%s', (_name, route) => {
  /** A beacon with exactly these headers besides Host (no Referer unless given). */
  const beacon = (marker: number, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: route.url,
      remoteAddress: '198.51.100.60',
      headers: { host, ...headers },
      payload: JSON.stringify(route.report(marker)),
    });

  it.each(engines)('stores the beacon %s sends from the app (204)', async (_engine, headers) => {
    const marker = (nextMarker += 1);
    const answer = await beacon(marker, headers);
    expect(answer.statusCode, answer.body).toBe(204);
    expect(await route.stored(marker)).toHaveLength(2);
  });

  it('stores a beacon with neither Origin nor Referer when Sec-Fetch-Site is same-origin', async () => {
    const marker = (nextMarker += 1);
    const answer = await beacon(marker, fetchMetadata);
    expect(answer.statusCode, answer.body).toBe(204);
    expect(await route.stored(marker)).toHaveLength(2);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another site under no-referrer', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain under no-referrer', { origin: 'null', 'sec-fetch-site': 'same-site' }],
    ['a null origin without Fetch Metadata (an older browser)', { origin: 'null' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
    ['no Origin with Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a null origin with Sec-Fetch-Site none', { origin: 'null', 'sec-fetch-site': 'none' }],
    ['the partner page that frames the app', { origin: partner, 'sec-fetch-site': 'cross-site' }],
    [
      'another Origin claiming Sec-Fetch-Site same-origin (the Origin decides)',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'a null origin with a repeated Sec-Fetch-Site',
      { origin: 'null', 'sec-fetch-site': 'same-origin, cross-site' },
    ],
  ])('refuses %s with 403 origin and stores nothing', async (_what, headers) => {
    const before = await route.count();
    const answer = await beacon((nextMarker += 1), {
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'empty',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'origin' });
    expect(await route.count()).toBe(before);
  });
});

describe('every other route keeps the whole-Origin check', () => {
  const lead = {
    product: 'fiesta',
    dataPoints: {
      email: 'ana@example.com',
      phone_number: '+34 612 345 678',
      loan_amount: 500,
      loan_period: 61,
      form_general_policies: true,
    },
  };
  const leads = async () => (await t.database.db.selectFrom('leads').select('id').execute()).length;
  // What fetch() from the app's page sends for the create, but with the origin withheld.
  const sameOrigin = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };

  it('refuses a lead creation with Origin null and Sec-Fetch-Site same-origin (403 origin)', async () => {
    const before = await leads();
    const answer = await t.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      headers: { origin: 'null', ...sameOrigin, 'sec-fetch-dest': 'empty' },
      payload: lead,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'origin' });
    expect(await leads()).toBe(before);
  });

  it('refuses a lead creation with no Origin and Sec-Fetch-Site same-origin (403 origin)', async () => {
    const before = await leads();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v3/lead',
      cookies: t.client.cookies,
      headers: {
        host: t.client.headers.host ?? '',
        'x-xsrf-token': t.client.headers['x-xsrf-token'] ?? '',
        ...sameOrigin,
      },
      payload: lead,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'origin' });
    expect(await leads()).toBe(before);
  });

  it('creates the same lead with the app origin, so the refusals above were the origin', async () => {
    const answer = await t.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      headers: sameOrigin,
      payload: lead,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
