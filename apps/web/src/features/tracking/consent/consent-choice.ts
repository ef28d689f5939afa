import type { AppStorage } from '@/shared/storage/app-storage';
import { localKeys, type LocalKey } from '@/shared/storage/storage-keys';

// The applicant's answer to the consent banner, kept on the device so the banner asks once.
// An answer older than a year is asked again (regulators expect consent to be renewed), and
// anything unreadable counts as no answer: the banner asks rather than assumes.

export interface ConsentChoice {
  marketing: boolean;
  /** UTC ISO time of the answer. */
  at: string;
}

const maxAgeMs = 365 * 24 * 60 * 60 * 1000;

export function readConsentChoice(
  local: Pick<AppStorage<LocalKey>, 'read'>,
  now: Date = new Date(),
): ConsentChoice | undefined {
  const stored = local.read(localKeys.trackingConsent);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { marketing, at } = stored as Record<string, unknown>;
  // parseStored revives ISO strings as dates.
  const time = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : NaN;
  if (typeof marketing !== 'boolean' || Number.isNaN(time)) return undefined;
  if (now.getTime() - time > maxAgeMs || time > now.getTime() + 60_000) return undefined;
  return { marketing, at: new Date(time).toISOString() };
}

export function writeConsentChoice(
  local: Pick<AppStorage<LocalKey>, 'write'>,
  marketing: boolean,
  now: Date = new Date(),
): ConsentChoice {
  const choice = { marketing, at: now.toISOString() };
  local.write(localKeys.trackingConsent, choice);
  return choice;
}
