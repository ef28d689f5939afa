// Spec 4 lead lifecycle: POST the first time, PUT afterwards; the response id becomes the
// application id and the returned state (progressState, result ...) is stored. A failure keeps
// every field, is logged without personal data, toasts, and hands back a retry. A create carries
// the bot check's answer (issue 23 item 4): in the request only, never in the stored application.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ThunkAction } from '@reduxjs/toolkit';
import type { FieldError } from '@finceptiv/contract/api/errors';
import { leadResponseSchema, type LeadResponse } from '@finceptiv/contract/api/lead-schemas';
import type { Product } from '@finceptiv/contract/products';
import { apiRequest } from '@/shared/api/client';
import { log } from '@/shared/lib/log';
import { notify as showToast } from '@/shared/ui/toasts/notify';
import { loadBotCheck } from '@/features/bot-check/public/bot-check';
import { classifyLeadFailure } from '../lead/lead-failure';
import { buildLeadRequest, type LeadSubmission, type PayloadExtras } from '../lead/lead-request';
import { newSubmission, type SubmissionAttempt } from '../lead/submission-attempt';
import { startOverIfFinished } from './start-over';
import { leadSaved } from './application-actions';
import { applicationDataUpdated } from './application-data-slice';
import { currentLeadPayloadExtras } from './device-info';
import { leadApplicationStateReceived } from './lead-application-slice';
import type { ApplicationSlices } from './use-application-selector';

export type { LeadSubmission } from '../lead/lead-request';
export { newSubmission, type SubmissionAttempt } from '../lead/submission-attempt';

const postFailedMessage = 'Failed to post lead';
const updateFailedMessage = 'Failed to update lead';
export const saveFailedKey = 'applicationˆerrors>saveFailed';

export type SaveLeadResult =
  | { ok: true; lead: LeadResponse }
  /** 422: show these on the forms that own the fields; the data stays as entered. */
  | { ok: false; kind: 'invalid'; status: 422; errors: FieldError[] }
  /** Anything else: the data stays as entered; `retry` resends the same submission. */
  | { ok: false; kind: 'failed'; status: number; retry: () => Promise<SaveLeadResult> };

export interface SaveLeadOptions {
  /**
   * The translator of the caller's i18n instance (the toast text lives in the application
   * namespace). It may answer later: a save can fail before that namespace has arrived.
   */
  t: (key: string) => string | Promise<string>;
  extras?: PayloadExtras;
  notify?: (message: string, kind: 'error') => unknown;
}

export type SaveLeadThunk = ThunkAction<
  Promise<SaveLeadResult>,
  ApplicationSlices,
  unknown,
  UnknownAction
>;

/**
 * Saves the submission for this product. Pass the same `attempt` to retry a submission and
 * `newSubmission()` for a new one; the first call merges `submission.changes` into the store.
 */
export function saveLead(
  product: Pick<Product, 'flow' | 'backendProduct'>,
  submission: LeadSubmission,
  attempt: SubmissionAttempt,
  options: SaveLeadOptions,
): SaveLeadThunk {
  return async (dispatch, getState) => {
    let current = attempt;
    let renewed = false;
    for (;;) {
      try {
        if (!current.request) {
          dispatch(startOverIfFinished());
          if (submission.changes) dispatch(applicationDataUpdated(submission.changes));
          const extras = options.extras ?? currentLeadPayloadExtras;
          const built = buildLeadRequest(product, getState().applicationData, submission, extras);
          // A create carries a bot-check answer of its own, put into the body once, when it is
          // built: a retry resends these very bytes. An update needs none.
          if (built.method === 'POST') {
            const answer = await (await loadBotCheck()).take(product.backendProduct);
            built.body = { ...built.body, ...answer };
          }
          current.request = built;
        }
        const { method, path, body } = current.request;
        const answer = await apiRequest<unknown>(method, path, body, {
          idempotencyKey: current.key,
        });
        const lead = leadResponseSchema.parse(answer);
        const { id, ...state } = lead;
        dispatch(leadSaved({ id }));
        dispatch(leadApplicationStateReceived(state));
        return { ok: true, lead };
      } catch (error) {
        const failure = classifyLeadFailure(error);
        const method = current.request?.method ?? 'POST';
        if (
          !renewed &&
          method === 'POST' &&
          failure.kind === 'invalid' &&
          (await loadBotCheck()).isRefusal(failure.errors)
        ) {
          // The API refused the answer (it expired on a long first step, or a lost reply spent
          // it): once, a new submission with a fresh answer, so new bytes under a new key.
          renewed = true;
          current = newSubmission();
          continue;
        }
        log.error(method === 'POST' ? postFailedMessage : updateFailedMessage, {
          status: failure.status,
        });
        if (failure.kind === 'invalid') return { ok: false, ...failure };
        // 409: the lead no longer takes this step (the server moved it on): follow the server.
        // Loaded on that rare answer only: the first act does not carry it (0.4 KB gzip).
        if (failure.status === 409 && method === 'PUT') {
          const { refreshLeadStatus } = await import('./refresh-lead-status');
          await dispatch(refreshLeadStatus());
        }
        void Promise.resolve(options.t(saveFailedKey)).then((message) =>
          (options.notify ?? showToast)(message, 'error'),
        );
        const failed = current;
        const retry = () => dispatch(saveLead(product, submission, failed, options));
        return { ok: false, ...failure, retry };
      }
    }
  };
}
