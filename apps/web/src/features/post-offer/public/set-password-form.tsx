// Set a password for the customer account once the lead exists (POST /lead/customer/password).
// The rules tick as the applicant types. The password lives only in this component's input:
// never in the store, storage, logs or the URL; the field is emptied once it is saved.
// Mount it on a screen after the lead is created, e.g. the thank-you screen:
//   <SetPasswordForm leadId={id} />
import {
  validationMessageKeys,
  validationMessages as M,
} from '@finceptiv/contract/validation/messages';
import { useId, useRef, useState } from 'react';
import { apiRequest, ApiError } from '@/shared/api/client';
import '../ui/post-offer.css';
import { stepFailure } from '../api/step-request';
import { usePostOfferText } from '../ui/use-post-offer-text';
import {
  isAcceptablePassword,
  passwordRuleResults,
  type PasswordRule,
} from '../validation/password-rules';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';
import { clientPath } from '@/shared/api/client-path';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

const rules: readonly PasswordRule[] = ['length', 'letter', 'digit', 'notEmailLike'];

/** What to say when the API refuses: its own message for the password (too weak), or why not. */
function refusal(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 409) return 'password>alreadySet';
  const step = stepFailure(failure);
  if (step.kind !== 'fields') return 'errors>sendFailed';
  const message = step.errors.find((e) => e.fieldName === 'password')?.message;
  return validationMessageKeys.find((key) => key === message) ?? M.invalid;
}

export function SetPasswordForm({ leadId }: { leadId: string }) {
  const text = usePostOfferText();
  const inputId = useId();
  const rulesId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const results = passwordRuleResults(password);

  const save = async () => {
    if (!isAcceptablePassword(password)) {
      setError(M.passwordTooShort);
      input.current?.focus();
      return;
    }
    setStatus('saving');
    try {
      await apiRequest(
        'POST',
        clientPath(leadRoutes.setPassword),
        { id: leadId, password },
        {
          idempotencyKey: crypto.randomUUID(),
        },
      );
      setPassword('');
      setError(undefined);
      setStatus('saved');
    } catch (failure) {
      setStatus('idle');
      setError(refusal(failure));
    }
  };

  if (status === 'saved') return <p role="status">{text.t('password>saved')}</p>;
  return (
    <form
      className="step-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2>{text.t('password>heading')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {text.t('password>label')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="field__input"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          aria-describedby={error ? `${rulesId} ${errorId}` : rulesId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <ul id={rulesId} className="post-offer__rules" aria-live="polite">
          {rules.map((rule) => (
            <li key={rule} data-met={results[rule]}>
              <span aria-hidden="true">{results[rule] ? '✓' : '•'} </span>
              {text.t(`password>rules>${rule}`)}
              <span className="visually-hidden">
                {' '}
                {results[rule] ? text.t('password>met') : text.t('password>notMet')}
              </span>
            </li>
          ))}
        </ul>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {text.t(error)}
          </p>
        ) : null}
      </div>
      <div className="step-form__buttons">
        <BusyButton type="submit" className="button button--primary" busy={status === 'saving'}>
          {text.t('password>save')}
        </BusyButton>
      </div>
    </form>
  );
}
