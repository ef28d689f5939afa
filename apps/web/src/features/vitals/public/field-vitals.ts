import type { ProductId } from '@finceptiv/contract/product-ids';
import { mode } from '@/shared/config/build-env';
import { log } from '@/shared/lib/log';
import { whenIdle } from '@/shared/lib/when-idle';
import type * as ReporterModule from '../report/vitals-reporter';

// Field data (issue 22 item 5, ADR 0029). The only part the shell loads up front: a few lines
// that wait for the live screen to be idle and then import the reporter (its own chunk, with
// web-vitals). Nothing of it runs on the prerendered landing (ADR 0015): the browser keeps the
// page load's entries (LCP, CLS, TTFB, slow interactions) buffered until the reporter asks.

type Reporter = typeof ReporterModule;
type Loader = () => Promise<Reporter>;

const idleImport: Loader = () => whenIdle().then(() => import('../report/vitals-reporter'));

// Off in unit tests of the shell.
const load: Loader | undefined = mode === 'test' ? undefined : idleImport;

/** Starts reporting for the brand once the screen is idle. Call once, after the take-over. */
export function startFieldVitals(brand: ProductId): void {
  if (!load || typeof navigator.sendBeacon !== 'function') return;
  load()
    .then((reporter) => {
      reporter.startVitalsReporting({ brand });
    })
    .catch((error: unknown) => {
      // A chunk that fails to load (offline, a deploy in between) costs field data only.
      log.info('Field data unavailable', error);
    });
}
