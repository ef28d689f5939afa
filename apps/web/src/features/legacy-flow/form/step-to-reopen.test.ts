import { describe, expect, it } from 'vitest';
import { legacyStepFor } from '../steps/legacy-steps';
import { stepToReopen } from './step-to-reopen';

const contact = legacyStepFor('/contact-details')?.fields.MX ?? [];
const at = (fieldName: string) => ({ fieldName, message: 'validation.invalid' });
const input = { productId: 'ibancar', country: 'MX' as const, path: '/contact-details' };

describe('which earlier step a server field error reopens', () => {
  it('the step that asked the field', () => {
    const errors = [at('personalDetails.personalCode')];
    expect(stepToReopen({ ...input, fields: contact, errors })).toBe('/personal-details');
  });

  it('none while this step has errors of its own, or for fields no step asks', () => {
    const own = [at('contactDetails.email'), at('personalDetails.personalCode')];
    expect(stepToReopen({ ...input, fields: contact, errors: own })).toBeUndefined();
    expect(stepToReopen({ ...input, fields: contact, errors: [at('amount')] })).toBeUndefined();
  });

  it('never a later step', () => {
    const errors = [at('otherDetails.loanPurpose')];
    expect(stepToReopen({ ...input, fields: contact, errors })).toBeUndefined();
  });

  it('the earliest of several', () => {
    const income = legacyStepFor('/income-details')?.fields.MX ?? [];
    const errors = [at('contactDetails.email'), at('personalDetails.firstName')];
    const path = '/income-details';
    expect(stepToReopen({ ...input, path, fields: income, errors })).toBe('/personal-details');
  });
});
