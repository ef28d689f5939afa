// The checks behind a form's Continue load on demand (lazy-resolver.ts). When their code
// cannot arrive (the connection dropped before it did), react-hook-form's submit rejects and
// the press did nothing the applicant could see. This turns that into the form's own "could
// not send" message: every answer stays, and the next press loads the checks again (loadOnce
// starts afresh after a failed load).
import { useState } from 'react';
import { log } from '@/shared/lib/log';

export function useChecksFailure() {
  const [failed, setFailed] = useState(false);
  return {
    failed,
    /** Follows one press's submit: a rejected one shows the message until the next press. */
    follow(submitting: Promise<void>) {
      setFailed(false);
      submitting.catch((error: unknown) => {
        log.warn('The form could not be checked', error);
        setFailed(true);
      });
    },
  };
}
