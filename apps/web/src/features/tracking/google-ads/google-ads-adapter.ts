import { log } from '@/shared/lib/log';
import type { TrackingAdapter } from '../core/adapter';
import type { TrackingEventName } from '../public/tracking-events';
import { vendorWindow } from '../lib/vendor-window';
import { warnings } from '../lib/warnings';
import { installGtag } from './gtag-stub';

/** The event that counts as an ad conversion: the lead the ad was paid to bring. */
const conversionEvent: TrackingEventName = 'lead_created';

/** 'AW-123/label' -> 'AW-123': the tag the conversion target belongs to. */
export const conversionTagId = (sendTo: string): string => sendTo.split('/')[0] ?? sendTo;

/**
 * Sends gtag's 'conversion' event; resolves when the vendor calls back, so a caller about to
 * leave the page (a partner redirect) can wait for it (the facade bounds the wait).
 */
export function sendConversion(sendTo: string | undefined): Promise<void> {
  if (sendTo === undefined || sendTo.trim() === '') {
    log.warn(warnings.conversionSendToMissing);
    return Promise.resolve();
  }
  const { gtag } = vendorWindow();
  if (!gtag) return Promise.reject(new Error('gtag is not available'));
  return new Promise((resolve) => {
    gtag('event', 'conversion', {
      send_to: sendTo,
      event_callback: () => {
        resolve();
      },
    });
  });
}

export function createGoogleAdsAdapter(sendTo: string, doc: Document = document): TrackingAdapter {
  return {
    vendor: 'googleAds',
    needsConsent: true,
    start() {
      installGtag(conversionTagId(sendTo), doc);
      return Promise.resolve();
    },
    track(event) {
      return event === conversionEvent ? sendConversion(sendTo) : undefined;
    },
  };
}
