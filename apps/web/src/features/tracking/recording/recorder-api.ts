import type { RecorderOptions } from './recorder-privacy';

/**
 * What the session-recording vendor's script must expose on its global. Several vendors'
 * browser APIs have this shape; any other is wrapped by a small script of the deployment.
 */
export interface RecorderApi {
  /** Starts recording with the privacy options of recorder-privacy.ts. */
  init(appId: string, options: RecorderOptions): void;
  identify(id: string): void;
  track(event: string, properties?: Record<string, unknown>): void;
  captureMessage(message: string, options?: { extra?: Record<string, string> }): void;
}

export function isRecorderApi(value: unknown): value is RecorderApi {
  if (typeof value !== 'object' && typeof value !== 'function') return false;
  if (value === null) return false;
  const api = value as Record<string, unknown>;
  return ['init', 'identify', 'track', 'captureMessage'].every(
    (method) => typeof api[method] === 'function',
  );
}
