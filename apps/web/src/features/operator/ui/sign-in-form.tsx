import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';
import { signIn, type OperatorSession, type SignInOutcome } from '../api/operator-api';
import { operatorNamespace } from '../operator-namespace';

type Problem = Exclude<SignInOutcome, { ok: true }>['reason'];

interface SignInFieldProps {
  /** The field's name, which is also its input type. */
  name: 'email' | 'password';
  /** The token that tells the password manager what the field holds. */
  autoComplete: 'username' | 'current-password';
  label: string;
}

function SignInField({ name, autoComplete, label }: SignInFieldProps) {
  const input = { id: `operator-${name}`, name, type: name, autoComplete };
  return (
    <div className="field">
      <label className="field__label" htmlFor={input.id}>
        {label}
      </label>
      <input {...input} className="field__input" required />
    </div>
  );
}

/**
 * Email and password, with the browser's password manager in mind (username and
 * current-password tokens). A refusal is said in an alert that takes focus; what was typed stays.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: OperatorSession) => void }) {
  const { t } = useTranslation(operatorNamespace);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | undefined>();
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) alert.current?.focus();
  }, [problem]);
  const submit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setBusy(true);
    const outcome = await signIn(field('email'), field('password'));
    setBusy(false);
    if (outcome.ok) onSignedIn(outcome.session);
    else setProblem(outcome.reason);
  };
  return (
    <form className="step-form operator-sign-in" onSubmit={(event) => void submit(event)}>
      {problem ? (
        <p role="alert" tabIndex={-1} ref={alert} className="operator-sign-in__problem">
          {t(`signIn>problems>${problem}`)}
        </p>
      ) : null}
      <SignInField name="email" autoComplete="username" label={t('signIn>email')} />
      <SignInField name="password" autoComplete="current-password" label={t('signIn>password')} />
      <div className="step-form__buttons">
        <BusyButton type="submit" className="button button--primary" busy={busy}>
          {t('signIn>submit')}
        </BusyButton>
      </div>
    </form>
  );
}
