import { randomUUID } from 'node:crypto';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { AppContext } from '../app.ts';
import { DAY } from '../config/limits.ts';
import { fieldErrors, HttpError } from '../http/errors.ts';
import { assertLeadAccess } from '../leads/lead-access.ts';
import { runLeadStep } from '../leads/lead-step.ts';
import { chargeBudgets } from '../limits/budgets.ts';
import { checkIdDocument, type Upload } from '../uploads/check-id-document.ts';
import { uploadRefusals, UploadRefused } from '../uploads/refusals.ts';
import type { RouteHandlers } from './contract-routes.ts';

/**
 * POST /lead/idUpload: multipart fields `id` and `file` (JPEG, PNG or PDF, size-limited), and
 * optionally `side`: 'front' stores the document's front and keeps the lead at the upload step
 * (the back follows); 'back', or no side (one photo or scan), stores it and moves on.
 * A lead keeps one document per side: a new upload of a side replaces the old one, and the
 * uploads of a lead are counted (uploadsPerLeadPerDay), so retries cannot fill the database.
 * The file is checked once the caller's access to the lead is (uploads/check-id-document.ts),
 * outside the step's transaction: a refusal is a 422 on `file` whose message names the reason;
 * what is stored is the re-encoded image or the re-serialised PDF, never the bytes as sent.
 */
export function idUploadHandler(ctx: AppContext): Pick<RouteHandlers, 'idUpload'> {
  return {
    idUpload: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, { error: 'unsupported_media_type' });
      let leadId: string | undefined;
      let side: 'front' | 'back' | undefined;
      let file: Upload | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || file !== undefined) {
              part.file.resume();
              continue;
            }
            file = {
              filename: part.filename,
              mimetype: part.mimetype,
              bytes: await part.toBuffer(),
            };
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
      // Whose lead first (404 lead_not_found, as on every lead route): a stranger's file is
      // never decoded. The step's own load below locks the lead and checks its state.
      await assertLeadAccess(ctx.db, request, leadId);
      const upload = await checkIdDocument(file).catch((error: unknown) => {
        if (!(error instanceof UploadRefused)) throw error;
        // The reason and what was found, never the name or the bytes.
        request.log.info({ reason: error.reason, detail: error.detail }, 'upload refused');
        throw fieldErrors([{ fieldName: 'file', message: uploadRefusals[error.reason] }]);
      });
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
              mime: upload.mime,
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
