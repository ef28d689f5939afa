// /consents, /dynamic-consents, /advanzia-consents, /tfbank-consents: the partner's policies,
// posted to the screen's endpoint; the answer's state moves the applicant on.
import type { Product } from '@finceptiv/contract/products';
import { ScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { ConsentsForm } from '../ui/consents-form';
import { MissingLead } from '../ui/missing-lead';
import { SkipButton } from '../ui/skip-button';
import { endpointFor } from '../definitions/screens';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';
import { useLeadId } from '../ui/use-step-submit';

export default function ConsentsScreen({ product }: { product: Product }) {
  const screen = useScreen('consents');
  const text = usePostOfferText();
  const leadId = useLeadId();
  if (!screen) return null;
  return (
    <ScreenFrame title={text.title(screen.textKey)} lead={text.lead(screen.textKey)}>
      {leadId ? (
        <ConsentsForm
          leadId={leadId}
          product={product}
          endpoint={endpointFor(screen)}
          answerFields={screen.fields}
          actions={<SkipButton screen={screen} leadId={leadId} />}
        />
      ) : (
        <MissingLead />
      )}
    </ScreenFrame>
  );
}
