import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDataPoints } from './data-point-check.ts';
import { leadToDataPoints } from './data-points.ts';
import { sampleLead } from './fixtures/sample-lead.ts';
import { products } from './products.ts';
import { validationMessages as M } from './validation/messages.ts';

describe('checkDataPoints', () => {
  it('accepts the sample lead as data points and returns it as lead fields', () => {
    const values = {
      ...leadToDataPoints(sampleLead),
      consent_text: 'I agree',
      form_vehicle_brand: 'Seat',
    };
    const result = checkDataPoints(values, products.fiesta);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.lead.personalDetails?.firstName).toBe('María');
  });

  it.each([
    [{ form_first_name: 'Ann3' }, [{ fieldName: 'form_first_name', message: M.nameFormat }]],
    [{ loan_amount: 5000 }, [{ fieldName: 'loan_amount', message: M.amountMax }]],
    [{ phone_number: '+4915123456789' }, [{ fieldName: 'phone_number', message: M.phoneCountry }]],
    [
      { form_postal_code: '2801' },
      [{ fieldName: 'form_postal_code', message: M.postalCodeFormat }],
    ],
    [
      { lead_prefilled_fields: ['ok', ''] },
      [{ fieldName: 'lead_prefilled_fields', message: M.required }],
    ],
    [
      { form_mortgage_amount: 1 },
      [{ fieldName: 'form_mortgage_amount', message: M.dataPointUnknown }],
    ],
    [{ consent_text: { html: true } }, [{ fieldName: 'consent_text', message: M.invalid }]],
  ])('%j -> %j', (values, errors) => {
    expect(checkDataPoints(values, products.fiesta)).toEqual({ ok: false, errors });
  });

  it('never throws on hostile input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (values) => {
        expect(() => checkDataPoints(values, products.askrobin)).not.toThrow();
      }),
    );
  });
});
