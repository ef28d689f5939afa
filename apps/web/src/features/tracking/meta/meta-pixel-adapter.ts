import type { TrackingAdapter } from '../core/adapter';
import type { TrackingEventName } from '../public/tracking-events';
import type { FbqFunction } from '../lib/vendor-window';
import { installFbq } from './fbq-stub';

// Spec 7: the social ad pixel hears of two outcomes only.
const metaEventNames: Partial<Record<TrackingEventName, string>> = {
  lead_created: 'Lead',
  application_completed: 'CompleteRegistration',
};

export function createMetaPixelAdapter(pixelId: string, doc: Document = document): TrackingAdapter {
  let fbq: FbqFunction | undefined;
  return {
    vendor: 'metaPixel',
    needsConsent: true,
    start() {
      fbq = installFbq(doc);
      fbq('init', pixelId);
      return Promise.resolve();
    },
    track(event, _properties, user) {
      const name = metaEventNames[event];
      if (name === undefined || !fbq) return;
      // fbp/fbc (spec 3) tie the browser event to the server's copy of the same lead.
      const data: Record<string, string> = {};
      if (user.fbp) data.fbp = user.fbp;
      if (user.fbc) data.fbc = user.fbc;
      fbq('track', name, data, { eventID: crypto.randomUUID() });
    },
    page() {
      fbq?.('track', 'PageView');
    },
  };
}
