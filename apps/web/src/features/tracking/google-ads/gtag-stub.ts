import { log } from '@/shared/lib/log';
import { loadScript } from '../lib/load-script';
import { vendorWindow, type GtagFunction } from '../lib/vendor-window';

const gtagScriptBase = 'https://www.googletagmanager.com/gtag/js';

/**
 * Google's gtag snippet, in code. gtag.js reads only `arguments` objects from dataLayer
 * (plain arrays are ignored), so this one function keeps the classic form.
 */
export function installGtag(tagId: string, doc: Document = document): GtagFunction {
  const win = vendorWindow();
  if (win.gtag) return win.gtag;
  const dataLayer = (win.dataLayer ??= []);
  const gtag: GtagFunction = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('js', new Date());
  gtag('config', tagId);
  loadScript(`${gtagScriptBase}?id=${encodeURIComponent(tagId)}`, doc).catch((error: unknown) => {
    log.warn('Ad conversion script did not load', error);
  });
  return gtag;
}
