// '/accepted' (state 10): the partner's offer, and Continue to the partner's next step.
import { useTranslation } from 'react-i18next';
import type { Product } from '@finceptiv/contract/products';
import { Spinner } from '@/shared/ui/spinner';
import { OfferFigures } from '@/shared/ui/offer-figures';
import { StepPage } from '@/shared/ui/step-page/step-page';
import { useContinueOffer } from '../offer/use-continue-offer';
import { useLeadOffer } from '../offer/use-lead-offer';
import { usePartnerLogo } from '../offer/use-partner-logo';
import { useOutcomeSignal } from '../journey/use-outcome-signal';
import { outcomeNamespace } from '../outcome-namespace';
import '../ui/outcome.css';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';

export default function AcceptedScreen({ product }: { product: Product }) {
  const { t, ready } = useTranslation(outcomeNamespace);
  const { offer, partnerName } = useLeadOffer();
  const logoUrl = usePartnerLogo(partnerName);
  useOutcomeSignal('accepted', partnerName);
  const { status, send } = useContinueOffer();
  if (!ready) return <Spinner />;

  const partner = partnerName ?? t('accepted>unnamedPartner');
  return (
    <StepPage title={t('accepted>title')} lead={t('accepted>lead', { partner })}>
      <section className="offer" aria-labelledby="offer-partner">
        <p className="offer__partner" id="offer-partner">
          {logoUrl ? <img className="offer__logo" src={logoUrl} alt="" /> : null}
          <span>{t('accepted>partner', { partner })}</span>
        </p>
        {offer ? (
          <OfferFigures
            offer={offer}
            product={product}
            className="offer__figures"
            label={(figure) => t(`accepted>figures>${figure}`)}
          />
        ) : (
          <p className="outcome__text" role="status">
            {t('accepted>loadingOffer')}
          </p>
        )}
      </section>
      {status === 'failed' ? (
        <p className="outcome__error" role="alert">
          {t('accepted>continueFailed')}
        </p>
      ) : null}
      <div className="outcome__actions">
        <BusyButton
          type="button"
          className="button button--primary"
          onClick={() => void send()}
          busy={status === 'sending'}
          aria-busy={status === 'sending'}
        >
          {t(status === 'failed' ? 'accepted>retry' : 'accepted>continue')}
        </BusyButton>
      </div>
    </StepPage>
  );
}
