// Field data (issue 22 item 5, ADR 0029): what a real-user timing report may say. Only the
// brand, a coarse device class and the step's name: never a lead id, an address with an id in
// it, or anything else about the applicant. The app and the API read the same lists.
import { formPathForRoute } from './form-routes.ts';
import { formPaths, initialFormPath } from './entities/form-paths.ts';
import { applicationRoutes, stepRoutes } from './step-routes.ts';

/**
 * Core Web Vitals and the app's own Next-to-painted: from a press of a step's Next (submit)
 * button to the next step painted (issue 11's measure, taken in the applicant's browser).
 */
export const vitalsMetrics = ['LCP', 'INP', 'CLS', 'TTFB', 'NEXT_TO_PAINT'] as const;
export type VitalsMetric = (typeof vitalsMetrics)[number];

/**
 * What counts as good and as poor for each metric at p75, as the operator's tables and
 * `npm run vitals` rate a figure: web.dev's thresholds for the Core Web Vitals and TTFB;
 * Next-to-painted's are issue 22's (a later step within 300 ms, the first press within 1 s).
 */
export const vitalsThresholds: Record<VitalsMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  NEXT_TO_PAINT: [300, 1000],
};

export type VitalsRating = 'good' | 'needs-improvement' | 'poor';

export function vitalsRating(metric: VitalsMetric, value: number): VitalsRating {
  const [good, poor] = vitalsThresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Below this many reports a p75 moves with every new one: flagged, not hidden. */
export const fewVitalsReports = 30;

/** Coarse on purpose: what the browser says of itself, never a fingerprint. */
export const deviceClasses = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The screens a report can name: the contract's step and form names, ids left out. */
export const vitalsSteps = [
  'index',
  'continue',
  'customer-consents',
  'unsubscribe',
  'not-found',
  'other',
  ...stepRoutes.map((r) => r.path.slice(1)),
  ...formPaths.filter((p) => p !== initialFormPath).map((p) => `form/${p}`),
] as const;
export type VitalsStep = string;

const knownSteps: ReadonlySet<string> = new Set(vitalsSteps);

/**
 * The step name of an address below the app's base path ('/personal-details' ->
 * 'personal-details'; '/continue/<id>' -> 'continue'). Whatever carries an id is named by its
 * kind only, and an address the app does not know is 'other'.
 */
export function vitalsStepFor(pathname: string): VitalsStep {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === applicationRoutes.index || path === '') return 'index';
  if (path.startsWith('/continue/')) return 'continue';
  if (/^\/[^/]+\/consents$/.test(path)) return 'customer-consents';
  if (path === applicationRoutes.unsubscribe) return 'unsubscribe';
  if (path === applicationRoutes.notFound) return 'not-found';
  const form = formPathForRoute(path);
  if (form !== undefined) return form === initialFormPath ? 'index' : `form/${form}`;
  const name = path.slice(1);
  return knownSteps.has(name) ? name : 'other';
}
