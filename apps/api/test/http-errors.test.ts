import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Posts `body` to the lead create as JSON text, as it stands (no serializer tidies it). */
const postJsonText = (body: string) =>
  t.client.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });

describe('transport errors', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await postJsonText('{"product":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'malformed_json' });
  });

  it('answers a wrong content type with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await t.client.inject({
        method: 'POST',
        url: '/api/v2/lead',
        payload: 'product=fiesta',
        headers: { 'content-type': type },
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ error: 'unsupported_media_type' });
    }
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { product: 'fiesta', tags: ['x'.repeat(200 * 1024)] },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large' });
  });

  it('refuses prototype poisoning with 400', async () => {
    const response = await postJsonText('{"product":"fiesta","__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
  });
});
