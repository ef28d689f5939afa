// Vendor scripts are added as elements built in code, never as inline script text, so a
// strict CSP (nonce, no 'unsafe-inline') admits them. The nonce is copied from a script the
// server already stamped: browsers hide the nonce attribute after parsing but keep the
// property, so the property is read first.
export function cspNonce(doc: Document = document): string | undefined {
  const stamped = doc.querySelector<HTMLScriptElement>('script[nonce]');
  if (!stamped) return undefined;
  const nonce = stamped.nonce || stamped.getAttribute('nonce');
  return nonce ? nonce : undefined;
}

/** Gives a script element the page's nonce, if the page has one. */
export function stampNonce<T extends HTMLScriptElement>(script: T, doc: Document = document): T {
  const nonce = cspNonce(doc);
  if (nonce !== undefined) {
    script.nonce = nonce;
    script.setAttribute('nonce', nonce);
  }
  return script;
}

/**
 * Adds an async script before the first script (or to the head) at once, so a page that
 * cannot take it throws here; the promise settles when the script loads or fails.
 */
export function loadScript(src: string, doc: Document = document): Promise<HTMLScriptElement> {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  stampNonce(script, doc);
  const settled = new Promise<HTMLScriptElement>((resolve, reject) => {
    script.addEventListener('load', () => {
      resolve(script);
    });
    script.addEventListener('error', () => {
      reject(new Error(`Could not load ${src}`));
    });
  });
  const first = doc.getElementsByTagName('script')[0];
  if (first?.parentNode) first.parentNode.insertBefore(script, first);
  else doc.head.appendChild(script);
  return settled;
}
