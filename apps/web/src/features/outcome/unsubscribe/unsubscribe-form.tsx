// One button: the link names the address (signed), the applicant confirms. A confirmation
// step rather than a call on load, so a mail scanner that opens the link unsubscribes no one.
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeNamespace } from '../outcome-namespace';
import { useUnsubscribe } from './use-unsubscribe';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';

export function UnsubscribeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(outcomeNamespace);
  const { status, submit } = useUnsubscribe();
  const summary = useRef<HTMLDivElement>(null);
  const problem = status === 'invalid' || status === 'failed';

  useEffect(() => {
    if (problem) summary.current?.focus();
    if (status === 'done') onDone();
  }, [problem, status, onDone]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      {problem ? (
        <div className="outcome__error" role="alert" tabIndex={-1} ref={summary}>
          <p className="outcome__text">{t('unsubscribe>errorTitle')}</p>
          <p>{t(status === 'invalid' ? 'unsubscribe>linkInvalid' : 'unsubscribe>failed')}</p>
        </div>
      ) : null}
      {status === 'invalid' ? null : (
        <BusyButton
          type="submit"
          className="button button--primary"
          busy={status === 'sending'}
          aria-busy={status === 'sending'}
        >
          {t('unsubscribe>submit')}
        </BusyButton>
      )}
    </form>
  );
}
