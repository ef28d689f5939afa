// What an uploaded ID document must be before it is stored: a JPEG, PNG or PDF by its bytes,
// the same type its Content-Type and name claim, a file name without control characters or
// path parts, and content that decodes as that type within the pixel limit, with no active
// content and no second format inside. What is stored is what was checked: images
// re-encoded, PDFs re-serialised (image-check.ts, pdf-check.ts).
import pLimit from 'p-limit';
import { typeOfExtension, sanitiseFileName } from './file-name.ts';
import { checkImage } from './image-check.ts';
import { checkPdf } from './pdf-check.ts';
import { UploadRefused } from './refusals.ts';
import { declaredType, sniffType, type DocumentType } from './signatures.ts';

export interface DocumentLimits {
  /** Width × height of an image (or of an image in a PDF) at most. */
  maxPixels: number;
  /** Bytes pdf-lib may decode while it loads one PDF (object streams, xref streams). */
  pdfMaxDecodedBytes: number;
  /** libvips gives up on one image after this long. */
  imageTimeoutSeconds: number;
}

export const documentLimits: DocumentLimits = {
  // 40 MP: a phone's full-resolution photo of a card; a 30000x30000 header is 900 MP.
  maxPixels: 40_000_000,
  pdfMaxDecodedBytes: 16 * 1024 * 1024,
  imageTimeoutSeconds: 10,
};

export interface Upload {
  filename: string;
  /** The part's Content-Type: the client's claim. */
  mimetype: string | undefined;
  bytes: Buffer;
}

export interface CheckedDocument {
  filename: string;
  mime: DocumentType;
  /** The re-encoded image or re-serialised PDF: the bytes to store. */
  bytes: Buffer;
}

/**
 * One document is decoded at a time in this process: a 40 MP image is 160 MB of pixels while
 * libvips turns it upright, so two at once on a 2-core machine would only double the peak.
 * The rest wait their turn (the per-client upload budget bounds how many one client queues).
 */
const documentChecks = pLimit(1);

/** The document to store, or UploadRefused with the reason. */
export async function checkIdDocument(
  upload: Upload,
  limits: DocumentLimits = documentLimits,
): Promise<CheckedDocument> {
  const type = sniffType(upload.bytes);
  if (type === undefined) throw new UploadRefused('type', 'unknown magic');
  const declared = declaredType(upload.mimetype);
  // The details name types, never the client's own strings: they go to the log.
  if (declared === 'other') throw new UploadRefused('mismatch', 'declared another type');
  if (declared !== null && declared !== type)
    throw new UploadRefused('mismatch', `declared ${declared}, is ${type}`);
  const named = typeOfExtension(upload.filename);
  if (named !== undefined && named !== type)
    throw new UploadRefused('mismatch', `named ${named}, is ${type}`);
  const filename = sanitiseFileName(upload.filename, type);
  const bytes = await documentChecks(() =>
    type === 'application/pdf'
      ? checkPdf(upload.bytes, {
          maxPixels: limits.maxPixels,
          maxDecodedBytes: limits.pdfMaxDecodedBytes,
        })
      : checkImage(upload.bytes, type, {
          maxPixels: limits.maxPixels,
          timeoutSeconds: limits.imageTimeoutSeconds,
        }),
  );
  return { filename, mime: type, bytes };
}
