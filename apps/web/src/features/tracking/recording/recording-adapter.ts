import type { TrackingAdapter } from '../core/adapter';
import { loadScript } from '../lib/load-script';
import { isRecorderApi, type RecorderApi } from './recorder-api';
import { recorderOptions } from './recorder-privacy';

export interface RecordingAdapterOptions {
  scriptUrl: string;
  appId: string;
  globalName: string;
  doc?: Document;
}

/**
 * Session recording and error reporting behind one vendor-neutral adapter: the vendor's
 * script comes from configuration by URL, so no vendor SDK is a dependency of the app. It
 * waits for consent like the marketing trackers, and records everything masked.
 */
export function createRecordingAdapter(options: RecordingAdapterOptions): TrackingAdapter {
  let recorder: RecorderApi | undefined;
  return {
    vendor: 'sessionRecording',
    needsConsent: true,
    async start() {
      await loadScript(options.scriptUrl, options.doc);
      const api: unknown = Reflect.get(window, options.globalName);
      if (!isRecorderApi(api)) {
        throw new Error(`${options.globalName} is not a recorder after loading its script`);
      }
      api.init(options.appId, recorderOptions);
      recorder = api;
    },
    track(event, properties) {
      recorder?.track(event, { ...properties });
    },
    identify(sessionId) {
      recorder?.identify(sessionId);
    },
    reportError(message, details) {
      recorder?.captureMessage(message, details === undefined ? undefined : { extra: { details } });
    },
  };
}
