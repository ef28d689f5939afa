import { PDFDocument } from '@cantoo/pdf-lib';
import { ProgressState } from '@finceptiv/contract/progress-states';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../src/uploads/test-support/documents.ts';
import { submitLegacyLead } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The upload route with real files: what is refused (422 on `file`, the reason as an i18n key,
// nothing stored, the lead where it was) and what is stored (the re-made file, never the bytes
// as sent). The checks themselves are tested file by file in src/uploads.
let t: TestApp;
let leadId: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { limits: { uploadsPerLeadPerDay: 1000 } } });
  const lead = await submitLegacyLead(t.client, 5); // Advanzia: consents, then id upload
  await t.client.inject({ method: 'POST', url: `/api/lead/continue/${lead.id}`, payload: {} });
  const consents = Object.fromEntries(lead.customerConsents.map((c) => [c.id, true]));
  const policy = await t.client.inject({
    method: 'POST',
    url: '/api/lead/offer/policy',
    payload: { id: lead.id, consents },
  });
  expect(policy.json<{ progressState: number }>().progressState).toBe(ProgressState.IdUpload);
  leadId = lead.id;
});
afterAll(() => t.close());

/** Uploads as the front (the lead stays at the step), with the part's headers as given. */
function upload(bytes: Buffer, disposition = 'filename="id.jpg"', type = 'image/jpeg') {
  const boundary = 'checksboundary7';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('id', leadId) + field('side', 'front')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
      'latin1',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.client.inject({
    method: 'POST',
    url: '/api/lead/idUpload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const stored = () =>
  t.database.db
    .selectFrom('documents')
    .select(['filename', 'mime', 'size', 'content'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();

async function expectRefused(response: Awaited<ReturnType<typeof upload>>, reason: string) {
  const before = await stored();
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({
    errors: [{ fieldName: 'file', message: `upload.refused.${reason}` }],
  });
  expect(await stored()).toEqual(before);
}

describe('what is stored', () => {
  it('a JPEG with EXIF GPS is stored re-encoded, with no EXIF at all', async () => {
    const sent = await files.jpeg({ gps: true });
    expect(files.exifTags((await sharp(sent).metadata()).exif ?? Buffer.alloc(8)).gps).toEqual([
      1, 2, 3, 4,
    ]);
    const response = await upload(sent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ progressState: ProgressState.IdUpload });
    const document = await stored();
    expect(document).toMatchObject({ filename: 'id.jpg', mime: 'image/jpeg' });
    const content = Buffer.from(document?.content ?? []);
    expect(document?.size).toBe(content.length);
    expect((await sharp(content).metadata()).exif).toBeUndefined();
    expect(content.includes('Exif\0\0')).toBe(false);
    expect(content.includes('TestCam')).toBe(false);
  });

  it('a PNG and a PDF pass; the PDF is stored re-serialised and parses', async () => {
    expect((await upload(await files.png(), 'filename="scan.png"', 'image/png')).statusCode).toBe(
      200,
    );
    const pdf = await upload(await files.pdf(), 'filename="scan.pdf"', 'application/pdf');
    expect(pdf.statusCode).toBe(200);
    const document = await stored();
    expect(document).toMatchObject({ filename: 'scan.pdf', mime: 'application/pdf' });
    expect((await PDFDocument.load(document?.content ?? new Uint8Array())).getPageCount()).toBe(1);
  });

  it('a name with path parts keeps its last part (the multipart parser drops the rest)', async () => {
    const response = await upload(await files.jpeg(), 'filename="../../etc/id.jpg"');
    expect(response.statusCode).toBe(200);
    expect((await stored())?.filename).toBe('id.jpg');
  });
});

describe('what is refused', () => {
  it('a JPEG/HTML polyglot, the page after the end marker or in a comment', async () => {
    await expectRefused(await upload(await files.jpegWithHtmlAfterEnd()), 'hiddenContent');
    await expectRefused(await upload(await files.jpegWithHtmlInComment()), 'hiddenContent');
  });

  it('a PDF with JavaScript on opening, a launch action or an embedded file', async () => {
    for (const make of [files.pdfWithOpenActionJs, files.pdfWithLaunch, files.pdfWithEmbeddedFile])
      await expectRefused(
        await upload(await make(), 'filename="scan.pdf"', 'application/pdf'),
        'activeContent',
      );
  });

  it('a 30000x30000 PNG, from its header: fast and without decoding it', async () => {
    const before = process.memoryUsage.rss();
    const started = performance.now();
    const response = await upload(files.pngBombHeader(), 'filename="id.png"', 'image/png');
    const ms = performance.now() - started;
    await expectRefused(response, 'pixels');
    expect(ms).toBeLessThan(1000);
    expect((process.memoryUsage.rss() - before) / 2 ** 20).toBeLessThan(64);
    const complete = await files.pngBombComplete();
    await expectRefused(await upload(complete, 'filename="id.png"', 'image/png'), 'pixels');
  });

  it('bytes that are not what the upload claims, or no document type at all', async () => {
    await expectRefused(await upload(await files.png()), 'mismatch'); // a PNG sent as JPEG
    await expectRefused(
      await upload(await files.png(), 'filename="id.jpg"', 'image/png'),
      'mismatch',
    );
    await expectRefused(await upload(files.html, 'filename="id.html"', 'text/html'), 'type');
  });

  it('a NUL or another control character in the file name: 4xx, never 500', async () => {
    const image = await files.jpeg();
    await expectRefused(await upload(image, 'filename="id\0.jpg"'), 'fileName');
    await expectRefused(await upload(image, "filename*=UTF-8''id%00.jpg"), 'fileName');
    await expectRefused(await upload(image, "filename*=UTF-8''id%1B.jpg"), 'fileName');
    // A line break in the name: the multipart parser drops the part, so no file arrived.
    const newline = await upload(image, "filename*=UTF-8''id%0A.jpg");
    expect(newline.statusCode).toBe(422);
    expect(newline.json()).toEqual({
      errors: [{ fieldName: 'file', message: 'validation.required' }],
    });
  });

  it('a bidi override in the name is dropped: the name says what the file is', async () => {
    const response = await upload(await files.jpeg(), "filename*=UTF-8''id%E2%80%AEgpj.exe");
    expect(response.statusCode).toBe(200);
    expect((await stored())?.filename).toBe('idgpj.exe.jpg');
  });
});
