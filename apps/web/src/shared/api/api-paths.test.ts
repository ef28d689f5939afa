import { describe, expect, it } from 'vitest';
import { apiRouteList } from '@finceptiv/contract/api/routes';
import { defaultApiBase } from '@finceptiv/contract/api/api-base';

// Issue 21 item 1: the web client builds API paths from the contract (clientPath over the route
// map, or route-paths.ts where the map's schemas would weigh on the first act), so a path changed
// in the contract changes everywhere or fails the type check. No module writes one out.

// Every production module of the app, as text, keyed by its path below src/.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/test-support/**'],
      { query: '?raw', import: 'default', eager: true },
    ),
  ).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), text]),
);

/**
 * The first segment of every API path below the prefix: 'lead', 'v2', 'choices', ..., and
 * 'dev', the development endpoints' (route-paths.ts).
 */
const apiSegments = [
  ...new Set(apiRouteList.map((route) => route.path.slice(defaultApiBase.length).split('/')[1])),
  'dev',
];

describe('API paths in the web client', () => {
  it('come from the contract, none written out', () => {
    // With the prefix or without it: '/api/vitals', `/lead/status/${id}`.
    const literal = new RegExp(`['\`](${defaultApiBase})?/(${apiSegments.join('|')})(/|['\`])`);
    // A comment may name a path: '// POST /api/vitals', ' * /lead/status/:id'.
    const comment = /^\s*(\/\/|\/?\*)/;
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const offenders = Object.entries(sources)
      .filter(([, text]) =>
        text.split('\n').some((line) => !comment.test(line) && literal.test(line)),
      )
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
