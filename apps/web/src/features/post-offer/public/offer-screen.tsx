// /ipfd-offer-choice, /cofidis-offer, /provident-offer, /instabank-offer: the partner's offer
// with its figures; accept or decline. Provident lets the applicant lower the amount or change
// the period within the offer's limits first.
import type { Offer } from '@finceptiv/contract/api/lead-schemas';
import { wholeNumberSchema } from '@finceptiv/contract/post-offer-answers';
import type { Product } from '@finceptiv/contract/products';
import { useMemo } from 'react';
import { useLeadStatus } from '@/features/application/public/use-lead-status';
import { OfferFigures } from '@/shared/ui/offer-figures';
import { Spinner } from '@/shared/ui/spinner';
import { ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { fromSchema } from '../definitions/checks';
import type { ScreenField } from '../definitions/types';
import { AnswerForm } from '../ui/answer-form';
import type { Answers } from '../ui/answer-resolver';
import { MissingLead } from '../ui/missing-lead';
import { endpointFor } from '../definitions/screens';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useLeadId, useStepSubmit } from '../ui/use-step-submit';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';

/** The partner's offer from the lead's status; 'failed' when it cannot be read or has none. */
function useOffer(leadId: string | undefined): Offer | 'failed' | undefined {
  const status = useLeadStatus(leadId);
  if (status === undefined || status === 'failed') return status;
  return status.offer ?? 'failed';
}

/** Amount up to the offered one (never below the brand's minimum), period within the brand's range. */
function adjustFields(offer: Offer, product: Product): ScreenField[] {
  const { amount, period } = product.loan;
  return [
    {
      name: 'offer_amount',
      control: { kind: 'currency' },
      check: fromSchema(wholeNumberSchema(amount.min, Math.max(amount.min, offer.amount))),
    },
    {
      name: 'offer_period',
      control: { kind: 'integer' },
      check: fromSchema(wholeNumberSchema(period.min, period.max)),
    },
  ];
}

export default function OfferScreen({ product }: { product: Product }) {
  const screen = useScreen('offer');
  const text = usePostOfferText();
  const leadId = useLeadId();
  const offer = useOffer(leadId);
  const { submit, busy } = useStepSubmit();
  const fields = useMemo(
    () => [
      ...(screen?.adjustable && typeof offer === 'object' ? adjustFields(offer, product) : []),
      ...(screen?.fields ?? []),
    ],
    [screen, offer, product],
  );
  if (!screen) return null;
  const answer = (decision: 'accepted' | 'declined', values: Answers = {}) => {
    if (!leadId || typeof offer !== 'object') return;
    // The chosen figures are answers the API checks against the offer: the amount and period
    // the decision used stay as they were (issue 20).
    const chosen =
      values.offer_amount === undefined
        ? {}
        : { offer_amount: values.offer_amount, offer_period: values.offer_period };
    // The offer's own answers (post-offer-answers.ts), e.g. IPF Digital's financing option.
    for (const field of decision === 'accepted' ? (screen.fields ?? []) : [])
      if (values[field.name] !== undefined)
        Object.assign(chosen, { [field.name]: values[field.name] });
    void submit('POST', endpointFor(screen), { id: leadId, answers: { decision, ...chosen } });
  };
  const content = !leadId ? (
    <MissingLead />
  ) : offer === undefined ? (
    <Spinner />
  ) : offer === 'failed' ? (
    <p role="alert">{text.t('errors>offerFailed')}</p>
  ) : (
    <>
      <OfferFigures
        offer={offer}
        product={product}
        className="post-offer__figures"
        label={(figure) => text.t(`offer>${figure}`)}
      />
      <AnswerForm
        fields={fields}
        defaults={{ offer_amount: String(offer.amount), offer_period: String(offer.period) }}
        product={product}
        heading={text.t(screen.adjustable ? 'offer>adjustHeading' : 'offer>decideHeading')}
        submitLabel={text.t('offer>accept')}
        busy={busy}
        serverErrors={{}}
        onSubmit={(values) => {
          answer('accepted', values);
        }}
        actions={
          <BusyButton
            type="button"
            className="button button--secondary"
            busy={busy}
            onClick={() => {
              answer('declined');
            }}
          >
            {text.t('offer>decline')}
          </BusyButton>
        }
      />
    </>
  );
  return (
    <ScreenFrame title={text.title(screen.textKey)} lead={text.lead(screen.textKey)}>
      {content}
    </ScreenFrame>
  );
}
