import { mode } from '@/shared/config/build-env';
import { log } from '@/shared/lib/log';
import { setErrorReporter } from '@/shared/lib/report-error';
import { whenIdle } from '@/shared/lib/when-idle';
import type * as TrackingRuntime from '../start/tracking-runtime';

// The only tracking code the shell loads up front: a few lines that wait until the first
// screen is idle and then import the tracking runtime (its own chunk, with the facade and the
// adapters). Every vendor SDK is a further lazy load behind that, so tracking never sits on
// the first screen's critical path (issue 10, ADR 0011).

export type Runtime = typeof TrackingRuntime;
type Loader = () => Promise<Runtime>;

const idleImport: Loader = () => whenIdle().then(() => import('../start/tracking-runtime'));

// Unit tests of the shell render the layout many times with stubbed fetch; tracking there
// would add calls they do not expect, so it is off in Vitest unless a test installs a loader.
let load: Loader | undefined = mode === 'test' ? undefined : idleImport;
let runtime: Promise<Runtime> | undefined;

/** Tests: the runtime to hand out (undefined turns tracking off). */
export function setTrackingLoader(loader: Loader | undefined): void {
  load = loader;
  runtime = undefined;
}

/** Runs fn with the tracking runtime once it is loaded; calls keep their order. */
export function withTracking(fn: (loaded: Runtime) => void): void {
  if (!load) return;
  runtime ??= load();
  runtime.then(fn).catch((error: unknown) => {
    // A chunk that fails to load (offline, deploy in between) costs tracking, nothing else.
    log.info('Tracking unavailable', error);
  });
}

/**
 * Sends the shell's error reports (spec 8) and uncaught errors to the error tracker. Call once
 * at start-up: the reports are handed over when the runtime has loaded and wait in the
 * facade's queue until tracking starts.
 */
export function forwardErrorsToTracking(): void {
  setErrorReporter((message, error) => {
    withTracking((loaded) => {
      loaded.reportToErrorTracker(message, error);
    });
  });
  window.addEventListener('error', (event) => {
    withTracking((loaded) => {
      loaded.reportToErrorTracker('Uncaught error', event.error ?? event.message);
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    withTracking((loaded) => {
      loaded.reportToErrorTracker('Unhandled rejection', event.reason);
    });
  });
}

/**
 * For a screen about to leave the app (the partner redirect): resolves once the journey's
 * last events are sent, or after timeoutMs, and at once when tracking is off. Waits one
 * task first, so the event of the state that brought the screen (sent from the layout's
 * effect, which runs after the screen's own) is already on its way.
 */
export function whenTrackingDelivered(timeoutMs = 1500): Promise<void> {
  const current = load ? (runtime ??= load()) : undefined;
  if (!current) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    setTimeout(() => {
      current
        .then((loaded) => loaded.delivered(timeoutMs))
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(timer);
          resolve();
        });
    }, 0);
  });
}
