import { log } from '@/shared/lib/log';
import type { TrackingAdapter } from './adapter';
import { applyCall, pushBounded, type TrackingCall } from './calls';
import { TrackingSkipped } from './tracking-skipped';

type RunnerState = 'waiting' | 'starting' | 'ready' | 'failed';

/** Queues an adapter's calls until it has started, then hands them over in order. */
export interface AdapterRunner {
  readonly adapter: TrackingAdapter;
  state(): RunnerState;
  /** Starts the adapter once; later calls do nothing. */
  start(): void;
  /** Delivers (or queues) a call; resolves when the adapter says it was sent. */
  deliver(call: TrackingCall): Promise<void>;
}

export function createAdapterRunner(adapter: TrackingAdapter): AdapterRunner {
  let state: RunnerState = 'waiting';
  const queue: TrackingCall[] = [];

  function send(call: TrackingCall): Promise<void> {
    try {
      return Promise.resolve(applyCall(adapter, call)).then(
        () => undefined,
        (error: unknown) => {
          log.warn(`Tracking call to ${adapter.vendor} failed`, error);
        },
      );
    } catch (error) {
      // A vendor's bug must never reach the applicant's screen.
      log.warn(`Tracking call to ${adapter.vendor} failed`, error);
      return Promise.resolve();
    }
  }

  return {
    adapter,
    state: () => state,
    start() {
      if (state !== 'waiting') return;
      state = 'starting';
      // A start that throws instead of rejecting is handled alike: the shell must not crash.
      new Promise<void>((resolve) => {
        resolve(adapter.start());
      }).then(
        () => {
          state = 'ready';
          for (const call of queue.splice(0)) void send(call);
        },
        (error: unknown) => {
          state = 'failed';
          queue.length = 0;
          if (!(error instanceof TrackingSkipped)) {
            log.warn(`Tracking vendor ${adapter.vendor} did not start`, error);
          }
        },
      );
    },
    deliver(call) {
      if (state === 'ready') return send(call);
      if (state !== 'failed') pushBounded(queue, call);
      return Promise.resolve();
    },
  };
}
