// '/checking' (state 6): the lead check runs on the server; this screen waits for its decision.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { useCheckingPoll } from '../checking/use-checking-poll';
import { outcomeNamespace } from '../outcome-namespace';
import '../ui/outcome.css';

export default function CheckingScreen() {
  const { t, ready } = useTranslation(outcomeNamespace);
  const { status, retry } = useCheckingPoll();
  const statusLine = useRef<HTMLParagraphElement>(null);
  if (!ready) return <Spinner />;

  const gaveUp = status === 'gave-up';
  const onRetry = () => {
    retry();
    // The button goes away with the message: keep focus on the line that reports progress.
    statusLine.current?.focus();
  };
  return (
    <StepPage title={t('checking>title')} lead={t('checking>lead')}>
      {gaveUp ? null : (
        <div className="outcome-progress" aria-hidden="true">
          <div className="outcome-progress__bar" />
        </div>
      )}
      {/* One live region that stays mounted, so each change of its text is announced. */}
      <p
        ref={statusLine}
        className="outcome__text outcome__status"
        role="status"
        tabIndex={-1}
        id="checking-status"
      >
        {t(`checking>${status}`)}
      </p>
      {gaveUp ? (
        <div className="outcome__actions">
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('checking>retry')}
          </button>
        </div>
      ) : null}
    </StepPage>
  );
}
