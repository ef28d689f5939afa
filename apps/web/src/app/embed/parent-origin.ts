// Which parent may receive FORM_HEIGHT. Messages go to one exact origin from the brand's
// allow-list, never to '*'. The list is deployment configuration (EMBED_ORIGINS*, ADR 0026):
// the server stamps it on the page, so a new partner needs no new build. Local hosts
// (development, tests, e2e on *.localhost) also allow the app's own origin, so the demo host
// page works without any configuration.

/** The brand's partner origins as the server stamped them on <html data-embed-parents>. */
export function servedParentOrigins(doc: Document = document): string[] {
  return (doc.documentElement.dataset.embedParents ?? '').split(' ').filter((o) => o !== '');
}

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

export function allowedParentOrigins(
  configured: readonly string[],
  location: Pick<Location, 'origin' | 'hostname'>,
  developmentBuild: boolean,
): string[] {
  const list = configured.filter((origin) => origin !== '*');
  if (developmentBuild || isLocalHost(location.hostname)) list.push(location.origin);
  return list;
}

/** The framing page's origin, from ancestorOrigins where the browser has it, else the referrer. */
export function parentOrigin(win: Window = window): string | undefined {
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? undefined;
  try {
    return new URL(win.document.referrer).origin;
  } catch {
    return undefined;
  }
}

export function targetOrigin(
  parent: string | undefined,
  allowed: readonly string[],
): string | undefined {
  return parent !== undefined && allowed.includes(parent) ? parent : undefined;
}
