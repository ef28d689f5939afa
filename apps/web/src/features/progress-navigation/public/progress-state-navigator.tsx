// Mount once inside the router (e.g. in the layout route's element), below the store provider:
//   <ProgressStateNavigator flow={product.flow} />
// It renders nothing; see use-progress-state-navigation.ts for what it does. `flow` tells it
// that on a v3 brand LoanInformation is the dynamic form (`/`, `/form/<path>`).
import type { Flow } from '@finceptiv/contract/products';
import { useProgressStateNavigation } from '../use-progress-state-navigation';

export function ProgressStateNavigator({ flow = 'legacy' }: { flow?: Flow }) {
  useProgressStateNavigation(flow);
  return null;
}
