import { describe, expect, it } from 'vitest';
import { vitalsReportSchema } from './api/vitals-schemas.ts';
import { vitalsStepFor, vitalsSteps } from './vitals.ts';

describe('field-data step names', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/personal-details', 'personal-details'],
    ['/personal-details/', 'personal-details'],
    ['/form/initial-details', 'index'],
    ['/form/name', 'form/name'],
    ['/form/not-a-form', 'other'],
    ['/continue/0b7c0d2e-1111-4000-8000-000000000000', 'continue'],
    ['/0b7c0d2e-1111-4000-8000-000000000000/consents', 'customer-consents'],
    ['/consents', 'consents'],
    ['/checking', 'checking'],
    ['/unsubscribe', 'unsubscribe'],
    ['/404', 'not-found'],
    ['/whatever/else', 'other'],
  ])('%s -> %s', (path, step) => {
    expect(vitalsStepFor(path)).toBe(step);
    expect(vitalsSteps).toContain(step);
  });

  it('never names a step with an id in it', () => {
    for (const step of vitalsSteps) expect(step).toMatch(/^[a-z0-9/-]+$/);
    expect(new Set(vitalsSteps).size).toBe(vitalsSteps.length);
  });

  it('accepts a report of the app and refuses unknown keys', () => {
    const report = {
      brand: 'askrobin',
      device: 'mobile',
      entries: [{ metric: 'NEXT_TO_PAINT', value: 120, step: 'form/name' }],
    };
    expect(vitalsReportSchema.safeParse(report).success).toBe(true);
    expect(vitalsReportSchema.safeParse({ ...report, url: '/continue/1' }).success).toBe(false);
  });
});
