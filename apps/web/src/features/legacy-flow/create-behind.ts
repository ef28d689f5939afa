// ADR 0057: the index's Continue shows the first details step at once and creates the lead
// behind it. On a phone's line the create is two round trips (the bot check's challenge, then
// the POST): over a second the applicant would otherwise spend looking at a busy button.
//
// The store's progress state reads the state the create lands at (createBehind) until
// its answer comes, so the navigator moves the applicant on and the state guard lets them stay.
// The create's promise is kept per store: the next save waits for it, and sends it again once
// if it failed without an answer, before it builds its own request. That save is then the
// lead's update, never a second lead. A refused create (422) goes back to the index with its
// errors. Promises are not state, so they live here, beside the store.
import type { Dispatch } from '@reduxjs/toolkit';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { ProgressStateValue } from '@finceptiv/contract/progress-states';
import { createBehindChanged } from '@/features/application/public/lead-application-slice';
import type { LeadSubmission, SaveLeadResult } from '@/features/application/public/save-lead';
import { hasFinishedLead } from '@/features/application/public/start-over';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';

interface AppStore {
  getState: () => ApplicationSlices;
  dispatch: Dispatch;
}

const createsKept = new WeakMap<AppStore, Promise<SaveLeadResult>>();

function keep(store: AppStore, create: Promise<SaveLeadResult>): void {
  createsKept.set(store, create);
  void create.then((result) => {
    if (!result.ok && result.kind === 'failed') return;
    if (!result.ok) store.dispatch(createBehindChanged({ refusedWith: result.errors }));
    if (createsKept.get(store) === create) createsKept.delete(store);
  });
}

/** Waits for the store's kept create; one that failed without an answer is sent again. */
async function settle(store: AppStore): Promise<SaveLeadResult | undefined> {
  const kept = createsKept.get(store);
  if (!kept) return undefined;
  const first = await kept;
  if (first.ok || first.kind === 'invalid') return first;
  // Another save may have sent it again meanwhile: wait for that one instead.
  if (createsKept.get(store) !== kept) return settle(store);
  const again = first.retry();
  keep(store, again);
  return again;
}

/** Whether a save now creates a lead: none yet, or the stored one is finished (start-over.ts). */
function savesCreate(state: ApplicationSlices): boolean {
  return state.applicationData.id === undefined || hasFinishedLead(state);
}

/**
 * The legacy steps' save: `save` (useSaveLead's), after any create behind has answered; a
 * create itself runs behind, the applicant shown `landsAt` meanwhile.
 */
export function saveWithCreateBehind(
  store: AppStore,
  save: (submission: LeadSubmission) => Promise<SaveLeadResult>,
  landsAt: ProgressStateValue,
) {
  return async function saveChanges(changes: Partial<LeadData>): Promise<SaveLeadResult> {
    const created = await settle(store);
    if (created && !created.ok) {
      // The lead this save would update does not exist: it fails (or is refused) with it.
      if (created.kind === 'invalid') return created;
      return { ...created, retry: () => saveChanges(changes) };
    }
    const creates = savesCreate(store.getState());
    const saved = save({ changes });
    if (creates) {
      keep(store, saved);
      // After `save` has begun: a finished lead's start-over clears the state synchronously.
      store.dispatch(createBehindChanged({ landsAt }));
    }
    return saved;
  };
}
