import { journeyReportSchema, type JourneyReport } from '@finceptiv/contract/api/journey-schemas';
import { journeyIdPattern } from '@finceptiv/contract/journey';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signalJourney } from '@/shared/lib/journey-signal';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { journeyIds } from './journey-id';
import { startJourneyReporter, type JourneyReporter, type Press } from './journey-reporter';

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
let reporter: JourneyReporter | undefined;
let sent: { url: string; body: JourneyReport }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  sent = [];
  window.history.replaceState(null, '', `${base}/`);
  sessionStorage.clear();
});
afterEach(() => {
  reporter?.stop();
  reporter = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Starts the reporter as the loader does, after the presses made while its chunk loaded. */
function start(...presses: Press[]) {
  reporter = startJourneyReporter({
    brand: 'ibancar',
    presses,
    ids: journeyIds(openBrowserStorages().session),
    send: (url, body) => {
      // Every body the reporter sends is one the API's schema accepts.
      const parsed = journeyReportSchema.parse(JSON.parse(body));
      sent.push({ url, body: parsed });
      return true;
    },
  });
}

/** The address the app shows, below its base path. */
function at(to: string) {
  window.history.pushState(null, '', `${base}${to}`);
}

/** The app draws another step: the address changes and the DOM with it. */
async function go(to: string) {
  at(to);
  document.body.append(document.createElement('div'));
  await Promise.resolve();
}

/** A press of Next where the app is now, once the reporter listens. */
function press() {
  const form = document.createElement('form');
  document.body.append(form);
  form.dispatchEvent(new Event('submit', { bubbles: true }));
}

/** The applicant leaves: the browser hides the page. */
function hide() {
  window.dispatchEvent(new Event('pagehide'));
}

/** The browser's check found a required field empty. */
const required = (field: string) =>
  ({ kind: 'field-error', field, message: 'validation.required', source: 'client' }) as const;

/** A press the loader saw before the reporter ran. */
const pressedOn = (path: string): Press => ({ pathname: `${base}${path}`, at: performance.now() });

/** The events sent, without their age (the first test checks it). */
const events = () =>
  sent.flatMap((report) =>
    report.body.events.map((event) => {
      const { msAgo, ...rest } = event;
      expect(msAgo).toBeGreaterThanOrEqual(0);
      return rest;
    }),
  );

describe('journey reporter', () => {
  it('reports the first press that moved on as reached and completed, under a random journey', () => {
    at('/personal-details');
    // The applicant read the landing for three seconds before the press.
    vi.advanceTimersByTime(3_000);
    start(pressedOn('/'));
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/api\/journey$/);
    expect(sent[0]?.body.journey).toMatch(journeyIdPattern);
    // Sent in one report when the page is hidden ten seconds on, each event with its age: the
    // landing's from when the page started.
    expect(sent[0]?.body.events.map((e) => e.msAgo)).toEqual([13_000, 10_000, 10_000]);
    expect(events()).toEqual([
      { kind: 'reached', step: 'index' },
      { kind: 'completed', step: 'index' },
      { kind: 'reached', step: 'personal-details' },
    ]);
  });

  it('completes a step only when a press of Next moved on', async () => {
    at('/personal-details');
    start(pressedOn('/personal-details'));
    // A press answered with errors, then the way back: nothing completed.
    press();
    signalJourney(required('personalDetails.firstName'));
    await go('/');
    press();
    await go('/personal-details');
    hide();
    expect(events()).toEqual([
      { kind: 'reached', step: 'personal-details' },
      { ...required('personalDetails.firstName'), step: 'personal-details' },
      { kind: 'reached', step: 'index' },
      { kind: 'completed', step: 'index' },
      { kind: 'reached', step: 'personal-details' },
    ]);
  });

  it('completes a step when the press that moves on came while the chunk was loading', async () => {
    const firstTry = pressedOn('/');
    vi.advanceTimersByTime(500);
    signalJourney(required('phone_number'));
    vi.advanceTimersByTime(2_000);
    const secondTry = pressedOn('/');
    // The reporter runs while the second press waits for the API; then the app moves on.
    start(firstTry, secondTry);
    await go('/form/loan-purpose');
    hide();
    expect(events()).toEqual([
      { kind: 'reached', step: 'index' },
      { ...required('phone_number'), step: 'index' },
      { kind: 'completed', step: 'index' },
      { kind: 'reached', step: 'form/loan-purpose' },
    ]);
  });

  it('hears signals given before it started, and drops what the contract would refuse', () => {
    at('/');
    signalJourney({
      kind: 'field-error',
      field: 'amount',
      message: 'validation.amount.max',
      source: 'server',
    });
    signalJourney({
      kind: 'field-error',
      field: 'amount',
      message: 'a typed value',
      source: 'server',
    });
    start(pressedOn('/'));
    hide();
    expect(events()).toEqual([
      { kind: 'reached', step: 'index' },
      {
        kind: 'field-error',
        step: 'index',
        field: 'amount',
        message: 'validation.amount.max',
        source: 'server',
      },
    ]);
  });

  it('names the partner by a slug, keeps the last word on a decision and starts a new journey after it', async () => {
    at('/accepted');
    start(pressedOn('/accepted'));
    signalJourney({ kind: 'outcome', outcome: 'accepted' });
    signalJourney({ kind: 'outcome', outcome: 'accepted', partner: 'Crédito Rápido S.A.' });
    hide();
    signalJourney({ kind: 'outcome', outcome: 'accepted', partner: 'Crédito Rápido S.A.' });
    hide();
    const first = sent[0]?.body.journey;
    expect(events()).toEqual([
      { kind: 'reached', step: 'accepted' },
      { kind: 'outcome', step: 'accepted', outcome: 'accepted', partner: 'credito-rapido-s-a' },
    ]);
    await go('/');
    hide();
    expect(sent.at(-1)?.body).toMatchObject({ events: [{ kind: 'reached', step: 'index' }] });
    expect(sent.at(-1)?.body.journey).not.toBe(first);
  });

  it('sends twenty events at once, the rest when the page is hidden', () => {
    start(pressedOn('/'));
    for (let i = 0; i < 20; i += 1) signalJourney(required('phone_number'));
    expect(sent.map((report) => report.body.events.length)).toEqual([20]);
    hide();
    expect(sent.map((report) => report.body.events.length)).toEqual([20, 1]);
  });
});
