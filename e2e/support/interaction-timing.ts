import type { Locator, Page } from '@playwright/test';
import { scaled } from './timeouts';

// Issue 11 item 3: time from pressing Next to the next step being painted, taken in the page
// with the Performance API. Every Next press saves the lead, so press-to-paint holds the API's
// answer time, which is the network and the server, not the front end. Each press therefore
// gives two figures: `pressToPaint` (what the applicant waits) and `ownWork` (pressToPaint
// less the time an /api/ request of this press was in flight, by Resource Timing): the front
// end's own work from the press to the request and from the response to the painted step.

export interface NextPress {
  /** The heading the press left and the one it painted. */
  from: string;
  to: string;
  pressToPaint: number;
  ownWork: number;
  /** ms the press waited on the API (union of its /api/ requests' start..responseEnd). */
  apiWait: number;
  /** Other files the press fetched (code chunks, translations): the app's own work. */
  fetched: string[];
  /** ms from the press to its first /api/ request, and from the last answer to the paint. */
  toRequest?: number;
  fromAnswer?: number;
  /**
   * fromAnswer in three parts: the last answer to the new heading in the DOM (the app's code:
   * parsing, the store, the router, React's render and commit, effects), from there to the next
   * frame, and that frame's own work (style, layout, paint).
   */
  toCommit?: number;
  toFrame?: number;
  frame?: number;
}

interface TimingWindow {
  __nextPresses: NextPress[];
}

/** Runs in the page before its scripts (addInitScript), so it must be self-contained. */
function observeNextPresses(): void {
  const presses: NextPress[] = [];
  (window as unknown as TimingWindow).__nextPresses = presses;
  // A journey makes more than the default 250 entries (chunks, locales, API calls).
  performance.setResourceTimingBufferSize(5000);
  const heading = () => document.querySelector('h1')?.textContent.trim() ?? '';

  /** Merged in-flight time of the /api/ requests that started after the press. */
  function apiWait(start: number, end: number): number {
    const spans = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/') && e.startTime >= start && e.startTime < end)
      .map((e) => [e.startTime, Math.min((e as PerformanceResourceTiming).responseEnd, end)])
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    let total = 0;
    let reach = start;
    for (const [from = 0, to = 0] of spans) {
      if (to > reach) total += to - Math.max(from, reach);
      reach = Math.max(reach, to);
    }
    return total;
  }

  // One measure at a time: Enter on a button also fires its click, which is the same press.
  let pending = false;

  function measureFrom(pressedAt: number) {
    if (pending) return;
    pending = true;
    const from = heading();
    let done = false;
    const finish = () => {
      done = true;
      pending = false;
      observer.disconnect();
    };
    const observer = new MutationObserver(() => {
      const to = heading();
      if (done || to === '' || to === from) return;
      finish();
      const committedAt = performance.now();
      // The frame that holds the new heading paints after the next animation frame's
      // callbacks; a task queued from there runs once that frame is out.
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        setTimeout(() => {
          const paintedAt = performance.now();
          const wait = apiWait(pressedAt, paintedAt);
          const fetched = performance
            .getEntriesByType('resource')
            .filter((e) => !e.name.includes('/api/') && e.startTime >= pressedAt)
            .map((e) => new URL(e.name).pathname.split('/').slice(-2).join('/'));
          const calls = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/api/') && e.startTime >= pressedAt)
            .map((e) => e as PerformanceResourceTiming);
          const first = calls[0];
          const last = calls.at(-1);
          performance.measure('next-to-paint', { start: pressedAt, end: paintedAt });
          presses.push({
            from,
            to,
            pressToPaint: paintedAt - pressedAt,
            ownWork: paintedAt - pressedAt - wait,
            apiWait: wait,
            fetched,
            ...(first && last
              ? {
                  toRequest: first.startTime - pressedAt,
                  fromAnswer: paintedAt - last.responseEnd,
                  toCommit: committedAt - last.responseEnd,
                  toFrame: frameAt - committedAt,
                  frame: paintedAt - frameAt,
                }
              : {}),
          });
        }, 0);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // A press that moves nowhere (a validation error) must not swallow the next one.
    setTimeout(finish, 15_000);
  }

  const isNext = (target: EventTarget | null) =>
    target instanceof Element && target.closest('button[type="submit"]') !== null;
  // Capture phase: the clock starts before any of the app's handlers run.
  document.addEventListener(
    'click',
    (e) => {
      if (isNext(e.target)) measureFrom(e.timeStamp);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Enter' && isNext(e.target)) measureFrom(e.timeStamp);
    },
    true,
  );
}

export async function recordNextPresses(page: Page): Promise<void> {
  await page.addInitScript(observeNextPresses);
}

/**
 * Presses the Next button and waits until the page has recorded the painted next step, so
 * nothing the test does afterwards (axe above all) runs on the main thread inside the measure.
 */
export async function pressNext(page: Page, button: Locator): Promise<NextPress> {
  const count = () => page.evaluate(() => (window as unknown as TimingWindow).__nextPresses.length);
  const before = await count();
  await button.click();
  await page.waitForFunction(
    (n) => (window as unknown as TimingWindow).__nextPresses.length > n,
    before,
    // Polling every animation frame would put the test's own work into the frames measured.
    { timeout: scaled(15_000), polling: 100 },
  );
  return page.evaluate((n) => (window as unknown as TimingWindow).__nextPresses[n]!, before);
}

export interface Summary {
  journey: string;
  presses: number;
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** What the spec measured: written to INTERACTION_REPORT and attached to the test. */
export interface InteractionFigures {
  date: string;
  /** The goal: p95 of the own work on the quiet reference machine. */
  budgetMs: number;
  /** The gate: median of the own work on the quiet reference machine. */
  medianCeilingMs: number;
  /** The host's calibration in this run (host-speed.ts), the gate and the goal it gives. */
  host: {
    referencePressMs: number;
    quietReferencePressMs: number;
    slowness: number;
    throughputSlowness: number;
    /** budgetMs x slowness: the p95 the goal allows on this host (reported). */
    goalMs: number;
    /** medianCeilingMs x throughput slowness: the median the gate allows (npm test). */
    gateMs: number;
  };
  /** Per journey, then 'both': the gated figure. */
  ownWork: Summary[];
  /** Per journey, then 'both': with the API's answer time, for comparison. */
  pressToPaint: Summary[];
  presses: Record<string, NextPress[]>;
}

/** The mean of each part of the presses that saved (NextPress), as one line. */
export function ownWorkParts(presses: readonly NextPress[]): string {
  const parts = {
    'press to request': (p: NextPress) => p.toRequest,
    'answer to the new heading': (p: NextPress) => p.toCommit,
    'to the next frame': (p: NextPress) => p.toFrame,
    frame: (p: NextPress) => p.frame,
  };
  return Object.entries(parts)
    .map(([name, part]) => {
      const values = presses.map(part).filter((v) => v !== undefined);
      const mean = values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);
      return `${name} ${mean.toFixed(1)}`;
    })
    .join(', ');
}

export function summarize(journey: string, values: readonly number[]): Summary {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    journey,
    presses: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(Math.max(...values)),
  };
}
