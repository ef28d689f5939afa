import { apiRouteList } from '@finceptiv/contract/api';
import type { ZodMiniType } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route map', () => {
  it.each(apiRouteList.map((r) => [r.method, r.path] as const))(
    '%s %s is served',
    (method, path) => {
      expect(t.app.hasRoute({ method, url: path })).toBe(true);
    },
  );

  it.each(
    apiRouteList
      // Operator routes answer 401 here: operator-access.test.ts signs in to reach them.
      .filter((r) => r.method === 'GET' && !r.params && r.response !== null && !r.access)
      .map((r) => [r.path, r] as const),
  )('GET %s answers what the contract describes', async (path, route) => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(route.successStatus);
    expect((route.response as ZodMiniType).safeParse(response.json()).error).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the contract at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of apiRouteList) {
      const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(
        doc.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
