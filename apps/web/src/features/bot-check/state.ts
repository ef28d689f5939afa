// The bot check's state on this page (issue 23 item 4, ADR 0045): one small store, read by the
// captcha line of spec 3 (useSyncExternalStore) and written by the solver once it has loaded.
// Kept apart from the solver so the first screen carries these few lines only.

/** idle: no answer kept; checking: one is being found; ready: one waits for the lead create. */
export type BotCheckState = 'idle' | 'checking' | 'ready' | 'failed';

let current: BotCheckState = 'idle';
const listeners = new Set<() => void>();

export const botCheckState = (): BotCheckState => current;

export function setBotCheckState(next: BotCheckState): void {
  current = next;
  // A listener told of an unchanged state reads the same snapshot, and React draws nothing.
  for (const listener of listeners) listener();
}

export function subscribeBotCheck(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
