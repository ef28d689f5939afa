import { randomUUID } from 'node:crypto';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { AppContext } from '../app.ts';
import { DAY } from '../config/limits.ts';
import { fieldErrors, HttpError } from '../http/errors.ts';
import { runLeadStep } from '../leads/lead-step.ts';
import { chargeBudgets } from '../limits/budgets.ts';
import type { RouteHandlers } from './contract-routes.ts';

// The declared type is the client's claim; the first bytes decide.
const signatures: readonly (readonly [string, readonly number[]])[] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

function sniffType(bytes: Uint8Array): string | undefined {
  return signatures.find(([, magic]) => magic.every((b, i) => bytes[i] === b))?.[0];
}

/**
 * POST /lead/idUpload: multipart fields `id` and `file` (JPEG, PNG or PDF, size-limited), and
 * optionally `side`: 'front' stores the document's front and keeps the lead at the upload step
 * (the back follows); 'back', or no side (one photo or scan), stores it and moves on.
 * A lead keeps one document per side: a new upload of a side replaces the old one, and the
 * uploads of a lead are counted (uploadsPerLeadPerDay), so retries cannot fill the database.
 */
export function idUploadHandler(ctx: AppContext): Pick<RouteHandlers, 'idUpload'> {
  return {
    idUpload: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, { error: 'unsupported_media_type' });
      let leadId: string | undefined;
      let side: 'front' | 'back' | undefined;
      let file: { filename: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file !== undefined) {
              part.file.resume();
              continue;
            }
            file = { filename: part.filename.slice(0, 200), bytes: await part.toBuffer() };
          } else if (part.fieldname === 'id' && typeof part.value === 'string') {
            leadId = part.value;
          } else if (
            part.fieldname === 'side' &&
            (part.value === 'front' || part.value === 'back')
          ) {
            side = part.value;
          }
        }
      } catch (error) {
        // Busboy's own errors (no boundary, truncated body) are the client's fault: a 400.
        const code = (error as { code?: unknown }).code;
        if (
          code === 'FST_REQ_FILE_TOO_LARGE' ||
          code === 'FST_FILES_LIMIT' ||
          code === 'FST_PARTS_LIMIT'
        ) {
          throw new HttpError(413, { error: 'payload_too_large' });
        }
        throw new HttpError(400, { error: 'bad_request' });
      }
      if (leadId === undefined) throw fieldErrors([{ fieldName: 'id', message: M.required }]);
      if (file === undefined || file.bytes.length === 0)
        throw fieldErrors([{ fieldName: 'file', message: M.required }]);
      const mime = sniffType(file.bytes);
      if (mime === undefined) throw new HttpError(415, { error: 'unsupported_media_type' });
      const upload = file;
      return runLeadStep(ctx, request, reply, {
        leadId,
        states: [ProgressState.IdUpload],
        advance: side !== 'front',
        apply: async (lead, trx) => {
          const kind = side === undefined ? 'id' : `id-${side}`;
          await chargeBudgets(trx, ctx.env.APP_SECRET, ctx.now(), [
            {
              budget: 'upload-lead',
              subject: lead.id,
              max: ctx.limits.uploadsPerLeadPerDay,
              windowMs: DAY,
            },
          ]);
          // The lead row is locked by runLeadStep, so delete-then-insert cannot interleave.
          await trx
            .deleteFrom('documents')
            .where('lead_id', '=', lead.id)
            .where('kind', '=', kind)
            .execute();
          await trx
            .insertInto('documents')
            .values({
              id: randomUUID(),
              lead_id: lead.id,
              kind,
              filename: upload.filename,
              mime,
              size: upload.bytes.length,
              content: upload.bytes,
            })
            .execute();
          return lead;
        },
      });
    },
  };
}
