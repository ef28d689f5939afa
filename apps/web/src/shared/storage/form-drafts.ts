// What the applicant has typed on a step but not yet saved, so a reload (or a failed save)
// never loses it. Kept in session storage under spec 3's asyncFormData key, flat by field
// name: the legacy flow's lead paths ('personalDetails.firstName') and the dynamic form's
// data points ('form_first_name') never collide. A step's drafts go once it is saved.
import { openBrowserStorages } from './app-storage';
import { isPlainObject } from './plain-values';
import { sessionKeys } from './storage-keys';

/** A form control's raw value: text, or a checkbox's state. */
export type DraftValue = string | boolean;
export type Drafts = Record<string, DraftValue>;

const key = sessionKeys.asyncFormData;

export function readDrafts(): Drafts {
  const stored = openBrowserStorages().session.read(key);
  if (!isPlainObject(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, DraftValue] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'boolean',
    ),
  );
}

export function writeDrafts(values: Drafts): void {
  openBrowserStorages().session.write(key, { ...readDrafts(), ...values });
}

/** Forgets the given fields' drafts, or all of them (a new application starts clean). */
export function clearDrafts(names?: readonly string[]): void {
  const storage = openBrowserStorages().session;
  if (names === undefined) {
    storage.remove(key);
    return;
  }
  const kept = readDrafts();
  for (const name of names) Reflect.deleteProperty(kept, name);
  storage.write(key, kept);
}
