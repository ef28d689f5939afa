// One field, but the same error pattern as every form (ARCHITECTURE.md 4): a summary that takes
// focus and links to the field, and the field's own message tied to it.
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessages } from '@finceptiv/contract/validation/messages';
import { outcomeNamespace } from '../outcome-namespace';
import { useUnsubscribe } from './use-unsubscribe';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';

const fieldId = 'unsubscribe-email';

// A jump link only scrolls; the applicant should land in the field, ready to type.
function focusField(event: SyntheticEvent) {
  event.preventDefault();
  document.getElementById(fieldId)?.focus();
}

export function UnsubscribeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(outcomeNamespace);
  const { email, setEmail, status, submit } = useUnsubscribe();
  const summary = useRef<HTMLDivElement>(null);
  const invalid = status === 'invalid';

  useEffect(() => {
    if (invalid || status === 'failed') summary.current?.focus();
    if (status === 'done') onDone();
  }, [invalid, status, onDone]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const fieldMessage = t(
    email.trim() ? validationMessages.emailFormat : validationMessages.required,
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      {invalid || status === 'failed' ? (
        <div className="outcome__error" role="alert" tabIndex={-1} ref={summary}>
          <p className="outcome__text">{t('unsubscribe>errorTitle')}</p>
          {invalid ? (
            <a href={`#${fieldId}`} onClick={focusField}>
              {fieldMessage}
            </a>
          ) : (
            <p>{t('unsubscribe>failed')}</p>
          )}
        </div>
      ) : null}
      <div className="unsubscribe__field">
        <label htmlFor={fieldId}>{t('unsubscribe>emailLabel')}</label>
        <input
          id={fieldId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        {invalid ? <span id={`${fieldId}-error`}>{fieldMessage}</span> : null}
      </div>
      <BusyButton
        type="submit"
        className="button button--primary"
        busy={status === 'sending'}
        aria-busy={status === 'sending'}
      >
        {t('unsubscribe>submit')}
      </BusyButton>
    </form>
  );
}
