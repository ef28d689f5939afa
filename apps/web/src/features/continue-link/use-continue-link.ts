// Loads the lead behind a continue link once per attempt, prefills the application and
// resumes at the lead's state. The link (with its token) is replaced in the history so that
// Back does not open it again.
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { matchPath, useLocation, useNavigate } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Product } from '@finceptiv/contract/products';
import { isProgressState, ProgressState } from '@finceptiv/contract/progress-states';
import { applicationRoutes, routeForState } from '@finceptiv/contract/step-routes';
import type { ApplicationSlices } from '@/features/application/public/use-application-selector';
import { continuedLeadReceived } from './continued-lead-received';
import { loadContinuedLead } from './load-continued-lead';

export type ContinueStatus = 'loading' | 'invalid' | 'failed';

const useThunkDispatch =
  useDispatch.withTypes<ThunkDispatch<ApplicationSlices, unknown, UnknownAction>>();

export function useContinueLink(product: Pick<Product, 'flow'>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useThunkDispatch();
  const [status, setStatus] = useState<ContinueStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  // The shell may mount this under a catch-all route, so the id is read from the path.
  const id = matchPath(applicationRoutes.continue, pathname)?.params.id ?? '';

  useEffect(() => {
    const abort = new AbortController();
    loadContinuedLead(product, id, new URLSearchParams(search), abort.signal).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        if (outcome.kind !== 'loaded') {
          setStatus(outcome.kind);
          return;
        }
        dispatch(continuedLeadReceived(outcome.lead));
        const state = outcome.lead.progressState;
        const route = routeForState(isProgressState(state) ? state : ProgressState.None);
        void navigate(route, { replace: true });
      },
      () => undefined, // only an aborted request rejects: this effect is gone
    );
    return () => {
      abort.abort();
    };
  }, [product, id, search, attempt, dispatch, navigate]);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };
  return { status, retry };
}
