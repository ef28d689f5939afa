// A new mobile number (PUT /v2/customer/mobile): from the change-number screen (15 -> 7) and
// from the verification screen's "change number" link (stays at 7, a new code goes out).
import type { Product } from '@finceptiv/contract/products';
import { useState } from 'react';
import type { ScreenField } from '../definitions/types';
import { AnswerForm } from './answer-form';
import type { Answers } from './answer-resolver';
import { usePostOfferText } from './use-post-offer-text';
import { useStepSubmit } from './use-step-submit';
import { clientPath } from '@/shared/api/client-path';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

const fields: readonly ScreenField[] = [{ name: 'phone_number', control: { kind: 'tel' } }];

export function ChangeNumberForm(props: {
  leadId: string;
  product: Product;
  onChanged?: () => void;
  heading: string;
}) {
  const text = usePostOfferText();
  const { submit, busy } = useStepSubmit();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const onSubmit = async (values: Answers) => {
    const body = { id: props.leadId, phoneNumber: values.phone_number };
    const result = await submit('PUT', clientPath(leadRoutes.changeMobile), body);
    if (result.ok) {
      setServerErrors({});
      props.onChanged?.();
    } else if (result.failure.kind === 'fields') {
      setServerErrors({ phone_number: result.failure.errors[0]?.message ?? 'validation.invalid' });
    }
  };
  return (
    <AnswerForm
      fields={fields}
      product={props.product}
      heading={props.heading}
      submitLabel={text.t('mobile>saveNumber')}
      busy={busy}
      serverErrors={serverErrors}
      onSubmit={(values) => void onSubmit(values)}
    />
  );
}
