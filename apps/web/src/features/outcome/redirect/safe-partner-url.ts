// The redirect address comes from the API, but it ends up in location.assign() and a form's
// action: only http(s) addresses may go there, never javascript: or data: ones.

/** The absolute http(s) address, or undefined for anything else. */
export function safePartnerUrl(
  url: string,
  base: string = window.location.href,
): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
