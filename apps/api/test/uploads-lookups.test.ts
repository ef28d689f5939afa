import { ProgressState } from '@finceptiv/contract/progress-states';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png as realPng } from '../src/uploads/test-support/documents.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let png: Buffer; // a real 40x30 PNG of 160 bytes
beforeAll(async () => {
  t = await createTestApp({ deps: { limits: { uploadMaxBytes: 1024 } } });
  png = await realPng();
});
afterAll(() => t.close());

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = 'testboundary123';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('id upload', () => {
  it('stores a checked image and completes the step; refuses other types and big files', async () => {
    const lead = await submitLegacyLead(t.client, 5); // Advanzia: consents, then id upload
    await t.client.inject({ method: 'POST', url: `/api/lead/continue/${lead.id}`, payload: {} });
    const consents = await t.client.inject({
      method: 'GET',
      url: `/api/customer/${lead.id}/consents`,
    });
    const all = Object.fromEntries(consents.json<{ id: string }[]>().map((c) => [c.id, true]));
    const atUpload = await t.client.inject({
      method: 'POST',
      url: '/api/lead/offer/policy',
      payload: { id: lead.id, consents: all },
    });
    expect(atUpload.json()).toMatchObject({ progressState: ProgressState.IdUpload });

    const exe = await t.client.inject({
      method: 'POST',
      url: '/api/lead/idUpload',
      ...multipart(
        { id: lead.id },
        { name: 'a.png', type: 'image/png', bytes: Buffer.from('MZ fake') },
      ),
    });
    expect(exe.statusCode).toBe(422);
    expect(exe.json()).toEqual({ errors: [{ fieldName: 'file', message: 'upload.refused.type' }] });
    const fake = await t.client.inject({
      method: 'POST',
      url: '/api/lead/idUpload',
      ...multipart(
        { id: lead.id },
        {
          name: 'a.png',
          type: 'image/png',
          bytes: Buffer.from('\x89PNG\r\n\x1a\n\x01\x02\x03', 'latin1'),
        },
      ),
    });
    expect(fake.json()).toEqual({
      errors: [{ fieldName: 'file', message: 'upload.refused.unreadable' }],
    });
    const big = await t.client.inject({
      method: 'POST',
      url: '/api/lead/idUpload',
      ...multipart(
        { id: lead.id },
        { name: 'a.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.alloc(2048)]) },
      ),
    });
    expect(big.statusCode).toBe(413);
    const json = await t.client.inject({
      method: 'POST',
      url: '/api/lead/idUpload',
      payload: { id: lead.id },
    });
    expect(json.statusCode).toBe(415);

    const ok = await t.client.inject({
      method: 'POST',
      url: '/api/lead/idUpload',
      ...multipart({ id: lead.id }, { name: 'id.png', type: 'image/png', bytes: png }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ progressState: ProgressState.ThankYou });
    const docs = await t.database.db
      .selectFrom('documents')
      .select(['mime', 'size', 'content'])
      .where('lead_id', '=', lead.id)
      .execute();
    expect(docs.map(({ mime, size }) => ({ mime, size }))).toEqual([
      { mime: 'image/png', size: docs[0]?.content.length },
    ]);
    // The stored file is the re-encoded image, not the bytes as sent.
    expect(await sharp(docs[0]?.content).metadata()).toMatchObject({ format: 'png', width: 40 });
  });
});

describe('reference data', () => {
  it.each([
    ['ES', '28001', 'Madrid'],
    ['DE', '10115', 'Berlin'],
    ['PL', '00-950', 'Warszawa'],
    ['PL', '00950', 'Warszawa'],
  ])('postcode %s %s -> %s on both paths', async (country, code, city) => {
    for (const path of ['/api/postcode/lookup/', '/api/postcode/']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${path}${code}?country=${country}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ city: string }[]>()[0]?.city).toBe(city);
    }
  });

  it('answers every place a code covers (the v3 form then asks the flat number)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/postcode/28001?country=ES' });
    expect(response.json<{ suburb?: string }[]>().map((place) => place.suburb)).toEqual([
      'Recoletos',
      'Goya',
    ]);
  });

  it('answers an unknown postcode with an empty list and the brand country by default', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/postcode/99999' })).json()).toEqual([]);
    const fromHost = await t.app.inject({
      method: 'GET',
      url: '/api/postcode/10115',
      headers: { host: 'askrobin.localhost' },
    });
    expect(fromHost.json<{ city: string }[]>()[0]?.city).toBe('Berlin');
  });

  it('serves the look-up lists', async () => {
    const lists = [
      '/api/choices/country',
      '/api/choices/position',
      '/api/choices/professional-details',
      '/api/data/vehicleModels.json',
      '/api/partner/logos',
      '/api/policy',
    ];
    for (const url of lists) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(Object.keys(response.json<object>()).length, url).toBeGreaterThan(0);
    }
    const companies = await t.app.inject({ method: 'GET', url: '/api/company/merca' });
    expect(companies.json<{ name: string }[]>()[0]?.name).toBe('Mercadona S.A.');
    const logo = await t.app.inject({ method: 'GET', url: '/api/partner/moneyman/logo.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('validates emails and suggests typo fixes', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/email/validate/ana%40gmial.com' })).json(),
    ).toEqual({ valid: true, suggestion: 'ana@gmail.com' });
    expect((await t.app.inject({ method: 'GET', url: '/api/email/validate/nope' })).json()).toEqual(
      { valid: false },
    );
  });

  it('records missing translation keys in development only', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/locales/add/es/common',
      payload: { 'a>b': 'A B' },
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.database.db.selectFrom('missing_translations').selectAll().execute();
    expect(rows).toEqual([{ lng: 'es', ns: 'common', key: 'a>b', count: 1 }]);
    const prod = await (
      await import('./support/test-app.ts')
    ).createTestApp({ env: { NODE_ENV: 'production', DEV_ENDPOINTS: false } });
    try {
      const refused = await prod.client.inject({
        method: 'POST',
        url: '/api/locales/add/es/common',
        payload: { k: 'v' },
      });
      expect(refused.statusCode).toBe(404);
      expect(
        (
          await prod.app.inject({
            method: 'GET',
            url: '/api/dev/sms-outbox/00000000-0000-0000-0000-000000000000',
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
