import {
  retryBotCheck,
  useBotCheckState,
  type BotCheckState,
} from '@/features/bot-check/public/bot-check';
import { useFormText } from '../use-form-text';
import { FieldError } from '@/shared/ui/form/field-error';
import { fieldId, type FieldProps } from '@/shared/ui/form/field-props';

// Each state's line (spec 2's captchaNote says the form is protected while nothing runs yet).
const lineKeys: Readonly<Record<BotCheckState, string>> = {
  idle: 'form>captchaNote',
  checking: 'form>botCheckChecking',
  ready: 'form>botCheckReady',
  failed: 'form>botCheckFailed',
};
const states = Object.keys(lineKeys) as BotCheckState[];

// Spec 2's captcha label, now the bot check's state (issue 23 item 4): a status line saying that
// the check runs, is done, or failed (with a retry). The answer itself travels with the lead
// create only, never in this form's values, which are kept in the tab; the hidden input stays
// for the data point. Every state's line is laid out in the same cell, the others unseen (and
// so left out of what assistive technology reads), so the line is as tall as its longest text
// and a change of state moves nothing below it (CLS); the one shown is what the status says.
export function CaptchaField({ field, label, error, register }: FieldProps) {
  const { t } = useFormText();
  const state = useBotCheckState();
  return (
    <div id={fieldId(field.name)} className="captcha-status">
      <div role="status">
        {states.map((each) => (
          <p key={each} className={each === state ? undefined : 'captcha-status__unseen'}>
            {label}: {t(lineKeys[each])}{' '}
            {each === 'failed' ? (
              <button type="button" onClick={retryBotCheck}>
                {t('form>botCheckRetry')}
              </button>
            ) : null}
          </p>
        ))}
      </div>
      <FieldError name={field.name} error={error} />
      <input type="hidden" {...register(field.name)} />
    </div>
  );
}
