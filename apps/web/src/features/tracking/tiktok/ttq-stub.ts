import { log } from '@/shared/lib/log';
import { loadScript } from '../lib/load-script';
import { vendorWindow, type TtqQueue } from '../lib/vendor-window';

const ttqScriptUrl = 'https://analytics.tiktok.com/i18n/pixel/events.js';

const methods = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

/**
 * The short-video ad pixel's base snippet, in code: a queue that records [method, ...args]
 * until the vendor script replays it. A pixel the host page already set up is reused.
 */
export function installTtq(pixelId: string, doc: Document = document): TtqQueue {
  const win = vendorWindow();
  if (win.ttq) return win.ttq;
  const ttq = Object.assign([] as unknown[], { methods }) as unknown as TtqQueue;
  const slots = ttq as unknown as Record<string, unknown>;
  for (const method of methods) {
    slots[method] = (...args: unknown[]) => {
      ttq.push([method, ...args]);
    };
  }
  ttq.load = (id: string) => {
    const instance = Object.assign([] as unknown[], { _u: ttqScriptUrl });
    ttq._i = { ...ttq._i, [id]: instance };
    ttq._t = { ...ttq._t, [id]: Date.now() };
    ttq._o = { ...ttq._o, [id]: {} };
    const src = `${ttqScriptUrl}?sdkid=${encodeURIComponent(id)}&lib=ttq`;
    loadScript(src, doc).catch((error: unknown) => {
      log.warn('Short-video ad pixel script did not load', error);
    });
  };
  win.TiktokAnalyticsObject = 'ttq';
  win.ttq = ttq;
  ttq.load(pixelId);
  return ttq;
}
