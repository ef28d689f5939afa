import type { ProductId } from '@finceptiv/contract/product-ids';
import { mode } from '@/shared/config/build-env';
import { log } from '@/shared/lib/log';
import { whenIdle } from '@/shared/lib/when-idle';
import type { Press } from '../report/journey-reporter';

// The lender's journey figures (issue 25, ADR 0042). An application starts with the applicant's
// first press of Next: a landing nobody acts on is a visit, not an application. Only then, once
// the page is idle again, does the reporter's chunk load, so neither the landing, nor its idle
// time, nor the press carries it: loaded on the press itself it took one of the browser's six
// connections from the press's own scripts and cost a v3 first press on a slow phone 600 ms.
// What screens signal before it runs waits in shared/lib/journey-signal.

// Off in unit tests of the shell.
const load =
  mode === 'test' ? undefined : () => whenIdle().then(() => import('../report/journey-reporter'));

/** Call once, after the take-over. */
export function startJourneyReporting(brand: ProductId): void {
  if (!load || typeof navigator.sendBeacon !== 'function') return;
  // Every press until the reporter takes over: the app may move on, or answer with errors,
  // while the chunk is on its way.
  const presses: Press[] = [];
  const onPress = () => {
    presses.push({ pathname: window.location.pathname, at: performance.now() });
    if (presses.length > 1) return;
    load()
      .then((reporter) => {
        document.removeEventListener('submit', onPress, true);
        reporter.startJourneyReporter({ brand, presses });
      })
      .catch((error: unknown) => {
        // A chunk that fails to load (offline, a deploy in between) costs figures only.
        document.removeEventListener('submit', onPress, true);
        log.info('Journey figures unavailable', error);
      });
  };
  document.addEventListener('submit', onPress, true);
}
