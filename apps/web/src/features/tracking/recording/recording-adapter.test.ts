import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecorderApi } from './recorder-api';
import { recorderOptions } from './recorder-privacy';
import { createRecordingAdapter } from './recording-adapter';

const options = {
  scriptUrl: 'https://cdn.recorder.test/r.js',
  appId: 'org/app',
  globalName: 'TestRecorder',
};

function stubRecorder() {
  const recorder = {
    init: vi.fn(),
    identify: vi.fn(),
    track: vi.fn(),
    captureMessage: vi.fn(),
  } satisfies RecorderApi;
  vi.stubGlobal('TestRecorder', recorder);
  return recorder;
}

function finishLoading(event: 'load' | 'error' = 'load') {
  document.querySelector(`script[src="${options.scriptUrl}"]`)?.dispatchEvent(new Event(event));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('session recording adapter', () => {
  it('loads the configured script by URL and initialises the vendor masked', async () => {
    const recorder = stubRecorder();
    const starting = createRecordingAdapter(options).start();
    expect(recorder.init).not.toHaveBeenCalled();
    finishLoading();
    await starting;
    expect(recorder.init).toHaveBeenCalledWith('org/app', recorderOptions);
    // Every input and every text is masked (issue 20): nothing typed or shown is recorded.
    expect(recorder.init.mock.calls[0]?.[1]).toMatchObject({
      dom: { inputSanitizer: true, textSanitizer: true },
    });
  });

  it('identifies, tracks and reports errors with their details', async () => {
    const recorder = stubRecorder();
    const adapter = createRecordingAdapter(options);
    const starting = adapter.start();
    finishLoading();
    await starting;
    adapter.identify?.('s-1');
    adapter.track?.('step_viewed', { step: 'name' }, {});
    adapter.reportError?.('ApplicationPage not found', 'es/fiesta');
    adapter.reportError?.('Uncaught rendering error', undefined);
    expect(recorder.identify).toHaveBeenCalledWith('s-1');
    expect(recorder.track).toHaveBeenCalledWith('step_viewed', { step: 'name' });
    expect(recorder.captureMessage).toHaveBeenNthCalledWith(1, 'ApplicationPage not found', {
      extra: { details: 'es/fiesta' },
    });
    expect(recorder.captureMessage).toHaveBeenNthCalledWith(
      2,
      'Uncaught rendering error',
      undefined,
    );
  });

  it('fails to start when the script does not load or defines no recorder', async () => {
    const blocked = createRecordingAdapter(options).start();
    finishLoading('error');
    await expect(blocked).rejects.toThrow('Could not load');
    const empty = createRecordingAdapter(options).start();
    finishLoading();
    await expect(empty).rejects.toThrow('TestRecorder is not a recorder');
  });
});
