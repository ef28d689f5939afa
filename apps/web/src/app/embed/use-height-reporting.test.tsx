import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { setLogSink } from '@/shared/lib/log';
import { useHeightReporting } from './use-height-reporting';

// jsdom runs at http://localhost:3000: a local host, so the app's own origin is allowed.
let resize: (() => void) | undefined;
let height = 400;
const warnings: string[] = [];
setLogSink((_level, message) => warnings.push(message));

function Probe({ origins }: { origins?: () => readonly string[] }) {
  useHeightReporting(true, origins);
  return null;
}

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  height = 400;
  resize = undefined;
  warnings.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe = vi.fn();
      disconnect = vi.fn();
    },
  );
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(
    () => ({ height }) as DOMRect,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setReferrer('');
});

describe('useHeightReporting', () => {
  it('posts to the allowed parent on load and after a debounced resize', () => {
    setReferrer('http://localhost:3000/embed-demo.html');
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    render(<Probe />);
    expect(post).toHaveBeenLastCalledWith(
      { type: 'FORM_HEIGHT', height: 400 },
      'http://localhost:3000',
    );
    height = 460;
    resize?.();
    vi.advanceTimersByTime(100);
    expect(post).toHaveBeenLastCalledWith(
      { type: 'FORM_HEIGHT', height: 460 },
      'http://localhost:3000',
    );
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends nothing to a parent that is not on the list', () => {
    setReferrer('https://evil.example/page');
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    render(<Probe origins={() => ['https://www.fiesta.es']} />);
    height = 900;
    resize?.();
    vi.advanceTimersByTime(500);
    expect(post).not.toHaveBeenCalled();
    expect(warnings.join()).toContain('not allowed');
    expect(resize, 'no observer for a refused parent').toBeUndefined();
  });
});
