import type { HttpBackendOptions } from 'i18next-http-backend';
import { log } from '@/shared/lib/log';
import { postMissingKeys } from './missing-keys';
import { takePrefetched } from './prefetch';

type RequestCallback = Parameters<NonNullable<HttpBackendOptions['request']>>[3];

// The backend's `request` hook. i18next-http-backend asks the connector to retry when the
// answer has status 5xx or none (a network error) and not for 4xx, so the status must be
// passed through faithfully; failures are logged here (spec 8).
export function createFetchRequest(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return function request(
    _options: HttpBackendOptions,
    url: string,
    payload: object | string | undefined,
    callback: RequestCallback,
  ): void {
    // Reads come without a payload; a payload is the missing keys i18next reports (missing-keys.ts).
    if (typeof payload === 'object') {
      postMissingKeys(url, payload).then(
        () => {
          callback(null, { status: 204, data: '' });
        },
        (error: unknown) => {
          callback(error, { status: 0, data: '' });
        },
      );
      return;
    }
    const pending =
      takePrefetched(url) ??
      fetchImpl(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    pending
      .then(async (response) => {
        if (!response.ok) {
          log.error(`Failed to load translations ${url}`, `status ${response.status}`);
          callback(response.statusText || 'Error', { status: response.status, data: '' });
          return;
        }
        callback(null, { status: response.status, data: await response.text() });
      })
      .catch((error: unknown) => {
        log.error(`Failed to load translations ${url}`, error);
        // Status 0 marks a network error: the connector retries it like a 5xx.
        callback(error, { status: 0, data: '' });
      });
  };
}
