// Where the app sends its API calls: spec 1 and 7 give the backend's base address per
// environment. The server reads it from PUBLIC_API_BASE at start and writes it into every page
// it serves as <meta name="api-base">; the app reads it once when it loads (ADR 0034). One
// build therefore runs against the base of any environment. Both sides check a value with
// this rule, so the server refuses at start what the app would ignore.

/** The API's own prefix on the app's origin: what the app uses without a served base. */
export const defaultApiBase = '/api';

/** The name of the meta element that carries the base in a served page. */
export const apiBaseMetaName = 'api-base';

const MAX_LENGTH = 200;
// RFC 3986 unreserved characters only: nothing to escape in a URL or an HTML attribute.
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

// One or more segments of unreserved characters, none of them only dots: the whole rule in one
// pattern, so the app can check a served base without carrying the messages below.
const API_BASE = /^(?:\/(?!\.+(?:\/|$))[A-Za-z0-9._~-]+)+$/;

/** Whether a value can be the API base (apiBaseProblem says why not). */
export function isApiBase(value: string): boolean {
  return value.length <= MAX_LENGTH && API_BASE.test(value);
}

/**
 * Why a value cannot be the API base, or undefined when it can: a path on the app's own origin,
 * of one or more segments, without a trailing slash, query or fragment. Another origin is
 * refused: the XSRF pair is read from the app's cookies and every call is same-origin (ADR 0034).
 */
export function apiBaseProblem(value: string): string | undefined {
  if (isApiBase(value)) return undefined;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) || value.startsWith('//')) {
    return "a path on the app's own origin such as /api, not an address on another origin (ADR 0034)";
  }
  if (!value.startsWith('/')) return 'a path that starts with /, such as /api';
  if (value.length > MAX_LENGTH) return `at most ${MAX_LENGTH} characters`;
  const segments = value.slice(1).split('/');
  if (segments.some((segment) => segment === '')) {
    return 'one or more segments, no empty one and no trailing /';
  }
  if (segments.some((segment) => !SEGMENT.test(segment))) {
    return 'only letters, digits and . _ ~ - between the slashes';
  }
  if (segments.some((segment) => /^\.+$/.test(segment))) return 'no . or .. segments';
  return 'a path such as /api';
}
