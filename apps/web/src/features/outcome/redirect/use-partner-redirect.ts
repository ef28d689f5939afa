// The redirected screen's target and whether to leave at once. A first arrival (the lead just
// reached state 12) leaves for the partner straight away; a return to the screen (Back from the
// partner, a reload, the index of this tab) shows it with a link instead, so nobody is sent
// twice or caught in a Back loop.
import { useEffect, useState } from 'react';
import type { Redirect } from '@finceptiv/contract/api/lead-schemas';
import { selectRedirect } from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { loadRedirectTarget } from './load-redirect-target';
import { readRedirectMemory } from './redirect-memory';
import { safePartnerUrl } from './safe-partner-url';

export function usePartnerRedirect() {
  const stored = useApplicationSelector((s) => selectRedirect(s.leadApplication));
  const id = useApplicationSelector((s) => s.applicationData.id);
  // Read once: whether this visit is a return is decided when the screen opens.
  const [memory] = useState(readRedirectMemory);
  const [loaded, setLoaded] = useState<Redirect>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const known = stored ?? memory.target ?? loaded;

  useEffect(() => {
    if (known !== undefined || id === undefined) return undefined;
    const abort = new AbortController();
    void loadRedirectTarget(id, abort.signal).then((target) => {
      if (abort.signal.aborted) return;
      if (target) setLoaded(target);
      else setFailed(true);
    });
    return () => {
      abort.abort();
    };
  }, [known, id, attempt]);

  const url = known ? safePartnerUrl(known.url) : undefined;
  const target: Redirect | undefined = known && url ? { url, method: known.method } : undefined;
  return {
    target,
    returning: memory.redirected,
    failed: (failed || id === undefined || (known !== undefined && url === undefined)) && !target,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
