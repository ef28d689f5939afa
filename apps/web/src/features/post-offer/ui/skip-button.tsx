import type { ScreenDefinition } from '../definitions/types';
import { usePostOfferText } from './use-post-offer-text';
import { useStepSubmit } from './use-step-submit';
import { BusyButton } from '@/shared/ui/busy-button/busy-button';
import { clientPath } from '@/shared/api/client-path';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

/** Skips a step the partner allows to skip (POST /lead/skip/:id); the server names the next one. */
export function SkipButton({ screen, leadId }: { screen: ScreenDefinition; leadId: string }) {
  const text = usePostOfferText();
  const { submit, busy } = useStepSubmit();
  if (!screen.skippable) return null;
  return (
    <BusyButton
      type="button"
      className="button button--secondary"
      busy={busy}
      onClick={() => void submit('POST', clientPath(leadRoutes.skipStep, { id: leadId }), {})}
    >
      {text.t('form>skip')}
    </BusyButton>
  );
}
