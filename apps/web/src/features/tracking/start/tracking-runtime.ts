import { trackingConfigSchema, type TrackingConfig } from '@finceptiv/contract/tracking-config';
import { trackingRoutes } from '@finceptiv/contract/api/tracking-routes';
import { apiUrl } from '@/shared/api/api-base';
import { log } from '@/shared/lib/log';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { readConsentChoice, writeConsentChoice } from '../consent/consent-choice';
import type { JourneyCall } from '../journey/journey-calls';
import * as facade from '../public/tracking';

// The lazily loaded half of the shell's tracking (public/lazy-tracking.ts loads it once the
// first screen is idle): fetches the brand's configuration from the API, starts the facade,
// and applies the journey's calls and the applicant's consent.

export interface StartOptions {
  campaign: Readonly<Record<string, string>>;
  fetchConfig?: () => Promise<unknown>;
}

export interface StartResult {
  /** True when the brand has vendors that wait for an answer not yet given. */
  askConsent: boolean;
}

async function fetchTrackingConfig(): Promise<unknown> {
  // Below this environment's API base, as every call (ADR 0034).
  const response = await fetch(apiUrl(trackingRoutes.trackingConfig.path), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`tracking config answered ${response.status}`);
  return response.json();
}

// The vendors that wait for the banner's yes (adapter.ts, needsConsent): recording included.
const hasVendorNeedingConsent = (config: TrackingConfig) =>
  Boolean(
    config.gtmId ||
    config.metaPixelId ||
    config.tiktokPixelId ||
    config.googleAdsSendTo ||
    config.sessionRecording?.scriptUrl,
  );

let started: Promise<StartResult> | undefined;

/** Starts tracking once per page; later calls get the first start's answer. */
export function startJourneyTracking(options: StartOptions): Promise<StartResult> {
  started ??= start(options);
  return started;
}

async function start({ campaign, fetchConfig = fetchTrackingConfig }: StartOptions) {
  let config: TrackingConfig;
  try {
    config = trackingConfigSchema.parse(await fetchConfig());
  } catch (error) {
    // Tracking never stands in the applicant's way: without a configuration nothing starts,
    // and the calls queued so far die with the page.
    log.info('Tracking not started', error);
    return { askConsent: false };
  }
  facade.startTracking(config, { campaign });
  const needsAnswer = hasVendorNeedingConsent(config) && config.consentRequired !== false;
  const choice = needsAnswer ? readConsentChoice(openBrowserStorages().local) : undefined;
  if (choice?.marketing) facade.grantMarketingConsent();
  return { askConsent: needsAnswer && choice === undefined };
}

/** The banner's answer: kept on the device; on a yes the vendors waiting for it start. */
export function recordConsentChoice(marketing: boolean): void {
  writeConsentChoice(openBrowserStorages().local, marketing);
  if (marketing) facade.grantMarketingConsent();
}

// Events sent just before the applicant may leave for a partner's site: waited for by
// delivered(), so the page is not unloaded while a vendor is still sending them.
const beforeLeaving: ReadonlySet<string> = new Set(['application_redirected']);
const pending = new Set<Promise<void>>();

export function applyJourneyCall(call: JourneyCall): void {
  switch (call.kind) {
    case 'page':
      facade.page(call.path);
      return;
    case 'track':
      if (beforeLeaving.has(call.event)) {
        const sent = facade.trackAndWait(call.event, call.properties);
        pending.add(sent);
        void sent.finally(() => pending.delete(sent));
      } else {
        facade.track(call.event, call.properties);
      }
      return;
    case 'identify':
      facade.identify(call.sessionId);
      return;
    case 'userData':
      facade.setTrackingUserData(call.data);
      return;
  }
}

/** Resolves when the events that precede leaving are sent, or after timeoutMs at most. */
export function delivered(timeoutMs: number): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(resolve, timeoutMs);
    void Promise.all(pending).then(() => {
      resolve();
    });
  });
}

export const reportToErrorTracker = facade.reportToErrorTracker;
