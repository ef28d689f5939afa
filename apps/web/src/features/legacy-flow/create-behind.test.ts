// ADR 0057: a legacy create runs behind the first details step. The applicant is shown the state
// it lands at as soon as it leaves; the next save waits for it and updates that lead; a create
// that failed is sent again by that save under its own key; a refused one goes back to the index.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstLegacyState } from '@finceptiv/contract/legacy-first-state';
import { products } from '@finceptiv/contract/products';
import { ProgressState } from '@finceptiv/contract/progress-states';
import {
  leadAnswer,
  leadId,
  makeApplicationStore,
  stubFetch,
} from '@/features/application/test-support/application-test-api';
import {
  endSaveLeadTest,
  startSaveLeadTest,
  type SaveLeadSetup,
} from '@/features/application/test-support/save-lead-setup';
import { selectProgressState } from '@/features/application/public/lead-application-slice';
import {
  newSubmission,
  saveLead,
  type LeadSubmission,
} from '@/features/application/public/save-lead';
import { saveWithCreateBehind } from './create-behind';

const ibancar = products.ibancar; // legacy flow
const fiesta = products.fiesta; // v3 flow
const loan = { amount: 30000, period: 12 };
const personal = { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } };
let setup: SaveLeadSetup;
beforeEach(() => {
  setup = startSaveLeadTest();
});
afterEach(() => {
  endSaveLeadTest(setup);
});

/** Holds every lead create until `release`, so a test can act while one is on its way. */
function holdCreates() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') await gate;
    return answer(url, init);
  });
  return release;
}

type Store = ReturnType<typeof makeApplicationStore>;
const shownState = (store: Store) => selectProgressState(store.getState().leadApplication);

/** The legacy steps' save (use-save-step.ts) on this store. */
function legacySave(store: Store) {
  const save = (submission: LeadSubmission) =>
    store.dispatch(saveLead(ibancar, submission, newSubmission(), setup.options));
  return saveWithCreateBehind(store, save, firstLegacyState(ibancar.backendProduct));
}

describe('a legacy create behind the first details step', () => {
  it('shows the state it lands at at once; the next save waits for it and updates that lead', async () => {
    const calls = stubFetch(
      { status: 201, body: leadAnswer(ProgressState.PersonalDetails) },
      { status: 200, body: leadAnswer(ProgressState.ContactDetails) },
    );
    const release = holdCreates();
    const store = makeApplicationStore();

    const create = legacySave(store)(loan);
    await vi.waitFor(() => {
      expect(shownState(store)).toBe(ProgressState.PersonalDetails);
    });
    // Only a guess: the server's state is still none, and no lead exists.
    expect(store.getState().leadApplication.progressState).toBe(ProgressState.None);
    expect(store.getState().applicationData.id).toBeUndefined();

    const save = legacySave(store)(personal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    release();

    expect((await create).ok).toBe(true);
    expect((await save).ok).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(calls[1]?.body).toMatchObject({ id: leadId, personalDetails: { firstName: 'Ana' } });
    expect(store.getState().leadApplication).not.toHaveProperty('createBehind');
    expect(shownState(store)).toBe(ProgressState.ContactDetails);
  });

  it('resends a create that failed with the next save, under its key, before the update', async () => {
    const calls = stubFetch(
      new TypeError('Failed to fetch'),
      { status: 201, body: leadAnswer(ProgressState.PersonalDetails) },
      { status: 200, body: leadAnswer(ProgressState.ContactDetails) },
    );
    const store = makeApplicationStore();

    const create = await legacySave(store)(loan);
    expect(create).toMatchObject({ ok: false, kind: 'failed', status: 0 });
    expect(setup.toasts).toHaveLength(1);
    // The applicant stays on the step and goes on typing; nothing is lost.
    expect(shownState(store)).toBe(ProgressState.PersonalDetails);

    const save = await legacySave(store)(personal);
    expect(save.ok).toBe(true);
    const [first, resent, update] = calls;
    expect([first?.method, resent?.method, update?.method]).toEqual(['POST', 'POST', 'PUT']);
    expect(resent?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(resent?.body).toEqual(first?.body);
    expect(update?.body).toMatchObject({ id: leadId });
    expect(update?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('fails the next save when the resent create fails too, and that save retries both', async () => {
    const calls = stubFetch(
      new TypeError('Failed to fetch'),
      { status: 503, body: { error: 'unavailable' } },
      { status: 201, body: leadAnswer(ProgressState.PersonalDetails) },
      { status: 200, body: leadAnswer(ProgressState.ContactDetails) },
    );
    const store = makeApplicationStore();
    await legacySave(store)(loan);

    const save = await legacySave(store)(personal);
    if (save.ok || save.kind !== 'failed') throw new Error('expected a retryable failure');
    expect(save.status).toBe(503);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);

    expect((await save.retry()).ok).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST', 'PUT']);
    expect(new Set(calls.slice(0, 3).map((c) => c.headers['idempotency-key'])).size).toBe(1);
  });

  it('takes the applicant back to the index with the errors of a refused create', async () => {
    const errors = [{ fieldName: 'amount', message: 'validation.amount.max' }];
    const calls = stubFetch(
      { status: 422, body: { errors } },
      { status: 201, body: leadAnswer(ProgressState.PersonalDetails) },
    );
    const store = makeApplicationStore();

    const create = await legacySave(store)(loan);
    expect(create).toMatchObject({ ok: false, kind: 'invalid', errors });
    expect(shownState(store)).toBe(ProgressState.None);
    expect(store.getState().leadApplication.createBehind?.refusedWith).toEqual(errors);

    // Saving the loan again is a new create, and the refusal goes with it.
    expect((await legacySave(store)(loan)).ok).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(store.getState().leadApplication.createBehind?.refusedWith).toBeUndefined();
  });

  it('leaves a v3 create and a legacy update as they were: the state moves with the answer', async () => {
    stubFetch({ status: 201, body: leadAnswer(ProgressState.LoanInformation) });
    const release = holdCreates();
    const store = makeApplicationStore();
    const create = store.dispatch(
      saveLead(fiesta, { changes: loan }, newSubmission(), setup.options),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownState(store)).toBe(ProgressState.None);
    release();
    await create;

    const legacy = makeApplicationStore({
      applicationData: { id: leadId },
      leadApplication: { progressState: ProgressState.PersonalDetails },
    });
    stubFetch({ status: 200, body: leadAnswer(ProgressState.ContactDetails) });
    const update = legacySave(legacy)(personal);
    expect(legacy.getState().leadApplication).not.toHaveProperty('createBehind');
    await update;
  });
});
