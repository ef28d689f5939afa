import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deviceInfoSchema } from './device-info.ts';
import { dynamicFormSchema } from './dynamic-form.ts';
import { formPaths, germanFormOrder } from './form-paths.ts';
import { leadApplicationStateSchema } from './lead-application-state.ts';
import { pageDataSchema, sessionSchema } from './page-data.ts';
import { adClickRecordSchema, nonEmptyAffiliateReferenceSchema } from './tracking.ts';

describe('lead application state', () => {
  it.each([
    [{ progressState: 0 }, true],
    [
      {
        progressState: 41,
        applicationResult: { status: 'accepted', offerId: 'o-1', partner: { name: 'Acme' } },
      },
      true,
    ],
    [
      {
        progressState: 20,
        customerConsents: [{ id: 'c1', label: 'consents.c1', required: true }],
        routeChange: true,
      },
      true,
    ],
    [{ progressState: 42 }, false],
    [{ progressState: -1 }, false],
    [{ progressState: 2.5 }, false],
    [{}, false],
    [{ progressState: 1, lastOperationTimestamp: 'yesterday' }, false],
  ])('%j valid: %s', (value, valid) => {
    expect(leadApplicationStateSchema.safeParse(value).success).toBe(valid);
  });
});

describe('device info', () => {
  it('defaults deviceMemory to 1 and loadingTime to 0', () => {
    expect(deviceInfoSchema.parse({ language: 'de' })).toEqual({
      language: 'de',
      deviceMemory: 1,
      loadingTime: 0,
    });
    expect(deviceInfoSchema.safeParse({ loadingTime: -5 }).success).toBe(false);
  });
});

describe('dynamic form', () => {
  const form = {
    path: 'name',
    context: 'Personal details',
    dataPoints: { form_first_name: 'Anna', lead_prefilled_fields: ['email'], form_gender: null },
    prevButtonFormPath: 'initial-details',
    nextButtonFormPath: null,
    errors: [{ fieldName: 'form_first_name', message: 'validation.name.format' }],
    stepOrder: 1,
    dataPointsPerStep: { name: ['form_first_name'] },
  };
  it('accepts a well-formed form and rejects an unknown context', () => {
    expect(dynamicFormSchema.parse(form)).toEqual(form);
    expect(dynamicFormSchema.safeParse({ ...form, context: 'Nope' }).success).toBe(false);
    expect(dynamicFormSchema.safeParse({ ...form, dataPoints: { x: { nested: 1 } } }).success).toBe(
      false,
    );
  });

  it('lists unique step paths and a German order drawn from them', () => {
    expect(new Set(formPaths).size).toBe(formPaths.length);
    expect(new Set(germanFormOrder).size).toBe(germanFormOrder.length);
    expect(germanFormOrder).toHaveLength(18);
  });

  // The one home of the order is germanFormOrder; every test and the askrobin brand read it
  // there, and this is where it is held to spec 2's own words.
  it('gives the German build order as spec 2 writes it', () => {
    const spec = readFileSync(new URL('../../../../docs/SPEC.md', import.meta.url), 'utf8');
    const line = /^German build order: (.*)\.$/m.exec(spec)?.[1] ?? '';
    // "loan-purpose (manual step percentage 7), citizenship (with ...)": the paths, notes aside.
    const order = line.replace(/ \([^)]*\)/g, '').split(', ');
    expect(order).toEqual([...germanFormOrder]);
  });
});

describe('tracking records, page data, session', () => {
  it('requires setAt on an ad-click record', () => {
    expect(
      adClickRecordSchema.safeParse({ gclid: 'x', setAt: '2026-11-21T10:00:00Z' }).success,
    ).toBe(true);
    expect(adClickRecordSchema.safeParse({ gclid: 'x' }).success).toBe(false);
  });

  it('rejects an empty affiliate reference', () => {
    expect(
      nonEmptyAffiliateReferenceSchema.safeParse({ setAt: '2026-11-21T10:00:00Z' }).success,
    ).toBe(false);
    expect(nonEmptyAffiliateReferenceSchema.safeParse({ subId: 's' }).success).toBe(true);
  });

  it('checks the session id and page data shapes', () => {
    expect(sessionSchema.safeParse({ sessionId: 'abc', contactDetails: {} }).success).toBe(false);
    expect(pageDataSchema.parse({ pageTitle: 'Fiesta' })).toEqual({ pageTitle: 'Fiesta' });
    for (const s of [
      leadApplicationStateSchema,
      dynamicFormSchema,
      sessionSchema,
      pageDataSchema,
    ]) {
      expect(() => z.toJSONSchema(s)).not.toThrow();
    }
  });
});
