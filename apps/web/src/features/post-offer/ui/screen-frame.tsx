import type { ReactNode } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { StepPage, type StepPageProps } from '@/shared/ui/step-page/step-page';
import { MissingLead } from './missing-lead';
import { usePostOfferText } from './use-post-offer-text';
import { useLeadId } from './use-step-submit';

/**
 * The shared step frame once this feature's texts are loaded: the h1 that takes focus must
 * not be a raw key for a moment (the namespace loads on demand with the first screen).
 */
export function ScreenFrame(props: StepPageProps) {
  const { ready } = usePostOfferText();
  return ready ? <StepPage {...props} /> : <Spinner />;
}

interface LeadScreenFrameProps {
  /** The screen's key in the post-offer texts (`screens>{textKey}>title|lead`). */
  textKey: string;
  /** The screen's content, for the lead this browser holds. */
  children: (leadId: string) => ReactNode;
}

/**
 * A screen under its own title and lead whose content works on the applicant's lead: without
 * one in this browser (an old tab, a copied address) the frame says so instead.
 */
export function LeadScreenFrame({ textKey, children }: LeadScreenFrameProps) {
  const text = usePostOfferText();
  const leadId = useLeadId();
  return (
    <ScreenFrame title={text.title(textKey)} lead={text.lead(textKey)}>
      {leadId ? children(leadId) : <MissingLead />}
    </ScreenFrame>
  );
}

/** A screen that can say no more than that this browser holds no lead, under its title. */
export function MissingLeadScreen({ textKey }: { textKey: string }) {
  const text = usePostOfferText();
  return (
    <ScreenFrame title={text.title(textKey)}>
      <MissingLead />
    </ScreenFrame>
  );
}
