// The client's file name, kept with the document for whoever reads it later (an operator, a
// partner's import). It is never used as a path here, but a name with a NUL broke the insert
// (a 500) and a name with path parts or bidi overrides misleads whoever reads it.
import { UploadRefused } from './refusals.ts';
import type { DocumentType } from './signatures.ts';

const MAX_NAME_LENGTH = 200; // code points

const extensions: Record<DocumentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/** The document type a name's extension claims, if it is one of ours. */
export function typeOfExtension(name: string): DocumentType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  return (Object.keys(extensions) as DocumentType[]).find((type) =>
    extensions[type].includes(extension),
  );
}

/**
 * Refuses a name with control characters (C0, DEL, C1: a NUL among them) or path parts
 * (`/`, `\`, a `.` or `..` name); drops invisible format characters (bidi overrides that turn
 * `gpj.exe` around, zero-width ones); keeps at most 200 code points with the extension; and
 * makes the extension say what the stored bytes are.
 */
export function sanitiseFileName(raw: string, type: DocumentType): string {
  if (/\p{Cc}/u.test(raw)) throw new UploadRefused('fileName', 'control character');
  if (/[/\\]/.test(raw)) throw new UploadRefused('fileName', 'path separator');
  let name = raw
    .normalize('NFC')
    .replace(/\p{Cf}/gu, '')
    .trim();
  if (name === '.' || name === '..') throw new UploadRefused('fileName', 'path part');
  if (name === '') name = 'document';
  if (typeOfExtension(name) !== type) name = `${name}.${extensions[type][0] ?? 'bin'}`;
  const points = Array.from(name);
  if (points.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = Array.from(name.slice(dot));
    name = points.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension.join('');
  }
  return name;
}
