// '/rejected' (state 13): no offer this time; say so plainly and what the applicant can do.
import { useTranslation } from 'react-i18next';
import { selectApplicationResult } from '@/features/application/public/lead-application-slice';
import { startOverIfFinished } from '@/features/application/public/start-over';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { useOutcomeSignal } from '../journey/use-outcome-signal';
import { outcomeNamespace } from '../outcome-namespace';
import { rejectionKind } from '../rejection/rejection-kind';
import { useOutcomeDispatch } from '../store-hooks';
import '../ui/outcome.css';

export default function RejectedScreen() {
  const { t, ready } = useTranslation(outcomeNamespace);
  const dispatch = useOutcomeDispatch();
  const result = useApplicationSelector((s) => selectApplicationResult(s.leadApplication));
  useOutcomeSignal('rejected');
  if (!ready) return <Spinner />;
  const kind = rejectionKind(result);
  return (
    <StepPage title={t('rejected>title')} lead={t(`rejected>kinds>${kind}`)}>
      <p className="outcome__text">{t('rejected>why')}</p>
      <p className="outcome__text">{t('rejected>later')}</p>
      <div className="outcome__actions">
        <button
          type="button"
          className="button button--secondary"
          // The navigator follows the cleared state to the index and a new form.
          onClick={() => dispatch(startOverIfFinished())}
        >
          {t('rejected>startOver')}
        </button>
      </div>
    </StepPage>
  );
}
