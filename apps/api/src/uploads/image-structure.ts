// The container of a JPEG or PNG, walked without decoding a pixel: where the image ends (EOI,
// IEND) and which regions hold metadata rather than compressed pixels. A second file hides in
// exactly those places: after the end marker (a ZIP, an HTML page) or in a comment, APPn
// segment or text chunk. The compressed pixel data (random-looking bytes) is skipped, so a
// short signature there is not taken for one.

export interface ImageLayout {
  /** Offset just past the end marker; the file's length if there is none (the decoder judges). */
  end: number;
  /** [start, end) of each metadata payload: JPEG APPn and COM segments, PNG ancillary chunks. */
  metadata: (readonly [number, number])[];
}

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 0x10000 + u16(b, at + 2);

/** JPEG: SOI, marker segments, entropy-coded scans (0xFF stuffed), EOI. */
export function jpegLayout(b: Uint8Array): ImageLayout {
  const metadata: (readonly [number, number])[] = [];
  let at = 2; // past SOI
  while (at < b.length) {
    if (b[at] !== 0xff) {
      // Not at a marker: the entropy-coded data of a scan. A marker is 0xFF followed by a byte
      // that is neither a stuffed 0x00, a restart marker nor another 0xFF (fill).
      while (at < b.length) {
        if (b[at] === 0xff) {
          const next = b[at + 1] ?? 0;
          if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) break;
        }
        at++;
      }
      continue;
    }
    while (b[at + 1] === 0xff) at++; // fill bytes before a marker
    const marker = b[at + 1] ?? 0;
    if (marker === 0xd9) return { end: at + 2, metadata };
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x00) {
      at += 2;
      continue;
    }
    const length = u16(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) break; // damaged or cut: the decoder judges
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      metadata.push([at + 4, at + 2 + length]);
    }
    at += 2 + length;
  }
  return { end: b.length, metadata };
}

const critical = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'fdAT']);

/** PNG: signature, then chunks of length, type, data and CRC up to IEND. */
export function pngLayout(b: Uint8Array): ImageLayout {
  const metadata: (readonly [number, number])[] = [];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    const dataEnd = at + 8 + length;
    if (dataEnd + 4 > b.length) break;
    if (type === 'IEND') return { end: dataEnd + 4, metadata };
    // Compressed text (zTXt, compressed iTXt) is dropped by the re-encoding without a look.
    if (!critical.has(type) && type !== 'zTXt') metadata.push([at + 8, dataEnd]);
    at = dataEnd + 4;
  }
  return { end: b.length, metadata };
}
