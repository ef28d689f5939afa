import { log } from '@/shared/lib/log';
import type { TrackingAdapter } from '../core/adapter';
import { TrackingSkipped } from '../core/tracking-skipped';
import { loadScript } from '../lib/load-script';
import { vendorWindow } from '../lib/vendor-window';
import { warnings } from '../lib/warnings';

const gtmScriptBase = 'https://www.googletagmanager.com/gtm.js';
const gtmIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

export function isValidGtmId(id: string | undefined): id is string {
  return id !== undefined && gtmIdPattern.test(id);
}

/** Pushes to the page's dataLayer, warning (spec 8) when the page has none. */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  const { dataLayer } = vendorWindow();
  if (!Array.isArray(dataLayer)) {
    log.warn(warnings.dataLayerMissing);
    return;
  }
  dataLayer.push(entry);
}

/**
 * Google's container snippet, done in code: the same dataLayer start entry and async script
 * with the page's CSP nonce, but no inline script text for the CSP to allow.
 */
function installContainer(gtmId: string, doc: Document): void {
  const win = vendorWindow();
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(`${gtmScriptBase}?id=${encodeURIComponent(gtmId)}`, doc).catch((error: unknown) => {
    log.warn(warnings.gtmInitFailed, error);
  });
}

export function createGtmAdapter(
  gtmId: string | undefined,
  doc: Document = document,
): TrackingAdapter {
  return {
    vendor: 'gtm',
    needsConsent: true,
    start() {
      if (!isValidGtmId(gtmId)) {
        log.warn(warnings.gtmIdInvalid);
        return Promise.reject(new TrackingSkipped(warnings.gtmIdInvalid));
      }
      try {
        installContainer(gtmId, doc);
      } catch (error) {
        log.warn(warnings.gtmInitFailed, error);
        return Promise.reject(new TrackingSkipped(warnings.gtmInitFailed));
      }
      // Entries pushed before the container script runs are read by it when it does.
      return Promise.resolve();
    },
    track(event, properties) {
      pushToDataLayer({ ...properties, event });
    },
    identify(sessionId) {
      pushToDataLayer({ event: 'session_identified', sessionId });
    },
    page(path) {
      pushToDataLayer({ event: 'page_view', page_path: path });
    },
  };
}
