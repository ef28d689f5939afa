import { usePostOfferText } from './use-post-offer-text';

/** Shown when a screen opens without a lead in this browser (an old tab, a copied address). */
export function MissingLead() {
  const text = usePostOfferText();
  return <p role="alert">{text.t('errors>noLead')}</p>;
}
