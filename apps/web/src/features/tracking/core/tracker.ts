import { serializeDetails } from '@/shared/lib/log';
import type { TrackingConfig, TrackingContext } from '@finceptiv/contract/tracking-config';
import type {
  TrackingEventName,
  TrackingProperties,
  TrackingUserData,
} from '../public/tracking-events';
import type { TrackedUser, TrackingAdapter } from './adapter';
import { createAdapterRunner, type AdapterRunner } from './adapter-runner';
import { pushBounded, type TrackingCall } from './calls';

export type BuildAdapters = (config: TrackingConfig, context: TrackingContext) => TrackingAdapter[];

export interface Tracker {
  /** Builds and starts the configured adapters; calls made before are replayed. Once only. */
  start(config: TrackingConfig, context: TrackingContext): void;
  grantMarketingConsent(): void;
  track(event: TrackingEventName, properties?: TrackingProperties): void;
  /** Like track, but resolves once every started vendor confirmed (or after timeoutMs). */
  trackAndWait(
    event: TrackingEventName,
    properties?: TrackingProperties,
    timeoutMs?: number,
  ): Promise<void>;
  identify(sessionId: string): void;
  page(path: string): void;
  setUserData(data: TrackingUserData): void;
  reportToErrorTracker(message: string, details?: unknown): void;
  /** Vendors built at start, for diagnostics and tests. */
  vendors(): string[];
}

export function createTracker(buildAdapters: BuildAdapters): Tracker {
  let runners: AdapterRunner[] | undefined;
  const early: TrackingCall[] = [];
  let consentRequired = true;
  let consented = false;
  let user: TrackedUser = {};

  const mayStart = (runner: AdapterRunner) =>
    !runner.adapter.needsConsent || !consentRequired || consented;

  function dispatch(call: TrackingCall): Promise<void> {
    if (!runners) {
      pushBounded(early, call);
      return Promise.resolve();
    }
    return Promise.all(runners.map((runner) => runner.deliver(call))).then(() => undefined);
  }

  function trackCall(event: TrackingEventName, properties: TrackingProperties = {}) {
    return dispatch({ kind: 'track', event, properties: { ...properties }, user: { ...user } });
  }

  return {
    start(config, context) {
      if (runners) return;
      consentRequired = config.consentRequired ?? true;
      const started = buildAdapters(config, context).map(createAdapterRunner);
      runners = started;
      for (const call of early.splice(0)) void dispatch(call);
      for (const runner of started) if (mayStart(runner)) runner.start();
    },
    grantMarketingConsent() {
      consented = true;
      for (const runner of runners ?? []) if (mayStart(runner)) runner.start();
    },
    track(event, properties) {
      void trackCall(event, properties);
    },
    trackAndWait(event, properties, timeoutMs = 1500) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        void trackCall(event, properties).then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    identify(sessionId) {
      user = { ...user, sessionId };
      void dispatch({ kind: 'identify', sessionId });
    },
    page(path) {
      void dispatch({ kind: 'page', path });
    },
    setUserData(data) {
      user = { ...user, ...data };
    },
    reportToErrorTracker(message, details) {
      // Same 1024-character rule as the log (spec 9): a long detail is dropped, not cut.
      void dispatch({ kind: 'error', message, details: serializeDetails(details) });
    },
    vendors: () => (runners ?? []).map((runner) => runner.adapter.vendor),
  };
}
