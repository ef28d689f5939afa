// The translation files are requested as soon as the locale is known (in the entry), not
// after the i18n chunk has arrived: the backend's first read takes the prefetched response,
// and any retry fetches afresh.
const prefetched = new Map<string, Promise<Response>>();

export function translationUrl(loadPath: string, lng: string, ns: string): string {
  return loadPath.replace('{{lng}}', lng).replace('{{ns}}', ns);
}

export function prefetchTranslation(url: string, fetchImpl: typeof fetch = fetch): void {
  if (prefetched.has(url)) return;
  const request = fetchImpl(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  // An unobserved rejection would be reported as unhandled; the reader sees it anyway.
  request.catch(() => undefined);
  prefetched.set(url, request);
}

/** The prefetched response for a URL, once: later reads (retries) go to the network. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const found = prefetched.get(url);
  prefetched.delete(url);
  return found;
}
