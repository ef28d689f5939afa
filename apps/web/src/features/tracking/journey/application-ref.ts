// The application's pseudonym for tracking vendors (issue 20): a random id made when the tab
// first sees the lead, kept in session storage so a reload sends the same one. Vendors never
// get the lead id, which the API treats as the key to the lead. The pair is kept so that a new
// application in the same tab (a new lead id) gets a new pseudonym.
import { openBrowserStorages, type AppStorage } from '@/shared/storage/app-storage';
import { isPlainObject } from '@/shared/storage/plain-values';
import { sessionKeys, type SessionKey } from '@/shared/storage/storage-keys';

export function applicationRefFor(
  leadId: string,
  storage: AppStorage<SessionKey> = openBrowserStorages().session,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const stored = storage.read(sessionKeys.applicationRef);
  if (isPlainObject(stored) && stored.lead === leadId && typeof stored.ref === 'string') {
    return stored.ref;
  }
  const ref = newId();
  storage.write(sessionKeys.applicationRef, { lead: leadId, ref });
  return ref;
}
