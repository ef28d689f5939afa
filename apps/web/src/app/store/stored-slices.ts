import { leadApplicationStateSchema } from '@finceptiv/contract/entities/lead-application-state';
import {
  emptyDynamicFormsState,
  type DynamicFormsState,
} from '@/features/dynamic-form/public/dynamic-forms-slice';
import { log } from '@/shared/storage/log';
import type { Storages } from '@/shared/storage/app-storage';
import { datesToIso, isPlainObject, storedObject } from '@/shared/storage/plain-values';
import { sessionKeys } from '@/shared/storage/storage-keys';
import type { RootState } from './root-reducer';
import type { UiState } from './ui-slice';

// Reads the session-storage slices back for the initial state. A stored value of the wrong
// shape (another release, a hand edit) is dropped with a warning so the app starts clean
// instead of crashing in a reducer later.

function leadApplication(storages: Storages): RootState['leadApplication'] | undefined {
  const stored = storedObject(storages.session.read(sessionKeys.leadApplication));
  if (!stored) return undefined;
  const parsed = leadApplicationStateSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  log.warn('Stored lead application state is invalid; starting from the initial state.');
  return undefined;
}

function sameShape(stored: Record<string, unknown>, empty: object): boolean {
  return Object.entries(empty).every(([key, value]: [string, unknown]) => {
    const got = stored[key];
    if (Array.isArray(value)) return Array.isArray(got);
    if (value === null) return got === null || typeof got === 'string';
    return typeof got === typeof value;
  });
}

function dynamicForms(storages: Storages): DynamicFormsState | undefined {
  // Data point values are kept as written: the form's own 'true'/'false' answers stay text.
  const stored = datesToIso(storages.session.read(sessionKeys.dynamicPages));
  if (!isPlainObject(stored)) return undefined;
  if (sameShape(stored, emptyDynamicFormsState)) return stored as unknown as DynamicFormsState;
  log.warn('Stored dynamic forms are invalid; starting from the initial set.');
  return undefined;
}

function uiColors(storages: Storages): UiState | undefined {
  const stored = storedObject(storages.session.read(sessionKeys.uiColors));
  if (!stored) return undefined;
  const colours = Object.entries(stored).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return Object.fromEntries(colours);
}

export function readStoredSlices(
  storages: Storages,
): Pick<Partial<RootState>, 'leadApplication' | 'dynamicForms' | 'ui'> {
  const slices: Pick<Partial<RootState>, 'leadApplication' | 'dynamicForms' | 'ui'> = {};
  const lead = leadApplication(storages);
  const forms = dynamicForms(storages);
  const ui = uiColors(storages);
  if (lead) slices.leadApplication = lead;
  if (forms) slices.dynamicForms = forms;
  if (ui) slices.ui = ui;
  return slices;
}
