// Real files for the upload tests, made when the test runs (nothing binary is committed):
// images by sharp, PDFs by pdf-lib, and the hostile ones by hand from those or from raw bytes.
import { crc32, createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFDict } from '@cantoo/pdf-lib';
import sharp from 'sharp';

/** A photo-like JPEG (a gradient, so it is not trivially small), optionally with EXIF GPS. */
export async function jpeg(
  options: { gps?: boolean; orientation?: number; width?: number; height?: number } = {},
) {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Upload test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    });
  }
  if (options.orientation !== undefined)
    image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export function png(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 4, background: '#2a6f3c80' } })
    .png()
    .toBuffer();
}

/** The tags of a JPEG's EXIF IFD0 and, if it has one, of its GPS IFD (a minimal TIFF reader). */
export function exifTags(exif: Buffer): { ifd0: number[]; gps: number[] | undefined } {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = (at: number) => {
    const tags = new Map<number, number>();
    for (let i = 0; i < u16(at); i++) tags.set(u16(at + 2 + i * 12), u32(at + 2 + i * 12 + 8));
    return tags;
  };
  const ifd0 = ifd(u32(4));
  const gpsAt = ifd0.get(0x8825);
  return { ifd0: [...ifd0.keys()], gps: gpsAt === undefined ? undefined : [...ifd(gpsAt).keys()] };
}

export const html = Buffer.from(
  '<html><body><script>alert(document.cookie)</script></body></html>',
);

/** A JPEG/HTML polyglot: the page after the JPEG's end marker. */
export async function jpegWithHtmlAfterEnd() {
  return Buffer.concat([await jpeg(), html]);
}

/** A JPEG/HTML polyglot: the page in a comment (COM) segment right after SOI. */
export async function jpegWithHtmlInComment() {
  const image = await jpeg();
  const length = Buffer.alloc(2);
  length.writeUInt16BE(html.length + 2);
  return Buffer.concat([
    image.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    html,
    image.subarray(2),
  ]);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, bitDepth: number, colourType: number) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return pngChunk('IHDR', data);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose header claims 30000x30000 RGB (900 MP) with a tiny IDAT: 2.7 GB if decoded. */
export function pngBombHeader() {
  const idat = pngChunk(
    'IDAT',
    Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]),
  );
  return Buffer.concat([
    pngSignature,
    ihdr(30000, 30000, 8, 2),
    idat,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A complete, valid 30000x30000 greyscale 1-bit PNG of one colour: about 110 KB. */
export async function pngBombComplete() {
  const row = Buffer.alloc(1 + 30000 / 8); // filter byte 0, then 3750 zero bytes
  const rows = Buffer.concat(Array.from({ length: 100 }, () => row));
  const idat = await deflated((write) => {
    for (let i = 0; i < 300; i++) write(rows);
  });
  return Buffer.concat([
    pngSignature,
    ihdr(30000, 30000, 1, 0),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with text and a JPEG, as a scan app would make it. */
export async function pdf(
  change?: (document: PDFDocument) => void | Promise<void>,
  useObjectStreams = false,
) {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText('IDENTITY CARD', { x: 50, y: 780, size: 18, font });
  const photo = await document.embedJpg(await jpeg({ width: 120, height: 90 }));
  page.drawImage(photo, { x: 50, y: 600, width: 240, height: 180 });
  await change?.(document);
  return Buffer.from(await document.save({ useObjectStreams }));
}

function action(document: PDFDocument, entries: Record<string, unknown>): PDFDict {
  const dict = document.context.obj({});
  for (const [key, value] of Object.entries(entries)) {
    dict.set(
      PDFName.of(key),
      typeof value === 'string' && !value.startsWith('/')
        ? PDFString.of(value)
        : PDFName.of(String(value).slice(1)),
    );
  }
  return dict;
}

/** OpenAction: JavaScript run when the document opens. */
export const pdfWithOpenActionJs = () =>
  pdf((document) => {
    document.catalog.set(
      PDFName.of('OpenAction'),
      action(document, { S: '/JavaScript', JS: 'app.alert("opened")' }),
    );
  });

/** A link whose action launches a program. */
export const pdfWithLaunch = () =>
  pdf((document) => {
    const page = document.getPage(0);
    const link = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 50, 200, 80] });
    link.set(
      PDFName.of('A'),
      action(document, { S: '/Launch', F: 'C:\\Windows\\System32\\calc.exe' }),
    );
    page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
  });

/** An attached file (the document's EmbeddedFiles name tree). */
export const pdfWithEmbeddedFile = () =>
  pdf(async (document) => {
    await document.attach(Buffer.from('MZ not really a program'), 'readme.exe', {
      mimeType: 'application/octet-stream',
    });
  });

/**
 * The same JavaScript open action as an object of its own, which pdf-lib writes into a
 * compressed object stream: the raw bytes show no name.
 */
export const pdfWithJsInObjectStream = () =>
  pdf((document) => {
    const js = action(document, { S: '/JavaScript', JS: 'app.alert("opened")' });
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(js));
  }, true);

async function deflated(write: (chunk: (bytes: Buffer) => void) => void): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise((resolve) => deflate.once('end', resolve));
  write((bytes) => deflate.write(bytes));
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

/**
 * A PDF written by hand: catalog (with `catalog` added to its dictionary), page tree, one
 * page, and optionally object 5 in a deflated object stream (object 4). pdf-lib reads the
 * objects in file order, so the cross-reference table is left out.
 */
function handMadePdf(catalog: string, objectStream?: Buffer): Buffer {
  const head = Buffer.from(
    '%PDF-1.7\n' +
      `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>\nendobj\n',
    'latin1',
  );
  const stream = objectStream
    ? [
        Buffer.from(
          `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`,
          'latin1',
        ),
        objectStream,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ]
    : [];
  const tail = Buffer.from('trailer\n<< /Root 1 0 R /Size 6 >>\nstartxref\n0\n%%EOF\n', 'latin1');
  return Buffer.concat([head, ...stream, tail]);
}

/**
 * An open action whose names are written with lower-case #xx escapes (/#4aava#53cript is
 * /JavaScript to a reader), inside a compressed object stream.
 */
export async function pdfWithEscapedJsInObjectStream() {
  // "5 0 " then, at offset 4 (/First), object 5.
  const body = '5 0 << /S /#4aava#53cript /#4a#53 (app.alert(1)) >>';
  const stream = await deflated((write) => {
    write(Buffer.from(body));
  });
  return handMadePdf('/OpenAction 5 0 R', stream);
}

/** A PDF whose one object stream inflates to `size` bytes (spaces): about 1 KB per MB. */
export async function pdfObjectStreamBomb(size: number) {
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  const stream = await deflated((write) => {
    write(Buffer.from('5 0 << >>'));
    for (let written = 0; written < size; written += spaces.length) write(spaces);
  });
  return handMadePdf('', stream);
}

/**
 * Two revisions of the catalog: the first opens with JavaScript, the second (later in the file,
 * the one pdf-lib keeps) does not. A reader following a cross-reference table to the first
 * would run the script; the parser alone never sees it.
 */
export function pdfWithShadowedCatalog() {
  const clean = handMadePdf('');
  const evil =
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n';
  const at = clean.indexOf('1 0 obj');
  return Buffer.concat([clean.subarray(0, at), Buffer.from(evil, 'latin1'), clean.subarray(at)]);
}

/** A JPEG with a ZIP archive appended (a JPEG/ZIP polyglot). */
export async function jpegWithZip() {
  const zip = Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
  ]);
  return Buffer.concat([await jpeg(), zip]);
}
