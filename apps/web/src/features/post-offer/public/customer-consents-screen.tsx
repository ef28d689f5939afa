// '/:id/consents' (spec 2): the customer-specific policy consents of a lead, opened from a link
// (the id is in the path; consents are not personal data). While the lead waits in a consents
// state they are recorded with that state's endpoint; otherwise they are shown read-only.
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import type { Product } from '@finceptiv/contract/products';
import { useEffect } from 'react';
import { useApplicationDispatch } from '@/features/application/public/use-application-selector';
import { matchPath, useLocation } from 'react-router';
import { customerConsentsRoutePattern } from '@finceptiv/contract/step-routes';
import { leadSaved } from '@/features/application/public/application-actions';
import { useLeadStatus } from '@/features/application/public/use-lead-status';
import { Spinner } from '@/shared/ui/spinner';
import { ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { ConsentsForm } from '../ui/consents-form';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useLeadId } from '../ui/use-step-submit';

/** The call that records consents in this state (the contract's step table), if any. */
function consentsEndpoint(state: number): string | undefined {
  const step = postOfferStepFor(state);
  return step?.consents ? step.endpoint : undefined;
}

function useLeadState(id: string): number | 'failed' | undefined {
  const status = useLeadStatus(id);
  return status === 'failed' || status === undefined ? status : status.progressState;
}

export default function CustomerConsentsScreen({ product }: { product: Product }) {
  // The shell mounts screens under its catch-all route, so the id is matched here.
  const { pathname } = useLocation();
  const id = matchPath(customerConsentsRoutePattern, pathname)?.params.id ?? '';
  const text = usePostOfferText();
  const dispatch = useApplicationDispatch();
  const storedId = useLeadId();
  const state = useLeadState(id);
  // A link opened in a new browser: this lead becomes the application the app follows.
  useEffect(() => {
    if (storedId === undefined && typeof state === 'number') dispatch(leadSaved({ id }));
  }, [dispatch, id, state, storedId]);
  const body =
    state === undefined ? (
      <Spinner />
    ) : state === 'failed' ? (
      <p role="alert">{text.t('errors>leadNotFound')}</p>
    ) : (
      <>
        {consentsEndpoint(state) ? null : <p>{text.t('consents>nothingToRecord')}</p>}
        <ConsentsForm leadId={id} product={product} endpoint={consentsEndpoint(state)} />
      </>
    );
  return (
    <ScreenFrame title={text.title('customerConsents')} lead={text.lead('customerConsents')}>
      {body}
    </ScreenFrame>
  );
}
