// Spec 3: the social and short-video ad pixels' ids come from their first-party cookies
// (_fbp, _fbc, _ttp); the short-video click id (ttclid) from the address.

export interface ClickIds {
  fbp?: string;
  fbc?: string;
  ttp?: string;
  ttclid?: string;
}

export function parseCookies(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/**
 * The social click value: the pixel's `_fbc` cookie, or, on the very first page view before the
 * pixel has written it, one built from the address's fbclid in the pixel's documented
 * `fb.1.<ms>.<fbclid>` format so the click is not lost.
 */
function socialClick(
  cookies: Map<string, string>,
  query: URLSearchParams,
  now: Date,
): string | undefined {
  const cookie = cookies.get('_fbc');
  if (cookie) return cookie;
  const fbclid = query.get('fbclid');
  return fbclid ? `fb.1.${now.getTime()}.${fbclid}` : undefined;
}

export function readClickIds(cookieHeader: string, query: URLSearchParams, now: Date): ClickIds {
  const cookies = parseCookies(cookieHeader);
  const ids: ClickIds = {};
  const fbp = cookies.get('_fbp');
  const fbc = socialClick(cookies, query, now);
  const ttp = cookies.get('_ttp');
  const ttclid = query.get('ttclid');
  if (fbp) ids.fbp = fbp;
  if (fbc) ids.fbc = fbc;
  if (ttp) ids.ttp = ttp;
  if (ttclid) ids.ttclid = ttclid;
  return ids;
}
