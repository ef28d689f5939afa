// '/thank-you' (state 11): the partner has everything it needs and takes it from here.
import { useTranslation } from 'react-i18next';
import { selectApplicationId } from '@/features/application/public/application-data-slice';
import { selectPartnerName } from '@/features/application/public/lead-application-slice';
import { useApplicationSelector } from '@/features/application/public/use-application-selector';
import { SetPasswordForm } from '@/features/post-offer/public/set-password-form';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { outcomeNamespace } from '../outcome-namespace';
import '../ui/outcome.css';

export default function ThankYouScreen() {
  const { t, ready } = useTranslation(outcomeNamespace);
  const partnerName = useApplicationSelector((s) => selectPartnerName(s.leadApplication));
  const leadId = useApplicationSelector((s) => selectApplicationId(s.applicationData));
  if (!ready) return <Spinner />;
  const partner = partnerName ?? t('thankYou>unnamedPartner');
  return (
    <StepPage title={t('thankYou>title')} lead={t('thankYou>lead', { partner })}>
      <p className="outcome__text">{t('thankYou>next', { partner })}</p>
      <p className="outcome__text">{t('thankYou>contact')}</p>
      {/* Issue 9: the applicant can secure a customer account once the lead exists. */}
      {leadId ? <SetPasswordForm leadId={leadId} /> : null}
    </StepPage>
  );
}
