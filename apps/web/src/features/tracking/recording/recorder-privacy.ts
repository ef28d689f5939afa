import { trackedPath } from '../journey/tracked-path';

// What the session recorder may capture (issue 20, item 7): nothing the applicant types or
// reads about themselves, and no lead id. The names are the recorder's init options (the
// deployment's vendor is LogRocket, docs/tracking.md; other vendors are wrapped by a small
// script of the deployment that maps these options). Sanitised data never leaves the browser.

interface RecordedRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, unknown>;
}
interface RecordedResponse {
  body?: unknown;
  headers?: Record<string, unknown>;
}

export interface RecorderOptions {
  dom: { inputSanitizer: boolean; textSanitizer: boolean };
  network: {
    requestSanitizer(request: RecordedRequest): RecordedRequest;
    responseSanitizer(response: RecordedResponse): RecordedResponse;
  };
  browser: { urlSanitizer(url: string): string };
  console: { isEnabled: boolean };
  shouldCaptureIP: boolean;
}

// Lead ids are UUIDs (the API makes them with randomUUID): every one in a URL is replaced.
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A URL without its query and fragment (continue tokens, prefilled values) and its lead ids. */
export function scrubUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://invalid.invalid');
  } catch {
    return '';
  }
  const origin = parsed.origin === 'http://invalid.invalid' ? '' : parsed.origin;
  return `${origin}${trackedPath(parsed.pathname).replace(uuid, ':id')}`;
}

export const recorderOptions: RecorderOptions = {
  // Every input's value and every text node are masked, not only the fields known today.
  dom: { inputSanitizer: true, textSanitizer: true },
  network: {
    // Bodies carry answers both ways; headers carry the XSRF token and cookies.
    requestSanitizer: (request) => ({ url: scrubUrl(request.url), headers: {} }),
    responseSanitizer: () => ({ headers: {} }),
  },
  browser: { urlSanitizer: scrubUrl },
  // The console may carry error details; errors reach the recorder through captureMessage.
  console: { isEnabled: false },
  shouldCaptureIP: false,
};
