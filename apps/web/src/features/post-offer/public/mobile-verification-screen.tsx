// /mobile-verification (7): the six-digit code sent by SMS. Wrong and expired codes get their
// own message; resend waits for a visible cool-down; a link opens the change-number form.
import type { Product } from '@finceptiv/contract/products';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { useState } from 'react';
import { MissingLeadScreen, ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import type { ScreenField } from '../definitions/types';
import { AnswerForm } from '../ui/answer-form';
import type { Answers } from '../ui/answer-resolver';
import { ChangeNumberForm } from '../ui/change-number-form';
import { useCodeSender } from '../ui/use-code-sender';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useLeadId, useStepSubmit } from '../ui/use-step-submit';
import {
  isVerificationCodeFormat,
  normalizeVerificationCode,
  refusedCodeReason,
} from '../validation/verification-code';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';
import { clientPath } from '@/shared/api/client-path';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

const fields: readonly ScreenField[] = [
  {
    name: 'code',
    // 'postcode' is the numeric-keyboard text input; one-time-code lets phones fill it from the SMS.
    control: { kind: 'postcode' },
    autocomplete: 'one-time-code',
    check: (value) =>
      isVerificationCodeFormat(String(value)) ? undefined : M.verificationCodeFormat,
  },
];

export default function MobileVerificationScreen({ product }: { product: Product }) {
  const screen = useScreen('mobile-verification');
  const text = usePostOfferText();
  const leadId = useLeadId();
  const sender = useCodeSender(leadId);
  const { submit, busy } = useStepSubmit();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [changing, setChanging] = useState(false);
  if (!screen) return null;
  if (!leadId) return <MissingLeadScreen textKey={screen.textKey} />;

  const verify = async (values: Answers) => {
    const code = normalizeVerificationCode(String(values.code));
    const result = await submit('POST', clientPath(leadRoutes.verifyMobile), { id: leadId, code });
    if (result.ok) return;
    if (result.failure.kind === 'fields')
      setServerErrors({
        code: `mobile>${refusedCodeReason(sender.sent?.expiresAt, Date.now())}Code`,
      });
    else if (result.failure.kind === 'too-many')
      setServerErrors({ code: 'mobile>tooManyAttempts' });
  };

  return (
    <ScreenFrame title={text.title(screen.textKey)} lead={text.lead(screen.textKey)}>
      <p role="status">
        {sender.problem === 'too-many'
          ? text.t('mobile>tooManySends')
          : sender.problem === 'failed'
            ? text.t('mobile>sendFailed')
            : sender.sent
              ? text.t('mobile>sent')
              : ''}
      </p>
      <AnswerForm
        fields={fields}
        product={product}
        heading={text.t('mobile>codeHeading')}
        submitLabel={text.t('mobile>verify')}
        busy={busy}
        serverErrors={serverErrors}
        onSubmit={(values) => void verify(values)}
      />
      <div className="post-offer__resend">
        <BusyButton
          type="button"
          className="button button--secondary"
          busy={sender.waitSeconds > 0}
          onClick={() => void sender.resend()}
        >
          {text.t('mobile>resend')}
        </BusyButton>
        <p aria-live="polite">
          {sender.waitSeconds > 0 ? text.t('mobile>resendIn', { seconds: sender.waitSeconds }) : ''}
        </p>
      </div>
      <p>
        <button
          type="button"
          className="link-button"
          aria-expanded={changing}
          onClick={() => {
            setChanging((open) => !open);
          }}
        >
          {text.t('mobile>changeNumber')}
        </button>
      </p>
      {changing ? (
        <ChangeNumberForm
          leadId={leadId}
          product={product}
          heading={text.t('mobile>newNumber')}
          onChanged={() => {
            setChanging(false);
            sender.markSent();
          }}
        />
      ) : null}
    </ScreenFrame>
  );
}
