import { createAction } from '@reduxjs/toolkit';

// Actions both application slices answer, so one dispatch keeps them consistent.

/** A lead was created (POST) or updated (PUT): the response's id becomes the application id. */
export const leadSaved = createAction<{ id: string }>('application/leadSaved');

/** Spec 4: clearing the application result also unsets the application id. */
export const applicationResultCleared = createAction('application/resultCleared');

/** Spec 4, clear state: progress back to 0, result emptied, stale fields stripped. */
export const applicationStateCleared = createAction('application/stateCleared');
