// Journey events (issue 25, ADR 0042) that only a screen knows: which field errors it showed
// and which decision it announced. Screens call signalJourney; the journey reporter, a chunk
// loaded once the applicant has acted (features/journey), listens. Until it does, signals wait
// here, each with the address it was given on, so the reporter can name the step.
import type { JourneyEvent } from '@finceptiv/contract/api/journey-schemas';

type Event<K> = Extract<JourneyEvent, { kind: K }>;
/** A message is whatever key the screen showed; the reporter sends the contract's keys only. */
export type FieldErrorSignal = Omit<Event<'field-error'>, 'step' | 'message'> & { message: string };
/** The partner as the screen names it ('Crédito Rápido'); the reporter makes it a slug. */
export type OutcomeSignal = Omit<Event<'outcome'>, 'step' | 'partner'> & {
  partner?: string | undefined;
};
export type JourneySignal = FieldErrorSignal | OutcomeSignal;

/** A field's error as the journey figures name it: the browser's own check first, then the API's. */
export function fieldErrorMet(
  field: string,
  client: string | undefined,
  server: string | undefined,
): FieldErrorSignal | undefined {
  if (client) return { kind: 'field-error', field, message: client, source: 'client' };
  return server ? { kind: 'field-error', field, message: server, source: 'server' } : undefined;
}

/** `pathname` and `at` (performance.now()): where and when the screen gave the signal. */
type Listener = (signal: JourneySignal, pathname: string, at: number) => void;

const MAX_WAITING = 50;
let listener: Listener | undefined;
const waiting: Parameters<Listener>[] = [];

export function signalJourney(signal: JourneySignal): void {
  const heard: Parameters<Listener> = [signal, window.location.pathname, performance.now()];
  if (listener) listener(...heard);
  else if (waiting.length < MAX_WAITING) waiting.push(heard);
}

/** The reporter's ear: what waited is heard first. Returns the function that stops listening. */
export function listenToJourney(next: Listener): () => void {
  listener = next;
  for (const heard of waiting.splice(0)) next(...heard);
  return () => {
    listener = undefined;
  };
}
