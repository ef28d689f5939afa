// Magic numbers: what the first bytes say a file is, and the signatures of a second format
// hidden in one (a polyglot). They only sort and screen: an accepted file must still decode
// as its type (image-check.ts, pdf-check.ts).

export type DocumentType = 'image/jpeg' | 'image/png' | 'application/pdf';

const magic: readonly (readonly [DocumentType, readonly number[]])[] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF- at offset 0, nothing before it
];

export function sniffType(bytes: Uint8Array): DocumentType | undefined {
  return magic.find(([, signature]) => signature.every((b, i) => bytes[i] === b))?.[0];
}

/** The declared Content-Type's document type; `null` for a type that claims nothing. */
export function declaredType(mime: string | undefined): DocumentType | null | 'other' {
  const type = (mime ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream') return null;
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type === 'image/png' || type === 'image/x-png') return 'image/png';
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'application/pdf';
  return 'other';
}

// Markup a browser or an HTML parser would run: long enough (or closed by a delimiter) that
// compressed image or stream data (random bytes) matches it by chance about once in 10^5
// 5 MB files or less. XMP metadata (`<x:xmpmeta`, `<rdf:RDF`) does not match.
const markup =
  /<(?:script|iframe|object|embed|applet|form|meta|link|style)[\s/>]|<(?:html|body|head|svg)[\s>]|<\?php|<%@|javascript:|vbscript:/i;

const bytesOf = (signature: string) => Buffer.from(signature, 'latin1');

/** Other formats' signatures: ZIP (local, central, end records), PDF, RAR, 7-Zip, ELF. */
const foreign = [
  'PK\x03\x04',
  'PK\x01\x02',
  'PK\x05\x06',
  '%PDF-',
  'Rar!\x1a\x07',
  '7z\xbc\xaf\x27\x1c',
  '\x7fELF',
].map(bytesOf);

/** A PE executable or a gzip stream only counts where a second file would start. */
const foreignAtStart = ['MZ', '\x1f\x8b\x08'].map(bytesOf);

function region(bytes: Uint8Array, start = 0, end = bytes.length): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start));
}

/** Script or HTML markup anywhere in the bytes. */
export function findMarkup(bytes: Uint8Array, start = 0, end = bytes.length): string | undefined {
  return markup.exec(region(bytes, start, end).toString('latin1'))?.[0];
}

/** A second format's signature (or markup) in a region that holds no compressed data. */
export function findForeign(bytes: Uint8Array, start = 0, end = bytes.length): string | undefined {
  const part = region(bytes, start, end);
  const found =
    foreign.find((signature) => part.includes(signature)) ??
    foreignAtStart.find((signature) => part.subarray(0, signature.length).equals(signature));
  return found?.toString('latin1') ?? findMarkup(part);
}

/**
 * A ZIP reader looks for the end-of-central-directory record in the last 64 KiB + 22 bytes,
 * wherever the file starts: a ZIP hidden at the end of any file shows there.
 */
export function findZipTail(bytes: Uint8Array): boolean {
  return region(bytes, Math.max(0, bytes.length - (0xffff + 22))).includes(bytesOf('PK\x05\x06'));
}
