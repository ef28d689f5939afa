// Spec 2: each form has its own address (`/form/<path>`, initial-details at the index), so
// back, forward, reload, page views and deep links work. The state holds the current form;
// this hook keeps the address bar and the state in step, in both directions:
// - the state moved (Continue, Back, a server error): push the form's address;
// - the address moved (browser back/forward, a typed or bookmarked address): go to that form
//   if the applicant has reached it, otherwise replace the address with the current form's;
//   a form this brand does not have (another country's step) is the not-found page (issue 23.5).
import { formPathForRoute, formRoute } from '@finceptiv/contract/form-routes';
import { applicationRoutes } from '@finceptiv/contract/step-routes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formPathChanged } from '../state/dynamic-forms-slice';
import { selectCurrentFormPath, selectDynamicForms, selectFormsLoaded } from '../state/selectors';
import { useFormsDispatch, useFormsSelector, useFormsStore } from './store-hooks';

export function useFormAddress(): void {
  const loaded = useFormsSelector(selectFormsLoaded);
  const currentPath = useFormsSelector(selectCurrentFormPath);
  const store = useFormsStore();
  const dispatch = useFormsDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The address this hook last looked at: a different one means the applicant moved it.
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded) return;
    const addressed = formPathForRoute(pathname);
    // Another screen's address (e.g. /checking while the next screen loads): not ours.
    if (addressed === undefined) return;
    const addressMoved = seen.current !== pathname;
    seen.current = pathname;
    if (addressed === currentPath) return;
    if (!selectDynamicForms(store.getState()).definitions.some((d) => d.path === addressed)) {
      void navigate(applicationRoutes.notFound, { replace: true });
      return;
    }
    if (addressMoved) {
      dispatch(formPathChanged(addressed));
      const now = selectCurrentFormPath(store.getState());
      if (now !== addressed) void navigate(formRoute(now), { replace: true });
      return;
    }
    void navigate(formRoute(currentPath));
  }, [loaded, pathname, currentPath, dispatch, navigate, store]);
}
