import { journeyIdPattern } from '@finceptiv/contract/journey';
import type { AppStorage } from '@/shared/storage/app-storage';
import type { SessionKey } from '@/shared/storage/storage-keys';

// A journey is one application in one tab (ADR 0042): 128 random bits, kept in session storage
// so a reload goes on with the same journey and a new tab starts its own. Never the lead id,
// so the figures cannot be joined to an applicant.

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface JourneyIds {
  current: () => string;
  /** A new application begins (the applicant started over after a decision). */
  renew: () => string;
}

export function journeyIds(session: AppStorage<SessionKey>): JourneyIds {
  const renew = () => {
    const id = randomId();
    session.write('journeyId', id);
    return id;
  };
  return {
    current: () => {
      const stored = session.read('journeyId');
      return typeof stored === 'string' && journeyIdPattern.test(stored) ? stored : renew();
    },
    renew,
  };
}
