import { log } from '@/shared/lib/log';
import { loadScript } from '../lib/load-script';
import { vendorWindow, type FbqFunction } from '../lib/vendor-window';

const fbqScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * The social ad pixel's base snippet, in code: a queueing fbq until the vendor script takes
 * over (it replays `queue` through `callMethod`). A pixel the host page already set up is
 * reused as it is.
 */
export function installFbq(doc: Document = document): FbqFunction {
  const win = vendorWindow();
  if (win.fbq) return win.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as FbqFunction;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq ??= fbq;
  loadScript(fbqScriptUrl, doc).catch((error: unknown) => {
    log.warn('Social ad pixel script did not load', error);
  });
  return fbq;
}
