// Where the application data is kept (spec 3 storedLoanApplication, ADR "personal data stays
// in the tab"): the tab's session storage holds all of it, local storage only its durable
// part (stale-fields.ts), so nothing the applicant typed outlives the tab or reaches another.
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { AppStorage, Storages } from '@/shared/storage/app-storage';
import { storedObject } from '@/shared/storage/plain-values';
import { localKeys, sessionKeys, type SessionKey } from '@/shared/storage/storage-keys';
import { durablePart, personalLeadFields } from '../stale-fields';

/**
 * The stored application: this tab's copy over the device's durable part. A device copy
 * written by an older release may still hold personal fields; they are taken into this tab
 * once, and the next write leaves only the durable part on the device.
 */
export function readStoredApplication(storages: Storages): Partial<LeadData> {
  const device = storedObject(storages.local.read(localKeys.storedLoanApplication)) ?? {};
  const tab = storedObject(storages.session.read(sessionKeys.storedLoanApplication)) ?? {};
  return { ...device, ...tab };
}

export function writeStoredApplication(storages: Storages, data: Partial<LeadData>): void {
  storages.local.write(localKeys.storedLoanApplication, durablePart(data));
  storages.session.write(sessionKeys.storedLoanApplication, data);
}

/** Whether `after` lost a personal field `before` had (expiry or a final screen took them). */
export function personalFieldsDropped(
  before: Partial<LeadData>,
  after: Partial<LeadData>,
): boolean {
  return personalLeadFields.some((field) => field in before && !(field in after));
}

/**
 * The tab's other copies of the applicant's answers: unsaved drafts and the v3 forms' data
 * points. Removed with the application's personal fields, so none survives on its own.
 */
export function forgetTabAnswers(session: AppStorage<SessionKey>): void {
  session.remove(sessionKeys.asyncFormData);
  session.remove(sessionKeys.dynamicPages);
}
