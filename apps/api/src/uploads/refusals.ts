// Why an uploaded ID document is refused. Each reason is sent as the `message` of a 422 field
// error on `file`: an i18n key of the web app's post-offer namespace (public/locales/*/
// post-offer.json, flat keys beside the upload screen's own), so the screen can say why.

export const uploadRefusals = {
  /** Not a JPEG, PNG or PDF at all. */
  type: 'upload.refused.type',
  /** The bytes are another type than the declared Content-Type or the name's extension. */
  mismatch: 'upload.refused.mismatch',
  /** Damaged or truncated: it does not decode (or parse) as its type. */
  unreadable: 'upload.refused.unreadable',
  /** More pixels than an ID photo needs (a decompression bomb is refused from its header). */
  pixels: 'upload.refused.pixels',
  /** A PDF with scripts, actions that run or launch something, attachments or XFA forms. */
  activeContent: 'upload.refused.activeContent',
  /** A password-protected (encrypted) PDF: its content cannot be checked. */
  encrypted: 'upload.refused.encrypted',
  /** A second format inside (a polyglot): markup, or a ZIP/PDF/executable signature. */
  hiddenContent: 'upload.refused.hiddenContent',
  /** A file name with control characters or path parts. */
  fileName: 'upload.refused.fileName',
} as const;

export type UploadRefusal = keyof typeof uploadRefusals;

export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadRefusal,
    /** For the log only (never sent): what exactly was found. */
    readonly detail?: string,
  ) {
    super(`upload refused: ${reason}${detail === undefined ? '' : ` (${detail})`}`);
  }
}
