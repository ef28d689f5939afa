// Every route of the contract's route map takes one kind of body (security review): JSON, or
// multipart/form-data where the map says `multipart`, and text/plain besides on the two beacon
// routes (ADR 0029). A body of any other type is a 415 `unsupported_media_type`, before it is
// read, never a 422 naming fields the caller could not have sent.
import { apiRouteList, type ApiRoute } from '@finceptiv/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XsrfSession } from '../src/test-support/xsrf-session.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let operator: XsrfSession;
beforeAll(async () => {
  t = await createTestApp();
  // Signed in, so the operator routes get past their door to the body.
  operator = await signedInOperator(t);
}, 60_000);
afterAll(() => t.close());

/** The routes that take navigator.sendBeacon's text/plain JSON (register-api-routes.ts). */
const beaconRoutes = new Set(['reportVitals', 'reportJourney']);

/** A path of the route with every parameter filled in. */
const pathOf = (route: ApiRoute) =>
  route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

const boundary = '----finceptiv-test-boundary';
const multipartBody = [
  `--${boundary}`,
  'Content-Disposition: form-data; name="email"',
  '',
  'ops@lender.example',
  `--${boundary}`,
  'Content-Disposition: form-data; name="file"; filename="a.png"',
  'Content-Type: image/png',
  '',
  'not really a picture',
  `--${boundary}--`,
  '',
].join('\r\n');

const bodies = {
  multipart: { type: `multipart/form-data; boundary=${boundary}`, payload: multipartBody },
  form: { type: 'application/x-www-form-urlencoded', payload: 'email=ops%40lender.example' },
  xml: { type: 'application/xml', payload: '<email>ops@lender.example</email>' },
  bytes: { type: 'application/octet-stream', payload: 'AAAA' },
  text: { type: 'text/plain; charset=utf-8', payload: '{"email":"ops@lender.example"}' },
  json: { type: 'application/json', payload: '{"email":"ops@lender.example"}' },
} as const;

function send(route: ApiRoute, body: keyof typeof bodies) {
  const { type, payload } = bodies[body];
  return operator.inject({
    method: route.method,
    url: pathOf(route),
    payload,
    headers: { 'content-type': type },
  });
}

const jsonRoutes = apiRouteList.filter((route) => route.multipart !== true);
const multipartRoutes = apiRouteList.filter((route) => route.multipart === true);

describe('a body of a type the route does not take', () => {
  it('is known on both sides of the map', () => {
    expect(jsonRoutes.length).toBeGreaterThan(30);
    expect(multipartRoutes.map((route) => route.name)).toEqual(['idUpload']);
    for (const name of beaconRoutes)
      expect(apiRouteList.some((route) => route.name === name)).toBe(true);
  });

  it.each(jsonRoutes.map((route) => [route.method, route.path, route] as const))(
    '%s %s answers multipart/form-data with 415',
    async (_method, _path, route) => {
      const answer = await send(route, 'multipart');
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({ error: 'unsupported_media_type' });
    },
  );

  it.each(jsonRoutes.map((route) => [route.method, route.path, route] as const))(
    '%s %s answers a form, XML, bytes (and text unless a beacon) with 415',
    async (_method, _path, route) => {
      const refused: (keyof typeof bodies)[] = ['form', 'xml', 'bytes'];
      if (!beaconRoutes.has(route.name)) refused.push('text');
      for (const body of refused) {
        const answer = await send(route, body);
        expect(answer.statusCode, body).toBe(415);
        expect(answer.json(), body).toEqual({ error: 'unsupported_media_type' });
      }
    },
  );

  it.each(multipartRoutes.map((route) => [route.method, route.path, route] as const))(
    '%s %s (multipart) answers JSON, a form and text with 415',
    async (_method, _path, route) => {
      for (const body of ['json', 'form', 'text'] as const) {
        const answer = await send(route, body);
        expect(answer.statusCode, body).toBe(415);
        expect(answer.json(), body).toEqual({ error: 'unsupported_media_type' });
      }
    },
  );

  it('leaves the types a route takes alone: JSON, and a beacon as text/plain', async () => {
    const signIn = jsonRoutes.find((route) => route.name === 'operatorSignIn');
    const vitals = jsonRoutes.find((route) => route.name === 'reportVitals');
    if (!signIn || !vitals) throw new Error('route map changed');
    // Read and validated: a 422 on the missing password, not a 415.
    const json = await send(signIn, 'json');
    expect(json.statusCode).toBe(422);
    expect((await send(vitals, 'text')).statusCode).not.toBe(415);
  });
});
