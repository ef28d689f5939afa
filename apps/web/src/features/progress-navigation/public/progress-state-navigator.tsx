// Mount once inside the router (e.g. in the layout route's element), below the store provider:
//   <ProgressStateNavigator />
// It renders nothing; see use-progress-state-navigation.ts for what it does.
import { useProgressStateNavigation } from '../use-progress-state-navigation';

export function ProgressStateNavigator() {
  useProgressStateNavigation();
  return null;
}
