import { Spinner } from '@/shared/ui/spinner';
import { StepPage, type StepPageProps } from '@/shared/ui/step-page/step-page';
import { usePostOfferText } from './use-post-offer-text';

/**
 * The shared step frame once this feature's texts are loaded: the h1 that takes focus must
 * not be a raw key for a moment (the namespace loads on demand with the first screen).
 */
export function ScreenFrame(props: StepPageProps) {
  const { ready } = usePostOfferText();
  return ready ? <StepPage {...props} /> : <Spinner />;
}
