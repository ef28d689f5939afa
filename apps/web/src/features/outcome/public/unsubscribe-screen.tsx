// '/unsubscribe': stop marketing emails for an address (from the email's link or typed).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { outcomeNamespace } from '../outcome-namespace';
import { UnsubscribeForm } from '../unsubscribe/unsubscribe-form';
import '../ui/outcome.css';

export default function UnsubscribeScreen() {
  const { t, ready } = useTranslation(outcomeNamespace);
  const [done, setDone] = useState(false);
  const onDone = useCallback(() => {
    setDone(true);
  }, []);
  if (!ready) return <Spinner />;
  // A new title moves focus to it (StepPage), so the confirmation is read out first.
  return done ? (
    <StepPage title={t('unsubscribe>doneTitle')} lead={t('unsubscribe>doneLead')}>
      <p className="outcome__text">{t('unsubscribe>doneText')}</p>
    </StepPage>
  ) : (
    <StepPage title={t('unsubscribe>title')} lead={t('unsubscribe>lead')}>
      <UnsubscribeForm onDone={onDone} />
    </StepPage>
  );
}
