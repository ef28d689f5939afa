import { journeyRoutes } from '@finceptiv/contract/api/journey-routes';
import { maxJourneyEventAgeMs } from '@finceptiv/contract/journey';
import { journeyEventSchema, type JourneyEvent } from '@finceptiv/contract/api/journey-schemas';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { vitalsStepFor } from '@finceptiv/contract/vitals';
import * as z from 'zod/mini';
import { apiUrl } from '@/shared/api/api-base';
import { appPath } from '@/shared/config/build-env';
import { listenToJourney, type JourneySignal } from '@/shared/lib/journey-signal';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { journeyIds, type JourneyIds } from './journey-id';
import { partnerSlug } from './partner-slug';

// The lender's journey figures (issue 25, ADR 0042), sent with navigator.sendBeacon to
// POST /api/journey: the steps an application reached, the ones the applicant completed (pressed
// Next and the app moved on), the field errors the screens showed and the decision it ended in.
// An event names the brand, the step and (for an error) the field and message key: never a
// typed value, an address or the lead id. A few reports per application, not one per event (a
// phone's radio and data plan pay for each, about 0.9 KB with the answer's headers): queued
// events leave when twenty are queued or when the page is hidden (the applicant leaves, switches
// app or tab, or the partner redirect unloads it). Each carries its age, from which the API
// dates it (ADR 0042). A timer would send more on a slow phone than on a fast one.

const MAX_EVENTS = 20;

export interface JourneyReporterOptions {
  brand: ProductId;
  /** The presses of Next before the reporter ran, the first of which loaded it. */
  presses: readonly Press[];
  send?: (url: string, body: string) => boolean;
  ids?: JourneyIds;
  doc?: Document;
}

/** A press of a step's Next: on which address, and when (performance.now()). */
export interface Press {
  pathname: string;
  at: number;
}

export interface JourneyReporter {
  flush: () => void;
  stop: () => void;
}

const stepOf = (pathname: string) => vitalsStepFor(appPath(pathname));

export function startJourneyReporter(options: JourneyReporterOptions): JourneyReporter {
  const { brand, doc = document } = options;
  const send = options.send ?? ((url, body) => navigator.sendBeacon(url, body));
  const pathname = () => window.location.pathname;
  const ids = options.ids ?? journeyIds(openBrowserStorages().session);
  let queue: { event: JourneyEvent; at: number }[] = [];
  let decided: string | undefined;

  const flush = () => {
    if (queue.length === 0) return;
    const sentAt = performance.now();
    const age = (at: number) => Math.min(Math.round(sentAt - at), maxJourneyEventAgeMs);
    const events = queue.map(({ event, at }) => ({ ...event, msAgo: age(at) }));
    queue = [];
    // A string goes as text/plain: no preflight, the Origin header is the check (ADR 0029).
    const body = JSON.stringify({ brand, journey: ids.current(), events });
    send(apiUrl(journeyRoutes.reportJourney.path), body);
  };
  /** `at`: when it happened, on performance.now()'s clock (0 is when this page started). */
  const add = (candidate: unknown, at = performance.now()) => {
    // The contract's rule decides what may leave: a message key the API does not know or an
    // odd field name is dropped here rather than costing the whole report a 422.
    const parsed = z.safeParse(journeyEventSchema, candidate);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.kind === 'outcome') {
      const key = `${event.outcome} ${event.partner ?? ''}`;
      if (key === decided) return;
      // The screen names the partner once it is known: the later word replaces the earlier.
      queue = queue.filter((queued) => queued.event.kind !== 'outcome');
      decided = key;
    }
    queue.push({ event, at });
    if (queue.length >= MAX_EVENTS) flush();
  };

  // Completed: a press of Next on a step, then another step. A press answered by errors, or a
  // way back, completes nothing.
  const [first, ...later] = options.presses;
  let shown = stepOf(first?.pathname ?? pathname());
  let pressed: { step: string; at: number } | undefined;
  const moveTo = (step: string, at?: number) => {
    if (step === shown) return;
    if (pressed?.step === shown) add({ kind: 'completed', step: shown }, at);
    pressed = undefined;
    if (step === 'index' && decided !== undefined) {
      // Started over after a decision: a new application, a new journey.
      flush();
      ids.renew();
      decided = undefined;
    }
    shown = step;
    add({ kind: 'reached', step }, at);
  };
  const press = (at = performance.now()) => {
    pressed = { step: shown, at };
  };
  const look = () => {
    moveTo(stepOf(pathname()));
  };

  // What happened before this chunk ran: the page opened on the first press's step (reached
  // when the page started); each later press on another step says the app had moved on.
  add({ kind: 'reached', step: shown }, 0);
  if (first) press(first.at);
  for (const { pathname: at, at: when } of later) {
    moveTo(stepOf(at), when);
    press(when);
  }
  look();

  const hear = (signal: JourneySignal, where: string, at: number) => {
    const step = stepOf(where);
    if (signal.kind === 'field-error') {
      // Errors after the press answered it: it moved nowhere.
      if (pressed?.step === step && at >= pressed.at) pressed = undefined;
      add({ ...signal, step }, at);
    } else {
      const partner = signal.partner === undefined ? undefined : partnerSlug(signal.partner);
      const outcome = { kind: 'outcome', step, outcome: signal.outcome };
      add(partner ? { ...outcome, partner } : outcome, at);
    }
  };
  const stopListening = listenToJourney(hear);

  const onSubmit = () => {
    look();
    press();
  };
  const onBack = () => {
    pressed = undefined;
    look();
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  const observer = new MutationObserver(look);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('visibilitychange', onHidden);
  window.addEventListener('popstate', onBack);
  window.addEventListener('pagehide', flush);
  return {
    flush,
    stop: () => {
      flush();
      stopListening();
      observer.disconnect();
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('popstate', onBack);
      window.removeEventListener('pagehide', flush);
    },
  };
}
