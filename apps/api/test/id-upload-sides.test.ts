import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png as realPng } from '../src/uploads/test-support/documents.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The id-upload screen sends the document's front and back as two uploads: the front keeps
// the lead at the step, the back completes it. One file without a side completes it at once.
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ deps: { limits: { uploadsPerLeadPerDay: 3 } } });
  png = await realPng();
});
afterAll(() => t.close());

function upload(id: string, side?: string) {
  const boundary = 'sidesboundary42';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('id', id) + (side === undefined ? '' : field('side', side))),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.client.inject({
    method: 'POST',
    url: '/api/lead/idUpload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function leadAtIdUpload(): Promise<string> {
  const lead = await submitLegacyLead(t.client, 5); // Advanzia: consents, then id upload
  await t.client.inject({ method: 'POST', url: `/api/lead/continue/${lead.id}`, payload: {} });
  const consents = Object.fromEntries(lead.customerConsents.map((c) => [c.id, true]));
  const policy = await t.client.inject({
    method: 'POST',
    url: '/api/lead/offer/policy',
    payload: { id: lead.id, consents },
  });
  expect(policy.json<{ progressState: number }>().progressState).toBe(ProgressState.IdUpload);
  return lead.id;
}

const kinds = async (id: string) =>
  (
    await t.database.db
      .selectFrom('documents')
      .select('kind')
      .where('lead_id', '=', id)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.kind);

describe('id upload by sides', () => {
  it('keeps the lead at the step after the front and moves on after the back', async () => {
    const id = await leadAtIdUpload();
    const front = await upload(id, 'front');
    expect(front.statusCode).toBe(200);
    expect(front.json<{ progressState: number }>().progressState).toBe(ProgressState.IdUpload);
    const back = await upload(id, 'back');
    expect(back.statusCode).toBe(200);
    expect(back.json<{ progressState: number }>().progressState).not.toBe(ProgressState.IdUpload);
    expect(await kinds(id)).toEqual(['id-front', 'id-back']);
  });

  it('moves on after a single file without a side, and ignores an unknown side', async () => {
    const id = await leadAtIdUpload();
    const single = await upload(id, 'sideways');
    expect(single.json<{ progressState: number }>().progressState).not.toBe(ProgressState.IdUpload);
    expect(await kinds(id)).toEqual(['id']);
  });

  it('replaces a side uploaded again, and caps the uploads of a lead', async () => {
    const id = await leadAtIdUpload();
    for (let i = 0; i < 3; i++) expect((await upload(id, 'front')).statusCode).toBe(200);
    expect(await kinds(id)).toEqual(['id-front']);
    const refused = await upload(id, 'front');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await kinds(id)).toEqual(['id-front']);
  });
});
