// A JPEG or PNG ID photo: its container screened for a second format, its header's size
// checked against the pixel limit before any pixel is decoded, then decoded by libvips (sharp)
// and RE-ENCODED. The stored file is the re-encoded one: no EXIF (GPS position, camera serial),
// no comments or text chunks, nothing after the end marker, upright (EXIF orientation applied).
import sharp, { type SharpOptions } from 'sharp';
import { jpegLayout, pngLayout } from './image-structure.ts';
import { UploadRefused } from './refusals.ts';
import { findForeign, findMarkup, findZipTail } from './signatures.ts';

export type ImageType = 'image/jpeg' | 'image/png';

export interface ImageLimits {
  /** Width × height at most (a header claiming more is refused before decoding). */
  maxPixels: number;
  /** libvips stops decoding and encoding after this long. */
  timeoutSeconds: number;
}

// libvips keeps no cache of decoded images between requests (each upload is decoded once),
// and one libvips thread works on an image: with the document queue (check-id-document.ts)
// at most one image is being decoded by this process at a time.
sharp.cache(false);
sharp.concurrency(1);

const formats: Record<ImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/** Screens the container: markup anywhere, another format after the end or in metadata. */
function screenContainer(bytes: Uint8Array, type: ImageType): void {
  const layout = type === 'image/jpeg' ? jpegLayout(bytes) : pngLayout(bytes);
  const inMarkup = findMarkup(bytes);
  if (inMarkup) throw new UploadRefused('hiddenContent', `markup ${inMarkup}`);
  for (const [start, end] of layout.metadata) {
    const found = findForeign(bytes, start, end);
    if (found) throw new UploadRefused('hiddenContent', `in metadata: ${JSON.stringify(found)}`);
  }
  // Bytes after the end marker (a phone's motion-photo video, a second JPEG of a multi-picture
  // file) are dropped by the re-encoding; a known other format there is refused.
  const trailing = findForeign(bytes, layout.end);
  if (trailing) throw new UploadRefused('hiddenContent', `after end: ${JSON.stringify(trailing)}`);
  if (findZipTail(bytes)) throw new UploadRefused('hiddenContent', 'zip end record');
  // A PDF reader takes a file whose first KiB holds %PDF- for a PDF.
  if (findForeign(bytes, 0, Math.min(bytes.length, 1024))?.startsWith('%PDF')) {
    throw new UploadRefused('hiddenContent', 'pdf header');
  }
}

function refusalOf(error: unknown): UploadRefused {
  if (error instanceof UploadRefused) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new UploadRefused('pixels', message);
  return new UploadRefused('unreadable', message.split('\n')[0]);
}

/** The re-encoded image, or UploadRefused. */
export async function checkImage(
  bytes: Buffer,
  type: ImageType,
  limits: ImageLimits,
): Promise<Buffer> {
  screenContainer(bytes, type);
  const options: SharpOptions = {
    limitInputPixels: limits.maxPixels,
    // A truncated or corrupt image is refused; libjpeg's benign warnings (extraneous bytes
    // before a marker, as some cameras write) are not.
    failOn: 'error',
    sequentialRead: true,
    autoOrient: true,
    animated: false,
  };
  try {
    // The header alone: format and size, nothing decoded yet.
    const header = await sharp(bytes, options).metadata();
    if (header.format !== formats[type]) {
      throw new UploadRefused('mismatch', `decodes as ${header.format}`);
    }
    if (header.width * header.height > limits.maxPixels) {
      throw new UploadRefused('pixels', `${header.width}x${header.height}`);
    }
    const image = sharp(bytes, options).timeout({ seconds: limits.timeoutSeconds });
    // No withMetadata/keepExif: sharp writes no EXIF, XMP, ICC or comments by default.
    return await (
      type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 6 })
    ).toBuffer();
  } catch (error) {
    throw refusalOf(error);
  }
}
