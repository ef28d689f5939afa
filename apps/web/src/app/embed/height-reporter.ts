// Spec 2 and 9: the framed page tells its parent its height on load and after every resize,
// debounced 100 ms, and only when the height moved by more than 10 px (no jitter loops).
const heightDebounceMs = 100;
const heightThresholdPx = 10;

export interface FormHeightMessage {
  type: 'FORM_HEIGHT';
  height: number;
}

export interface HeightReporterOptions {
  measure: () => number;
  post: (message: FormHeightMessage) => void;
  debounceMs?: number;
  thresholdPx?: number;
}

export interface HeightReporter {
  /** Measure and post now (on load). */
  reportNow(): void;
  /** Measure and post after the debounce (on resize). */
  schedule(): void;
  dispose(): void;
}

export function createHeightReporter({
  measure,
  post,
  debounceMs = heightDebounceMs,
  thresholdPx = heightThresholdPx,
}: HeightReporterOptions): HeightReporter {
  let lastPosted: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reportNow = () => {
    timer = undefined;
    const height = Math.ceil(measure());
    if (lastPosted !== undefined && Math.abs(height - lastPosted) <= thresholdPx) return;
    lastPosted = height;
    post({ type: 'FORM_HEIGHT', height });
  };

  return {
    reportNow,
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(reportNow, debounceMs);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
