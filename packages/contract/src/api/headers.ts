// Cookie and header names both sides of the API must spell the same (ARCHITECTURE.md 3).

/**
 * Signed double-submit token: the server sets the cookie, the app echoes it in the header.
 * Over plain http (development, the e2e suites) it has this name.
 */
export const xsrfCookieName = 'XSRF-TOKEN';
/**
 * The same cookie over https: `__Host-` makes the browser refuse it without Secure, with a Domain
 * or with a Path other than /, so no sibling subdomain can plant or widen it (security review).
 */
export const hostXsrfCookieName = `__Host-${xsrfCookieName}`;
/** The app reads whichever exists, the `__Host-` one first (a leftover plain one may linger). */
export const xsrfCookieNames = [hostXsrfCookieName, xsrfCookieName] as const;
/** Header names are case-insensitive; Node lower-cases them, so this is the lookup form. */
export const xsrfHeaderName = 'x-xsrf-token';

/** A uuid per submission; a retry with the same key returns the first response. */
export const idempotencyKeyHeaderName = 'idempotency-key';

/**
 * The HttpOnly cookie that binds a lead to the browser holding it (ADR 0025). The
 * app never reads it; the API sets and checks it, and test helpers hand it to a browser.
 */
export const leadAccessCookieName = '__Host-lead-access';

/** The HttpOnly cookie of a signed-in operator (issue 25, ADR 0041); never an applicant's. */
export const operatorSessionCookieName = '__Host-operator-session';
