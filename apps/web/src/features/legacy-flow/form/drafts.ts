// What the applicant has typed on a step but not yet saved, so a reload (or a failed save)
// never loses it. Kept in session storage under spec 3's asyncFormData key, flat by lead
// path; a step's drafts go once the server has its answers.
import type { InputValue } from '@/features/dynamic-form/public/form-kit';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { isPlainObject } from '@/shared/storage/plain-values';
import { sessionKeys } from '@/shared/storage/storage-keys';

export type Drafts = Record<string, InputValue>;

const key = sessionKeys.asyncFormData;

export function readDrafts(): Drafts {
  const stored = openBrowserStorages().session.read(key);
  if (!isPlainObject(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, InputValue] =>
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
