// The bot check's answer for this page (issue 23 item 4, ADR 0045): the brand's challenge from
// the API, answered off the main thread (ALTCHA's proof of work in a Web Worker) or by the
// brand's hosted widget. One answer is kept at a time; a lead create takes it, and it is gone.
// The page's state store is handed in (public/bot-check.ts): importing it here would split the
// first screen's chunks, and this chunk is loaded only when the applicant starts on a step.
import {
  botCheckChallengeSchema,
  botCheckErrorFields,
  botCheckFailedMessage,
  botCheckRoutes,
  botCheckTokenField,
} from '@finceptiv/contract/api/bot-check';
import type { FieldError } from '@finceptiv/contract/api/errors';
import { apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';
import { log } from '@/shared/lib/log';
import type { BotCheckState } from '../state';
import { startAltchaSolver } from './altcha';

/**
 * How long a found answer is kept. The API's challenges and Turnstile's tokens live 5 minutes;
 * a minute less leaves room for a slow create and for a clock that runs apart from the server's.
 */
export const answerLifeMs = 4 * 60_000;

export interface BotCheck {
  /** Starts finding an answer unless one is kept or on its way. */
  start(product: string): void;
  /** The kept answer (once found), else a fresh one, as the create's body field; handed out once. */
  take(product: string): Promise<Record<string, string>>;
  /** After a failure: tries again for the brand of the last start or take (else `fallback`). */
  retry(fallback?: string): void;
  /** Whether a lead create's field errors are the bot check refusing its answer. */
  isRefusal(errors: readonly FieldError[]): boolean;
}

interface Answer {
  token: Promise<string>;
  /** Promised to a lead create: nobody else gets it. */
  taken: boolean;
  settled: boolean;
  expiry?: ReturnType<typeof setTimeout>;
}

async function findAnswer(product: string): Promise<string> {
  const path = clientPath(botCheckRoutes.botCheckChallenge, undefined, { product });
  // The default provider's worker starts loading while the challenge is asked for.
  const altcha = startAltchaSolver();
  try {
    const challenge = botCheckChallengeSchema.parse(await apiRequest<unknown>('GET', path));
    if (challenge.provider === 'altcha') return await altcha.solve(challenge.challenge);
    altcha.stop();
    const { turnstileToken } = await import('./turnstile');
    return await turnstileToken(challenge.siteKey);
  } catch (error) {
    altcha.stop();
    throw error;
  }
}

/** The page's one bot check, reporting its state to `report` (the page's state store). */
export function createBotCheck(report: (state: BotCheckState) => void): BotCheck {
  let kept: Answer | undefined;
  let lastProduct: string | undefined;

  const forget = () => {
    clearTimeout(kept?.expiry);
    kept = undefined;
    report('idle');
  };

  const begin = (product: string): Answer => {
    report('checking');
    const answer: Answer = { token: findAnswer(product), taken: false, settled: false };
    answer.token.then(
      () => {
        answer.settled = true;
        if (kept !== answer) return;
        if (answer.taken) {
          forget();
          return;
        }
        report('ready');
        // Not taken in time: dropped, and the next create finds a fresh one.
        answer.expiry = setTimeout(() => {
          if (kept === answer && !answer.taken) forget();
        }, answerLifeMs);
      },
      (error: unknown) => {
        answer.settled = true;
        // Never the token: the error names what failed (an HTTP status, the worker).
        log.warn('Bot check failed', error);
        if (kept !== answer) return;
        kept = undefined;
        report('failed');
      },
    );
    kept = answer;
    return answer;
  };

  const start = (product: string) => {
    lastProduct = product;
    if (kept === undefined) begin(product);
  };

  return {
    start,
    async take(product) {
      lastProduct = product;
      const answer = kept !== undefined && !kept.taken ? kept : begin(product);
      answer.taken = true;
      if (answer.settled) forget();
      return { [botCheckTokenField]: await answer.token };
    },
    retry(fallback) {
      const product = lastProduct ?? fallback;
      if (product !== undefined) start(product);
    },
    isRefusal(errors) {
      const fields: readonly string[] = botCheckErrorFields;
      return errors.some(
        (e) => fields.includes(e.fieldName) && e.message === botCheckFailedMessage,
      );
    },
  };
}
