// Spec 3 (Storage): the tab remembers that the applicant was sent to a partner, and where, so
// that coming back (Back from the partner's site, a reload) shows the redirect screen with a
// link instead of sending them again or starting a new form.
import { redirectSchema, type Redirect } from '@finceptiv/contract/api/lead-schemas';
import { openBrowserStorages, type AppStorage } from '@/shared/storage/app-storage';
import { sessionKeys, type SessionKey } from '@/shared/storage/storage-keys';

export interface RedirectMemory {
  redirected: boolean;
  target?: Redirect;
}

const session = (): AppStorage<SessionKey> => openBrowserStorages().session;

export function readRedirectMemory(storage = session()): RedirectMemory {
  const parsed = redirectSchema.safeParse({
    url: storage.read(sessionKeys.redirectUrl),
    method: storage.read(sessionKeys.redirectMethod),
  });
  const redirected = storage.read(sessionKeys.redirected) === true;
  return parsed.success ? { redirected, target: parsed.data } : { redirected };
}

/** Called just before the browser leaves for the partner. */
export function rememberRedirect(target: Redirect, storage = session()): void {
  storage.write(sessionKeys.redirectUrl, target.url);
  storage.write(sessionKeys.redirectMethod, target.method);
  storage.write(sessionKeys.redirected, true);
  storage.write(sessionKeys.sessionAcceptedRedirected, true);
}

/** A new application in this tab must not inherit the old redirect. */
export function forgetRedirect(storage = session()): void {
  for (const key of [
    sessionKeys.redirected,
    sessionKeys.redirectUrl,
    sessionKeys.redirectMethod,
  ] as const) {
    storage.remove(key);
  }
}
