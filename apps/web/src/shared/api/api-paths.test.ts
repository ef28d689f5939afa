import { describe, expect, it } from 'vitest';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';
import { apiRouteList } from '@finceptiv/contract/api/routes';
import { defaultApiBase } from '@finceptiv/contract/api/api-base';
import { clientPath } from './client-path';

// Issue 21 item 1: the web client builds API paths from the contract's route map
// (clientPath), so a path changed in the contract changes everywhere or fails the type check.
// Two first-act modules write theirs out, because importing the lead route map brings every
// lead schema into the first act (6 KB gzip, measured): they are listed here, and the tests
// below pin their literals to the route map.
const writtenOut = new Set([
  'features/application/public/lead-status.ts',
  'features/application/lead/lead-request.ts',
]);

// Every production module of the app, as text, keyed by its path below src/.
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/test-support/**'],
      { query: '?raw', import: 'default', eager: true },
    ),
  ).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), text]),
);

/** The first segment of every API path below the prefix: 'lead', 'v2', 'choices', ... */
const apiSegments = [
  ...new Set(apiRouteList.map((route) => route.path.slice(defaultApiBase.length).split('/')[1])),
];

describe('API paths in the web client', () => {
  it('come from the contract route map outside the two first-act modules', () => {
    const literal = new RegExp(`['\`]/(${apiSegments.join('|')})(/|['\`])`);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const offenders = Object.entries(sources)
      .filter(([file]) => !writtenOut.has(file))
      .filter(([, text]) =>
        text.split('\n').some((line) => !line.trimStart().startsWith('//') && literal.test(line)),
      )
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('written out in the first act are the route map’s', () => {
    const leadRequest = sources['features/application/lead/lead-request.ts'];
    expect(leadRequest).toContain(`'${clientPath(leadRoutes.createLeadV3)}'`);
    expect(leadRequest).toContain(`'${clientPath(leadRoutes.createLeadV2)}'`);
    expect(clientPath(leadRoutes.updateLeadV3)).toBe(clientPath(leadRoutes.createLeadV3));
    expect(clientPath(leadRoutes.updateLeadV2)).toBe(clientPath(leadRoutes.createLeadV2));
    expect(sources['features/application/public/lead-status.ts']).toContain(
      `\`${clientPath(leadRoutes.leadStatus, { id: 'ID' }).replace('ID', '${encodeURIComponent(id)}')}\``,
    );
  });
});
