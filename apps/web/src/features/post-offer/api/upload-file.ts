// POST /lead/idUpload as multipart/form-data with upload progress. fetch() cannot report
// upload progress, so this one call uses XMLHttpRequest, with the same XSRF header and
// Idempotency-Key as every other state-changing call.
import { idempotencyKeyHeaderName } from '@finceptiv/contract/api/headers';
import { apiBase, ApiError } from '@/shared/api/client';
import { ensureXsrfToken, xsrfHeader } from '@/shared/api/xsrf';
import { stepFailure } from './step-request';

/**
 * Why the API refused the file itself, as a translation key of the post-offer namespace: its
 * 422 on `file` names the reason (`upload.refused.*`: not what it claims, damaged, too many
 * pixels, scripts in a PDF, a second file hidden inside, the file name); a 415 or an unknown
 * reason is told as the wrong type. Undefined when the file was not the problem (network, lead
 * state, limits): sending it again may then work.
 */
export function uploadRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 415) return 'upload.refused.type';
  if (error.status !== 422) return undefined;
  const failure = stepFailure(error);
  if (failure.kind !== 'fields') return undefined;
  const message = failure.errors.find((e) => e.fieldName === 'file')?.message;
  if (message === undefined) return undefined;
  return /^upload\.refused\.[A-Za-z]+$/.test(message) ? message : 'upload>type';
}

/** 'front' keeps the lead at the step (the back follows); 'back' or none completes it. */
export type DocumentSide = 'front' | 'back' | undefined;

export async function uploadIdDocument(
  leadId: string,
  file: File,
  side: DocumentSide,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  const token = await ensureXsrfToken(apiBase);
  const form = new FormData();
  form.append('id', leadId);
  if (side) form.append('side', side);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBase}/lead/idUpload`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(xsrfHeader, token);
    request.setRequestHeader(idempotencyKeyHeaderName, idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: keep the text
      }
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(new ApiError(request.status, body));
    };
    request.onerror = () => {
      reject(new ApiError(0, undefined));
    };
    request.send(form);
  });
}
