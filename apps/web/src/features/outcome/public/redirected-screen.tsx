// '/redirected' (state 12): the partner finishes the application on its own site.
import { useTranslation } from 'react-i18next';
import { selectPartnerName } from '@/features/application/public/lead-application-slice';
import { startOverIfFinished } from '@/features/application/public/start-over';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { useOutcomeSignal } from '../journey/use-outcome-signal';
import { outcomeNamespace } from '../outcome-namespace';
import { PartnerLink } from '../redirect/partner-link';
import { forgetRedirect } from '../redirect/redirect-memory';
import { usePartnerRedirect } from '../redirect/use-partner-redirect';
import { useOutcomeDispatch } from '../store-hooks';
import '../ui/outcome.css';

export default function RedirectedScreen() {
  const { t, ready } = useTranslation(outcomeNamespace);
  const dispatch = useOutcomeDispatch();
  const partnerName = useApplicationSelector((s) => selectPartnerName(s.leadApplication));
  const { target, returning, failed, retry } = usePartnerRedirect();
  useOutcomeSignal('redirected', partnerName);
  if (!ready) return <Spinner />;

  const partner = partnerName ?? t('redirected>unnamedPartner');
  const startOver = () => {
    forgetRedirect();
    // The navigator follows the cleared state to the index, where a new application starts.
    dispatch(startOverIfFinished());
  };
  return (
    <StepPage
      title={t('redirected>title', { partner })}
      lead={t(returning ? 'redirected>returningLead' : 'redirected>leavingLead', { partner })}
    >
      {failed ? (
        <p className="outcome__error" role="alert">
          {t('redirected>failed')}
        </p>
      ) : null}
      <p className="outcome__text" role="status">
        {target && !returning ? t('redirected>leaving', { partner }) : null}
      </p>
      <div className="outcome__actions">
        {target ? (
          <PartnerLink
            target={target}
            label={t('redirected>goToPartner', { partner })}
            autoLeave={!returning}
          />
        ) : failed ? (
          <button type="button" className="button button--primary" onClick={retry}>
            {t('redirected>retry')}
          </button>
        ) : null}
        {returning || failed ? (
          <button type="button" className="button button--secondary" onClick={startOver}>
            {t('redirected>startOver')}
          </button>
        ) : null}
      </div>
    </StepPage>
  );
}
