import { signedHeaders } from '../signing.ts';

// A callback from the stub partner to the API, signed the way a real partner signs one.

export interface CallbackAnswer {
  status: number;
  /** The API's JSON answer, or its text when that is not JSON. */
  body: unknown;
}

/** A partner that hears nothing back gives up, as a real one's HTTP client would. */
const callbackTimeoutMs = 10_000;

/** POSTs `body` (a string goes as it is, anything else as JSON), signed with `secret` at `at`. */
export async function sendSigned(
  url: string,
  body: unknown,
  secret: string,
  at: Date,
): Promise<CallbackAnswer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(secret, text, at) },
    body: text,
    signal: AbortSignal.timeout(callbackTimeoutMs),
  });
  const raw = await response.text();
  try {
    return { status: response.status, body: JSON.parse(raw) as unknown };
  } catch {
    return { status: response.status, body: raw };
  }
}
