import { afterEach, describe, expect, it } from 'vitest';
import { legacyStepFor } from '../steps/legacy-steps';
import { clearDrafts, readDrafts, writeDrafts } from '@/shared/storage/form-drafts';
import { initialValues } from './use-legacy-form';

const personal = legacyStepFor('/personal-details')?.fields.MX ?? [];

afterEach(() => {
  sessionStorage.clear();
});

describe('a legacy step starts from', () => {
  it('the saved lead, nested by group, empty where nothing is known', () => {
    const values = initialValues(personal, { personalDetails: { firstName: 'Ana' } }, {});
    expect(values.personalDetails).toMatchObject({ firstName: 'Ana', lastName: '', gender: '' });
  });

  it('an unsaved draft, which wins over the saved value', () => {
    const values = initialValues(
      personal,
      { personalDetails: { firstName: 'Ana', lastName: 'García' } },
      { 'personalDetails.firstName': 'Anabel' },
    );
    expect(values.personalDetails).toMatchObject({ firstName: 'Anabel', lastName: 'García' });
  });
});

describe('drafts', () => {
  it('survive in session storage, merge, and go per field or all at once', () => {
    writeDrafts({ 'personalDetails.firstName': 'Ana' });
    writeDrafts({
      'contactDetails.email': 'ana@example.com',
      'contactDetails.marketingConsents': true,
    });
    expect(readDrafts()).toEqual({
      'personalDetails.firstName': 'Ana',
      'contactDetails.email': 'ana@example.com',
      'contactDetails.marketingConsents': true,
    });
    clearDrafts(['personalDetails.firstName']);
    expect(Object.keys(readDrafts())).toEqual([
      'contactDetails.email',
      'contactDetails.marketingConsents',
    ]);
    clearDrafts();
    expect(readDrafts()).toEqual({});
  });

  it('ignore a stored value of the wrong shape', () => {
    sessionStorage.setItem('asyncFormData', JSON.stringify({ a: 'x', b: { nested: 1 }, c: 3 }));
    expect(readDrafts()).toEqual({ a: 'x' });
    sessionStorage.setItem('asyncFormData', '[1,2]');
    expect(readDrafts()).toEqual({});
  });
});
