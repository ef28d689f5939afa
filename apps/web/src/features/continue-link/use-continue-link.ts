// Loads the lead behind a continue link once per attempt, prefills the application and
// resumes at the lead's state. The token is read from the address once and the address is
// replaced at once by the bare /continue/:id, so the token leaves the history whatever the
// answer; a retry reuses the token held here.
import { useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import type { Product } from '@finceptiv/contract/products';
import { isProgressState, ProgressState } from '@finceptiv/contract/progress-states';
import { applicationRoutes, routeForState } from '@finceptiv/contract/step-routes';
import { useApplicationDispatch } from '@/features/application/public/use-application-selector';
import { continuedLeadReceived } from './continued-lead-received';
import { loadContinuedLead, readContinueLink } from './load-continued-lead';

export type ContinueStatus = 'loading' | 'invalid' | 'failed';

export function useContinueLink(product: Pick<Product, 'flow'>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useApplicationDispatch();
  const [status, setStatus] = useState<ContinueStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [link] = useState(() => readContinueLink(new URLSearchParams(search)));
  // The shell may mount this under a catch-all route, so the id is read from the path.
  const id = matchPath(applicationRoutes.continue, pathname)?.params.id ?? '';

  useEffect(() => {
    if (search) void navigate({ pathname, search: '' }, { replace: true });
  }, [navigate, pathname, search]);

  useEffect(() => {
    let live = true;
    void loadContinuedLead(product, id, link).then((outcome) => {
      if (!live) return;
      if (outcome.kind !== 'loaded') {
        setStatus(outcome.kind);
        return;
      }
      dispatch(continuedLeadReceived(outcome.lead));
      const state = outcome.lead.progressState;
      const route = routeForState(isProgressState(state) ? state : ProgressState.None);
      void navigate(route, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [product, id, link, attempt, dispatch, navigate]);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };
  return { status, retry };
}
