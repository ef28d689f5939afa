import { log } from '@/shared/lib/log';
import type { TrackedUser, TrackingAdapter } from '../core/adapter';
import type { TrackingEventName } from '../public/tracking-events';
import type { TtqQueue } from '../lib/vendor-window';
import { warnings } from '../lib/warnings';
import { tiktokIdentity, type PhoneToE164 } from './tiktok-identity';
import { installTtq } from './ttq-stub';

// Spec 7: the short-video ad pixel hears of three outcomes.
const tiktokEventNames: Partial<Record<TrackingEventName, string>> = {
  lead_created: 'Lead',
  application_completed: 'CompleteRegistration',
  application_rejected: 'Rejected',
};

/** Identifies (hashed) and sends one event with its own id; never throws. */
export async function sendTikTokEvent(
  ttq: TtqQueue,
  name: string,
  user: TrackedUser,
  toE164?: PhoneToE164,
): Promise<void> {
  if (name.trim() === '') {
    log.warn(warnings.tiktokEventNameRequired);
    return;
  }
  try {
    ttq.identify({ ...(await tiktokIdentity(user, toE164)) });
    // A unique id per event lets the vendor drop the server's duplicate of it.
    ttq.track(name, {}, { event_id: crypto.randomUUID() });
  } catch (error) {
    log.warn(warnings.tiktokSendFailed(name), error);
  }
}

export function createTikTokPixelAdapter(
  pixelId: string,
  options: { doc?: Document; toE164?: PhoneToE164 } = {},
): TrackingAdapter {
  let ttq: TtqQueue | undefined;
  return {
    vendor: 'tiktokPixel',
    needsConsent: true,
    start() {
      ttq = installTtq(pixelId, options.doc);
      return Promise.resolve();
    },
    track(event, _properties, user) {
      const name = tiktokEventNames[event];
      if (name === undefined || !ttq) return undefined;
      return sendTikTokEvent(ttq, name, user, options.toE164);
    },
    page() {
      ttq?.page();
    },
  };
}
