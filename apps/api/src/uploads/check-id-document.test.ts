import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkIdDocument, documentLimits } from './check-id-document.ts';
import { sanitiseFileName } from './file-name.ts';
import { withDecodeBudget } from './pdf-decode-guard.ts';
import { uploadRefusals, UploadRefused, type UploadRefusal } from './refusals.ts';
import * as files from './test-support/documents.ts';

const check = (bytes: Buffer, filename = 'document', mimetype?: string) =>
  checkIdDocument({ filename, mimetype, bytes });

async function refusal(work: Promise<unknown>): Promise<UploadRefusal | 'accepted'> {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    if (error instanceof UploadRefused) return error.reason;
    throw error;
  }
}

/** The highest RSS seen while `work` runs (sampled every 2 ms), less the RSS before it. */
async function peakGrowth<T>(work: () => Promise<T>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
  const started = performance.now();
  const settled = await work().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { settled, ms, growthMb: (peak - before) / 2 ** 20 };
}

describe('valid documents pass, and what is stored is re-made', () => {
  it('re-encodes a JPEG without its EXIF (GPS position included)', async () => {
    const sent = await files.jpeg({ gps: true });
    const sentExif = (await sharp(sent).metadata()).exif;
    expect(sentExif && files.exifTags(sentExif).gps).toEqual([1, 2, 3, 4]); // it has GPS
    const stored = await check(sent, 'id.jpg', 'image/jpeg');
    expect(stored.mime).toBe('image/jpeg');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(stored.bytes.includes('Exif\0\0')).toBe(false);
    expect(stored.bytes.includes('TestCam')).toBe(false);
  });

  it('stores a photo upright: the EXIF orientation is applied before EXIF is dropped', async () => {
    const stored = await check(await files.jpeg({ orientation: 6 }), 'id.jpg');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ width: 48, height: 64 });
  });

  it('re-encodes a PNG, keeping its transparency', async () => {
    const stored = await check(await files.png(), 'scan.png', 'image/png');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
      hasAlpha: true,
    });
  });

  it('re-serialises a PDF into one that parses with the same pages', async () => {
    const stored = await check(await files.pdf(), 'scan.pdf', 'application/pdf');
    expect(stored.mime).toBe('application/pdf');
    const reread = await PDFDocument.load(stored.bytes);
    expect(reread.getPageCount()).toBe(1);
    expect(reread.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
  });

  it('takes a link to a web page, a Screen blend mode and a plain open action', async () => {
    const sent = await files.pdf((document) => {
      const page = document.getPage(0);
      const go = document.context.obj({ S: 'URI' });
      go.set(PDFName.of('URI'), PDFString.of('https://example.org/'));
      const link = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 9, 9] });
      link.set(PDFName.of('A'), go);
      page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
      const state = document.context.obj({ Type: 'ExtGState', BM: 'Screen' });
      page.node.setExtGState(PDFName.of('GS1'), document.context.register(state));
      document.catalog.set(PDFName.of('OpenAction'), document.context.obj([page.ref, 'Fit']));
    });
    expect(await refusal(check(sent, 'scan.pdf'))).toBe('accepted');
  });

  it('drops what follows a JPEG that is no other format (a multi-picture second image)', async () => {
    const second = await files.jpeg({ width: 16, height: 16 });
    const stored = await check(Buffer.concat([await files.jpeg(), second]), 'id.jpg');
    expect(stored.bytes.indexOf(Buffer.from([0xff, 0xd8]), 2)).toBe(-1);
  });
});

describe('polyglots: a second format inside is refused', () => {
  it.each([
    ['HTML after the JPEG end marker', files.jpegWithHtmlAfterEnd],
    ['HTML in a JPEG comment segment', files.jpegWithHtmlInComment],
    ['a ZIP after the JPEG end marker', files.jpegWithZip],
  ])('%s', async (_name, make) => {
    expect(await refusal(check(await make(), 'id.jpg', 'image/jpeg'))).toBe('hiddenContent');
  });

  it('a PNG text chunk with a script', async () => {
    const image = await files.png();
    const iend = image.length - 12; // IEND is the last 12 bytes
    const text = Buffer.from('Comment\0<script>alert(1)</script>', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length);
    const chunk = Buffer.concat([length, Buffer.from('tEXt'), text, Buffer.alloc(4)]);
    const sent = Buffer.concat([image.subarray(0, iend), chunk, image.subarray(iend)]);
    expect(await refusal(check(sent, 'id.png'))).toBe('hiddenContent');
  });

  it('a PDF header in the first KiB of an image, and a ZIP after a PDF', async () => {
    const image = await files.jpegWithHtmlInComment();
    const withPdf = Buffer.from(image.toString('latin1').replace('<html>', '%PDF-1'), 'latin1');
    expect(await refusal(check(withPdf, 'id.jpg'))).toBe('hiddenContent');
    const zip = Buffer.from(
      'PK\x03\x04\0\0PK\x05\x06\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0',
      'latin1',
    );
    const pdfZip = Buffer.concat([await files.pdf(), zip]);
    expect(await refusal(check(pdfZip, 'scan.pdf'))).toBe('hiddenContent');
  });
});

describe('PDF active content is refused', () => {
  it.each([
    ['JavaScript in the open action', files.pdfWithOpenActionJs],
    ['a link that launches a program', files.pdfWithLaunch],
    ['an embedded file', files.pdfWithEmbeddedFile],
  ])('%s', async (_name, make) => {
    expect(await refusal(check(await make(), 'scan.pdf'))).toBe('activeContent');
  });

  it('JavaScript in a compressed object stream (found by the walk of parsed objects)', async () => {
    const sent = await files.pdfWithJsInObjectStream();
    expect(sent.includes('/JavaScript')).toBe(false);
    await expect(check(sent, 'scan.pdf')).rejects.toMatchObject({ detail: 'S JavaScript' });
  });

  it('names escaped in lower-case hex (#4a) inside an object stream', async () => {
    const sent = await files.pdfWithEscapedJsInObjectStream();
    await expect(check(sent, 'scan.pdf')).rejects.toMatchObject({
      reason: 'activeContent',
      detail: 'S JavaScript', // found by the walk: the raw bytes are deflated
    });
  });

  it('a revision the parser overwrites but a reader may follow (found in the raw bytes)', async () => {
    const sent = files.pdfWithShadowedCatalog();
    await expect(check(sent, 'scan.pdf')).rejects.toMatchObject({
      reason: 'activeContent',
      detail: 'raw /JavaScript',
    });
  });

  it('an XFA form, and an open action that fetches a URL', async () => {
    const xfa = await files.pdf((document) => {
      const form = document.context.obj({ Fields: [] });
      form.set(PDFName.of('XFA'), document.context.register(document.context.stream('<xdp/>')));
      document.catalog.set(PDFName.of('AcroForm'), document.context.register(form));
    });
    expect(await refusal(check(xfa, 'scan.pdf'))).toBe('activeContent');
    const uri = await files.pdf((document) => {
      const open = document.context.obj({ S: 'URI' });
      open.set(PDFName.of('URI'), PDFString.of('https://tracker.example/open'));
      document.catalog.set(PDFName.of('OpenAction'), document.context.register(open));
    });
    expect(await refusal(check(uri, 'scan.pdf'))).toBe('activeContent');
  });

  it('an encrypted PDF', async () => {
    const sent = await files.pdf((document) => {
      document.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    });
    expect(await refusal(check(sent, 'scan.pdf'))).toBe('encrypted');
  });
});

describe('decompression bombs are refused from their headers, fast and small', () => {
  it('a PNG whose header claims 30000x30000 (900 MP, 2.7 GB of pixels)', async () => {
    const sent = files.pngBombHeader();
    expect(sent.length).toBeLessThan(100);
    const run = await peakGrowth(() => check(sent, 'id.png', 'image/png'));
    expect(run.settled).toMatchObject({ error: { reason: 'pixels' } });
    expect(run.ms).toBeLessThan(1000);
    expect(run.growthMb).toBeLessThan(64);
  });

  it('a complete, valid 30000x30000 PNG of one colour (110 KB)', async () => {
    const sent = await files.pngBombComplete();
    expect(sent.length).toBeLessThan(200_000);
    const run = await peakGrowth(() => check(sent, 'id.png', 'image/png'));
    expect(run.settled).toMatchObject({ error: { reason: 'pixels' } });
    expect(run.ms).toBeLessThan(1000);
    expect(run.growthMb).toBeLessThan(64);
  });

  it('a PDF object stream that inflates to 512 MB (500 KB sent)', async () => {
    const sent = await files.pdfObjectStreamBomb(512 * 2 ** 20);
    expect(sent.length).toBeLessThan(documentLimits.pdfMaxDecodedBytes);
    const run = await peakGrowth(() => check(sent, 'scan.pdf'));
    expect(run.settled).toMatchObject({ error: { reason: 'unreadable' } });
    expect(run.ms).toBeLessThan(3000);
    expect(run.growthMb).toBeLessThan(128);
  });

  it('the guard, not pdf-lib, caps decoding: unguarded it inflates the stream whole', async () => {
    const sent = await files.pdfObjectStreamBomb(20 * 2 ** 20);
    const load = () => PDFDocument.load(sent, { throwOnInvalidObject: true });
    await expect(withDecodeBudget(16 * 2 ** 20, load)).rejects.toThrow(/decode to more than/);
    // The library's own load decodes all 20 MB without complaint (as it would 5 GB).
    expect((await withDecodeBudget(32 * 2 ** 20, load)).getPageCount()).toBe(1);
    expect((await load()).getPageCount()).toBe(1);
  });

  it('an image in a PDF past the pixel limit', async () => {
    const sent = await files.pdf((document) => {
      const image = document.context.stream('', {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 30000,
        Height: 30000,
        BitsPerComponent: 1,
        ColorSpace: 'DeviceGray',
      });
      document.context.register(image);
    });
    expect(await refusal(check(sent, 'scan.pdf'))).toBe('pixels');
  });
});

describe('type: the bytes decide, and must be what the upload says', () => {
  it('refuses unknown bytes, and a claim the bytes contradict', async () => {
    expect(await refusal(check(Buffer.from('MZ\x90\0 not an image'), 'a.png'))).toBe('type');
    expect(await refusal(check(files.html, 'id.png', 'image/png'))).toBe('type');
    const image = await files.png();
    expect(await refusal(check(image, 'id.png', 'image/jpeg'))).toBe('mismatch');
    expect(await refusal(check(image, 'id.jpg', 'image/png'))).toBe('mismatch');
    expect(await refusal(check(image, 'id.png', 'text/html'))).toBe('mismatch');
    expect(await refusal(check(image, 'id', 'application/octet-stream'))).toBe('accepted');
  });

  it('refuses what starts right but does not decode', async () => {
    const image = await files.jpeg();
    expect(await refusal(check(image.subarray(0, image.length / 2), 'id.jpg'))).toBe('unreadable');
    const fakePng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect(await refusal(check(fakePng, 'id.png'))).toBe('unreadable');
    expect(await refusal(check(Buffer.from('%PDF-1.7\nnothing\n%%EOF'), 'a.pdf'))).toBe(
      'unreadable',
    );
    const cut = await files.pdf();
    expect(await refusal(check(cut.subarray(0, cut.length - 200), 'a.pdf'))).toBe('unreadable');
    // A page tree that contains itself, and arrays nested past the stack: refused, not hung.
    const cycle = Buffer.from(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
        '2 0 obj\n<< /Type /Pages /Kids [2 0 R] /Count 1 >>\nendobj\n' +
        'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    expect(await refusal(check(cycle, 'a.pdf'))).toBe('unreadable');
    const deep = `%PDF-1.7\n1 0 obj\n${'['.repeat(200_000)}${']'.repeat(200_000)}\nendobj\n%%EOF\n`;
    expect(await refusal(check(Buffer.from(deep), 'a.pdf'))).toBe('unreadable');
  });
});

describe('file names', () => {
  it.each([
    ['a NUL', 'id\0.png'],
    ['a C0 control', 'id\n.png'],
    ['a C1 control', 'id\u0085.png'],
    ['DEL', 'id\u007f.png'],
    ['a path', '../../etc/passwd.png'],
    ['a Windows path', 'C:\\Users\\me\\id.png'],
    ['a parent-folder name', '..'],
  ])('refuses %s', (_name, name) => {
    expect(() => sanitiseFileName(name, 'image/png')).toThrow(
      expect.objectContaining({ reason: 'fileName' }),
    );
  });

  it('drops invisible format characters, adds the extension, keeps 200 code points', () => {
    expect(sanitiseFileName('photo\u202egnp.exe', 'image/png')).toBe('photognp.exe.png');
    expect(sanitiseFileName('  scan  ', 'application/pdf')).toBe('scan.pdf');
    expect(sanitiseFileName('', 'image/jpeg')).toBe('document.jpg');
    expect(sanitiseFileName('Ausweis.JPEG', 'image/jpeg')).toBe('Ausweis.JPEG');
    const long = sanitiseFileName(`${'😀'.repeat(300)}.png`, 'image/png');
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('😀.png')).toBe(true);
  });

  it('refuses a NUL in the name of an otherwise valid upload', async () => {
    expect(await refusal(check(await files.png(), 'id\0.png', 'image/png'))).toBe('fileName');
  });
});

describe('refusal messages', () => {
  it('are translated on the upload screen in all nine locales', () => {
    for (const locale of ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph']) {
      const url = new URL(`../../../web/public/locales/${locale}/post-offer.json`, import.meta.url);
      const messages = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
      for (const key of Object.values(uploadRefusals)) {
        expect(typeof messages[key], `${locale} ${key}`).toBe('string');
      }
    }
  });
});
