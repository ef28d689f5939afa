// A PDF ID scan: parsed by pdf-lib (the maintained @cantoo fork), refused if it is encrypted,
// holds active content (JavaScript, launch/submit/import actions, attachments, rich media,
// XFA forms, an open action or additional action that fetches a URL) or an image larger than
// the pixel limit, then RE-SERIALISED: the stored file holds exactly the objects that were
// inspected, under a new cross-reference table. Whatever the parser did not take for an object
// (bytes between objects, after %%EOF, an older revision a viewer might follow) is not stored.
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { DecodeBudgetExceeded, withDecodeBudget } from './pdf-decode-guard.ts';
import { UploadRefused } from './refusals.ts';
import { findMarkup, findZipTail } from './signatures.ts';

export interface PdfLimits {
  /** Width × height of an image in the document at most. */
  maxPixels: number;
  /** Bytes that pdf-lib may decode (object and cross-reference streams) for one document. */
  maxDecodedBytes: number;
}

/** Dictionary keys that only active or embedded content has. */
const activeKeys = new Set([
  'JS',
  'JavaScript',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF', // a file specification's embedded file streams
  'RichMediaContent',
  'RichMediaSettings',
  'XFA',
  'Collection', // a portfolio: a PDF that is a folder of attached files
]);

/**
 * Types of active or embedded content, as the value of `S` (an action), `Subtype` (an
 * annotation) or `Type`. Only these keys: a name such as /Screen is also a blend mode.
 */
const activeTypes = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'RichMediaExecute',
  'Rendition',
  'Sound',
  'Movie',
  'Screen',
  'RichMedia',
  '3D',
  'FileAttachment',
  'EmbeddedFile',
  'PS', // a PostScript XObject: code for the printer
]);
const typeKeys = new Set(['S', 'Subtype', 'Type']);

// The raw file, as a second opinion on the parser: these names (after #xx escapes, which a
// name may use in any case) in any object, even one the parser skipped, refuse the file. Long
// names only, so compressed data does not match them by chance.
const rawActiveNames = /\/(?:JavaScript|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData)\b/;

const nameOf = (name: PDFName) => name.decodeText();

/**
 * The raw bytes before any parsing: an end (%%EOF) with nothing but whitespace after it (else a
 * file was appended), no markup, no ZIP end record, none of the long active names.
 */
function screenRaw(bytes: Uint8Array): void {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const eof = raw.lastIndexOf('%%EOF');
  if (eof < 0) throw new UploadRefused('unreadable', 'no %%EOF');
  if (!/^[\s\0]*$/.test(raw.slice(eof + 5))) throw new UploadRefused('hiddenContent', 'after EOF');
  const inMarkup = findMarkup(bytes);
  if (inMarkup) throw new UploadRefused('hiddenContent', `markup ${inMarkup}`);
  if (findZipTail(bytes)) throw new UploadRefused('hiddenContent', 'zip end record');
  const unescaped = raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const active = rawActiveNames.exec(unescaped);
  if (active) throw new UploadRefused('activeContent', `raw ${active[0]}`);
}

/** Every dictionary (a stream's too) inside one object, not following references. */
function* dictionaries(root: PDFObject): Generator<PDFDict> {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const object = stack.pop();
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      yield dict;
      for (const [, value] of dict.entries()) stack.push(value);
    } else if (dict instanceof PDFArray) {
      stack.push(...dict.asArray());
    }
  }
}

/**
 * Whether an action that runs by itself (the document's OpenAction, an AA entry of the
 * catalog, a page or a field), or an action it chains to with Next, fetches a URL. An
 * OpenAction that is a destination (an array) runs nothing.
 */
function automaticUri(document: PDFDocument, key: string, value: PDFObject): boolean {
  const resolve = (object: PDFObject) =>
    object instanceof PDFRef ? document.context.lookup(object) : object;
  const actions: PDFObject[] = [];
  const start = resolve(value);
  if (key === 'AA' && start instanceof PDFDict) actions.push(...start.values());
  else if (key === 'OpenAction') actions.push(value);
  const seen = new Set<PDFObject>();
  while (actions.length > 0) {
    const action = resolve(actions.pop() as PDFObject);
    if (!(action instanceof PDFDict) || seen.has(action)) continue;
    seen.add(action);
    const type = action.get(PDFName.of('S'));
    if (type instanceof PDFName && nameOf(type) === 'URI') return true;
    const next = action.get(PDFName.of('Next'));
    const chained = next === undefined ? undefined : resolve(next);
    if (chained instanceof PDFArray) actions.push(...chained.asArray());
    else if (chained !== undefined) actions.push(chained);
  }
  return false;
}

function inspect(document: PDFDocument, limits: PdfLimits): void {
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    for (const dict of dictionaries(object)) {
      for (const [key, value] of dict.entries()) {
        const name = nameOf(key);
        if (activeKeys.has(name)) throw new UploadRefused('activeContent', name);
        if (typeKeys.has(name) && value instanceof PDFName && activeTypes.has(nameOf(value))) {
          throw new UploadRefused('activeContent', `${name} ${nameOf(value)}`);
        }
        if ((name === 'OpenAction' || name === 'AA') && automaticUri(document, name, value)) {
          throw new UploadRefused('activeContent', `${name} URI`);
        }
      }
      const subtype = dict.get(PDFName.of('Subtype'));
      if (subtype instanceof PDFName && nameOf(subtype) === 'Image') {
        const width = dict.lookup(PDFName.of('Width'));
        const height = dict.lookup(PDFName.of('Height'));
        if (
          !(width instanceof PDFNumber) ||
          !(height instanceof PDFNumber) ||
          width.asNumber() * height.asNumber() > limits.maxPixels
        ) {
          throw new UploadRefused('pixels', 'image in the PDF');
        }
      }
    }
  }
}

function refusalOf(error: unknown): UploadRefused {
  if (error instanceof UploadRefused) return error;
  if (error instanceof EncryptedPDFError) return new UploadRefused('encrypted');
  if (error instanceof DecodeBudgetExceeded) return new UploadRefused('unreadable', error.message);
  // A parse error, or a RangeError from a structure nested past the stack.
  return new UploadRefused('unreadable', error instanceof Error ? error.message : String(error));
}

/** The re-serialised PDF, or UploadRefused. */
export async function checkPdf(bytes: Buffer, limits: PdfLimits): Promise<Buffer> {
  screenRaw(bytes);
  try {
    return await withDecodeBudget(limits.maxDecodedBytes, async () => {
      const document = await PDFDocument.load(bytes, {
        throwOnInvalidObject: true,
        updateMetadata: false,
        // Keep XFA where the walk sees it (the library would drop it when a form is read).
        preserveXFA: true,
      });
      if (document.isEncrypted) throw new UploadRefused('encrypted');
      if (document.getPageCount() === 0) throw new UploadRefused('unreadable', 'no pages');
      inspect(document, limits);
      const saved = await document.save({
        useObjectStreams: false,
        addDefaultPage: false,
        updateFieldAppearances: false,
      });
      return Buffer.from(saved.buffer, saved.byteOffset, saved.byteLength);
    });
  } catch (error) {
    throw refusalOf(error);
  }
}
