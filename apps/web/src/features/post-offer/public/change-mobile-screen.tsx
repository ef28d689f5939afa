// /change-mobile-number (15): the applicant gives the number the partner should verify; the
// answer moves the lead to mobile verification (7), where the code arrives.
import type { Product } from '@finceptiv/contract/products';
import { LeadScreenFrame } from '../ui/screen-frame';
import '../ui/post-offer.css';
import { ChangeNumberForm } from '../ui/change-number-form';
import { usePostOfferText } from '../ui/use-post-offer-text';
import { useScreen } from '../ui/use-screen';

export default function ChangeMobileScreen({ product }: { product: Product }) {
  const screen = useScreen('change-mobile');
  const text = usePostOfferText();
  if (!screen) return null;
  return (
    <LeadScreenFrame textKey={screen.textKey}>
      {(leadId) => (
        <ChangeNumberForm leadId={leadId} product={product} heading={text.t('mobile>newNumber')} />
      )}
    </LeadScreenFrame>
  );
}
