// Mount once inside the router (e.g. in the layout route's element), below the store provider:
//   <ProgressStateNavigator flow={product.flow} />
// It renders nothing; see use-progress-state-navigation.ts for what it does. `flow` tells it
// that on a v3 brand LoanInformation is the dynamic form (`/`, `/form/<path>`); `drawsAtOnce`
// (stable: memoise it) whether a path's page has loaded, so the move can be drawn in one go;
// `answers` (stable) whether the brand answers an address at all: one it does not is left to
// the not-found page.
// Needs RouterProvider's flushSync (react-dom's), with which it can draw a move at once.
import type { Flow } from '@finceptiv/contract/products';
import {
  useProgressStateNavigation,
  type Answers,
  type DrawsAtOnce,
} from '../use-progress-state-navigation';

export function ProgressStateNavigator({
  flow = 'legacy',
  drawsAtOnce,
  answers,
}: {
  flow?: Flow;
  drawsAtOnce?: DrawsAtOnce;
  answers?: Answers;
}) {
  useProgressStateNavigation(flow, drawsAtOnce, answers);
  return null;
}
