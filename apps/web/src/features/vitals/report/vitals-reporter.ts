import type { ProductId } from '@finceptiv/contract/product-ids';
import { vitalsStepFor, type VitalsMetric } from '@finceptiv/contract/vitals';
// One module each, without web-vitals' attribution build (which would cost the idle budget
// about 2 KB gzip): INP's attribution is read from its own event timing entry below.
import type { INPMetric } from 'web-vitals';
import { onCLS } from 'web-vitals/onCLS.js';
import { onINP } from 'web-vitals/onINP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import { reportVitalsPath } from '@finceptiv/contract/api/route-paths';
import { apiUrl } from '@/shared/api/api-base';
import { appPath } from '@/shared/config/build-env';
import { deviceClass } from './device-class';
import { watchNextToPainted } from './next-to-painted';

// Field data (issue 22 item 5, ADR 0029): Core Web Vitals through web-vitals and the app's own
// Next-to-painted, sent with navigator.sendBeacon to POST /api/vitals. A report names the brand,
// a coarse device class and the step's name, nothing else: no lead id, no address, no cookie
// or identifier of its own (the browser's cookies go with any same-origin request; the API
// stores none of them). Queued entries leave when the page is hidden (the applicant leaves,
// switches tabs or the partner redirect unloads the page) or when the queue is full.

const MAX_ENTRIES = 20;

interface Entry {
  metric: VitalsMetric;
  value: number;
  step: string;
  attribution?: Record<string, string | number>;
}

export interface ReporterOptions {
  brand: ProductId;
  /** Tests: where the beacon goes and the address the step is read from. */
  send?: (url: string, body: string) => boolean;
  pathname?: () => string;
}

const round = (value: number, metric: VitalsMetric) =>
  metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/** A short selector of the element (tag, id, first class): the kind of control, never its value. */
function selectorOf(node: Node | null): string | undefined {
  if (!(node instanceof Element)) return undefined;
  const id = node.id ? `#${node.id}` : '';
  const cls = !id && typeof node.className === 'string' ? node.className.split(' ')[0] : '';
  const name = `${node.localName}${id}${cls ? `.${cls}` : ''}`;
  return name.replace(/[^A-Za-z0-9_#.-]/g, '').slice(0, 160) || undefined;
}

/**
 * INP's attribution, as web-vitals' attribution build derives it, from the interaction's
 * longest event timing entry: where its time went (input delay, processing, presentation),
 * what kind of interaction on what element, and how far the page had loaded.
 */
export function inpAttribution(metric: Pick<INPMetric, 'entries'>): Entry['attribution'] {
  const entry = metric.entries.reduce<PerformanceEventTiming | undefined>(
    (longest, e) => (!longest || e.duration > longest.duration ? e : longest),
    undefined,
  );
  if (!entry) return undefined;
  const ms = (value: number) => Math.max(0, Math.round(value));
  const target = selectorOf(entry.target);
  return {
    ...(target ? { target } : {}),
    type: entry.name.startsWith('key') ? 'keyboard' : 'pointer',
    inputDelay: ms(entry.processingStart - entry.startTime),
    processingDuration: ms(entry.processingEnd - entry.processingStart),
    presentationDelay: ms(entry.startTime + entry.duration - entry.processingEnd),
  };
}

export interface VitalsReporter {
  /** Sends what is queued now (the page is being hidden). */
  flush: () => void;
  stop: () => void;
}

export function startVitalsReporting(options: ReporterOptions): VitalsReporter {
  const send = options.send ?? ((url, body) => navigator.sendBeacon(url, body));
  const pathname = options.pathname ?? (() => window.location.pathname);
  const step = () => vitalsStepFor(appPath(pathname()));
  const device = deviceClass();
  let queue: Entry[] = [];

  const flush = () => {
    if (queue.length === 0) return;
    const entries = queue;
    queue = [];
    // A string goes as text/plain: no preflight, the Origin header is the check (ADR 0029).
    // Below this environment's API base, as every call (ADR 0034).
    send(apiUrl(reportVitalsPath), JSON.stringify({ brand: options.brand, device, entries }));
  };
  const add = (entry: Entry) => {
    if (!Number.isFinite(entry.value) || entry.value < 0) return;
    queue.push({ ...entry, value: round(entry.value, entry.metric) });
    if (queue.length >= MAX_ENTRIES) flush();
  };

  // The page load's metrics belong to the screen the applicant landed on; INP to the screen of
  // the slow interaction's report (the page's worst, reported when it is hidden).
  const landing = step();
  onTTFB((m) => {
    add({ metric: 'TTFB', value: m.value, step: landing });
  });
  onLCP((m) => {
    add({ metric: 'LCP', value: m.value, step: landing });
  });
  onCLS((m) => {
    add({ metric: 'CLS', value: m.value, step: step() });
  });
  onINP((m) => {
    const attribution = inpAttribution(m);
    add({ metric: 'INP', value: m.value, step: step(), ...(attribution ? { attribution } : {}) });
  });
  const stopNext = watchNextToPainted({
    step,
    report: (to, ms) => {
      add({ metric: 'NEXT_TO_PAINT', value: ms, step: to });
    },
  });

  // After web-vitals' own listeners (added above), so its final values are queued first.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return {
    flush,
    stop: () => {
      stopNext();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}
