// One setup for the tests that save leads (save-lead.test.ts, the legacy flow's create behind):
// the XSRF cookie the client sends, options that record toasts and fix the device data, and the
// log captured to check that nothing personal reaches it.
import { vi } from 'vitest';
import { captureLog } from '@/test-support/capture-log';
import type { SaveLeadOptions } from '../public/save-lead';

export interface SaveLeadSetup {
  toasts: string[];
  options: SaveLeadOptions;
  log: ReturnType<typeof captureLog>;
}

export const testDevice = { timezoneOffset: -60, deviceMemory: 8, loadingTime: 1200 };

/** Call in beforeEach; hand the result to `endSaveLeadTest` in afterEach. */
export function startSaveLeadTest(): SaveLeadSetup {
  document.cookie = 'XSRF-TOKEN=signed-token';
  const toasts: string[] = [];
  const options: SaveLeadOptions = {
    t: (key) => `translated:${key}`,
    extras: (tags) => ({
      deviceData: testDevice,
      tags: [...new Set([...(tags ?? []), 'ui:react'])],
    }),
    notify: (message) => toasts.push(message),
  };
  return { toasts, options, log: captureLog() };
}

export function endSaveLeadTest(setup: SaveLeadSetup): void {
  vi.unstubAllGlobals();
  setup.log.restore();
  sessionStorage.clear();
}
