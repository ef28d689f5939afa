// The bot check on lead creation (issue 23 item 4, ADR 0045): the part the first screen carries,
// kept to a few lines (budgets.json's first act). The solver (the challenge, ALTCHA's proof of
// work in a Web Worker, or a hosted widget) is a chunk of its own, loaded once the applicant
// starts on the first step or a lead create needs an answer; the contract's bot-check schemas
// are in that chunk too, so nothing here imports them.
import { useSyncExternalStore } from 'react';
import type { BotCheck } from '../solve/bot-check-solver';
import { botCheckState, setBotCheckState, subscribeBotCheck, type BotCheckState } from '../state';

export type { BotCheckState };

/**
 * The page's one bot check: `take(product)` hands a lead create its answer as the body field
 * that carries it ({ recaptchaToken }), the kept one or a fresh one, once (never stored nor
 * logged); `isRefusal(errors)` tells a create's 422 that refused it.
 */
export function loadBotCheck(): Promise<BotCheck> {
  // Kept once loaded; a failed load (offline, a deploy in between) is tried afresh next time.
  return (loading ??= import('../solve/bot-check-solver').then(
    (solver) => solver.createBotCheck(setBotCheckState),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}
let loading: Promise<BotCheck> | undefined;

// A solver that cannot load (offline, a deploy in between) is a failed check, tried afresh later.
const failed = () => {
  setBotCheckState('failed');
};

/** Starts finding an answer for the brand (its backend product id) unless one is on its way. */
export function startBotCheck(product: string): void {
  startedFor = product;
  loadBotCheck().then((check) => {
    check.start(product);
  }, failed);
}
// Kept for a retry after the solver itself failed to load.
let startedFor: string | undefined;

/** After a failure: tries again for the brand of the last attempt. */
export function retryBotCheck(): void {
  loadBotCheck().then((check) => {
    check.retry(startedFor);
  }, failed);
}

/** The check's state, for the captcha line of spec 3. */
export function useBotCheckState(): BotCheckState {
  // The prerender draws with the browser's renderer too (jsdom), so no server snapshot is asked.
  return useSyncExternalStore(subscribeBotCheck, botCheckState);
}
