// /consents, /dynamic-consents, /advanzia-consents, /tfbank-consents: the partner's policies,
// posted to the screen's endpoint; the answer's state moves the applicant on.
import type { Product } from '@finceptiv/contract/products';
import { LeadScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { ConsentsForm } from '../ui/consents-form';
import { SkipButton } from '../ui/skip-button';
import { endpointFor } from '../definitions/screens';
import { useScreen } from '../ui/use-screen';

export default function ConsentsScreen({ product }: { product: Product }) {
  const screen = useScreen('consents');
  if (!screen) return null;
  return (
    <LeadScreenFrame textKey={screen.textKey}>
      {(leadId) => (
        <ConsentsForm
          leadId={leadId}
          product={product}
          endpoint={endpointFor(screen)}
          answerFields={screen.fields}
          actions={<SkipButton screen={screen} leadId={leadId} />}
        />
      )}
    </LeadScreenFrame>
  );
}
