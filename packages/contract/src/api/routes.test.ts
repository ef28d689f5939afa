import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sampleLead } from '../fixtures/sample-lead.ts';
import { leadToDataPoints } from '../data-points.ts';
import { apiRouteList, apiRoutes, buildApiPath } from './routes.ts';

// Spec 7 copied by hand: the table's paths, then "Other paths". The configured lead path is
// /v2/lead and /v3/lead; the configured policies path is /policy; the professional-details
// mapping path is ours to name.
const specTablePaths = [
  '/v3/lead/url/{id}/{urlType}{refTransactionId}',
  '/postcode/lookup/{code}',
  '/postcode/{code}',
  '/locales/{lng}/{ns}.json',
  '/locales/add/{lng}/{ns}',
];
const specOtherPaths =
  `/v2/customer/mobile/verify, /v2/lead, /v3/lead, /v3/test/datapoints, /lead/status/{id}, /company/{name}, /v2/lead/url/{id}/{urlType}{queryString}, /customer/{id}/consents, /lead/customer/password, /lead/mobile/verification, /v2/customer/mobile/resend-code, /v2/customer/mobile, /affiliate/event, /lead/skip/{id}, /lead/continue/{id}, /lead/documentId, /lead/idUpload, /lead/{id}/redirect, /data/vehicleModels.json, /lead/vehicle, /lead/sale, /lead/account, /lead/marital-details, /lead/aide, /choices/country, /choices/position, /choices/professional-details, /lead/cnp, /policy, /lead/wniosek, /email/validate/{email}, /partner/logos, /customer/email/unsubscribe?email={email}, /lead/santander-comperia, /lead/offer/payment, /lead/offer/employment-details, /lead/offer/personal-details, /lead/offer/policy, /lead/offer/dynamic-policy, /lead/offer/credit-details, /lead/offer/professional-details, /lead/offer/customer-debts, /lead/offer/reference-details, /lead/offer/skip-document-upload, /lead/offer/accept-creditea-offer, /lead/offer/update-provident-offer`.split(
    ', ',
  );

describe('API route map', () => {
  it('covers every path of spec 7 exactly once (POST and PUT for the lead paths)', () => {
    const specPaths = [...specTablePaths, ...specOtherPaths];
    expect(specPaths).toHaveLength(51);
    expect(new Set(specPaths).size).toBe(51);
    const mapped = apiRouteList.flatMap((r) => (r.specPath ? [r.specPath] : []));
    expect([...new Set(mapped)].sort()).toEqual([...specPaths].sort());
    const twice = mapped.filter((p, i) => mapped.indexOf(p) !== i);
    expect(twice.sort()).toEqual(['/v2/lead', '/v3/lead']);
    for (const p of ['/v2/lead', '/v3/lead']) {
      expect(
        apiRouteList
          .filter((r) => r.specPath === p)
          .map((r) => r.method)
          .sort(),
      ).toEqual(['POST', 'PUT']);
    }
  });

  it('has one route per method and path, all under /api, and GET only for reads', () => {
    const keys = apiRouteList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of apiRouteList) {
      expect(r.path).toMatch(/^\/api\/[A-Za-z0-9/:._-]+$/);
      if (r.method === 'GET') expect(r.body, r.name).toBeUndefined();
      expect(r.response === null, r.name).toBe(r.successStatus === 204);
    }
  });

  it('declares a params schema with exactly the path parameters', () => {
    for (const r of apiRouteList) {
      const names = [...r.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const shape = (r.params as { def?: { shape?: object } } | undefined)?.def?.shape ?? {};
      expect(Object.keys(shape).sort(), r.name).toEqual(names);
    }
  });

  it('carries product in every lead, lead-create and affiliate-event body', () => {
    for (const name of [
      'createLeadV2',
      'updateLeadV2',
      'createLeadV3',
      'updateLeadV3',
      'affiliateEvent',
    ] as const) {
      const body = apiRoutes[name].body;
      expect(body.safeParse({ id: 'x', event: 'lead', dataPoints: {} }).success, name).toBe(false);
      expect(
        body.safeParse({ product: 'askrobin', id: 'x', event: 'lead', dataPoints: {} }).success,
        name,
      ).toBe(true);
    }
  });

  it('accepts the sample lead as a v2 body and its data points as a v3 body', () => {
    expect(
      apiRoutes.createLeadV2.body.safeParse({ ...sampleLead, product: 'fiesta' }).success,
    ).toBe(true);
    const v3 = {
      product: 'fiesta',
      dataPoints: leadToDataPoints(sampleLead),
      dataPointsPerStep: { name: ['form_first_name'] },
    };
    expect(apiRoutes.createLeadV3.body.safeParse(v3).success).toBe(true);
    expect(apiRoutes.updateLeadV3.body.safeParse(v3).success).toBe(false);
    expect(apiRoutes.updateLeadV3.body.safeParse({ ...v3, id: 'lead-1' }).success).toBe(true);
  });

  it('turns every schema into JSON Schema for the OpenAPI document', () => {
    for (const r of apiRouteList) {
      for (const schema of [r.params, r.query, r.body, r.response]) {
        if (schema)
          expect(
            () => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
            r.name,
          ).not.toThrow();
      }
    }
  });
});

describe('buildApiPath', () => {
  it.each([
    ['/api/lead/status/:id', { id: 'a b/c' }, undefined, '/api/lead/status/a%20b%2Fc'],
    [
      '/api/v3/lead/url/:id/:urlType',
      { id: '1', urlType: 'continue' },
      { token: 't=1', x: undefined },
      '/api/v3/lead/url/1/continue?token=t%3D1',
    ],
    [
      '/api/locales/:lng/:ns.json',
      { lng: 'es', ns: 'common' },
      undefined,
      '/api/locales/es/common.json',
    ],
  ])('%s', (path, params, query, expected) => {
    expect(buildApiPath(path, params, query)).toBe(expected);
  });

  it('throws on a missing parameter', () => {
    expect(() => buildApiPath('/api/lead/status/:id')).toThrow(/id/);
  });
});
