import { describe, expect, it } from 'vitest';
import { legacyStepFor } from '../steps/legacy-steps';
import { summaryEntries } from './summary-entries';

const contact = legacyStepFor('/contact-details')?.fields.MX ?? [];
const t = (key: string) => `«${key}»`;

describe('the error summary of a legacy step', () => {
  it('lists this step’s fields in order, each linked to its input', () => {
    const entries = summaryEntries({
      fields: contact,
      country: 'MX',
      errorOf: (name) =>
        name.endsWith('city') || name.endsWith('email')
          ? { kind: 'field-error', field: name, message: 'bad', source: 'client' }
          : undefined,
      serverErrors: [],
      t,
    });
    expect(entries).toEqual([
      {
        href: '#dp-contactDetails.email',
        text: '«fields>contactDetails.email»: «bad»',
        met: {
          kind: 'field-error',
          field: 'contactDetails.email',
          message: 'bad',
          source: 'client',
        },
      },
      {
        href: '#dp-contactDetails.city',
        text: '«fields>contactDetails.city»: «bad»',
        met: {
          kind: 'field-error',
          field: 'contactDetails.city',
          message: 'bad',
          source: 'client',
        },
      },
    ]);
  });

  it('names a server error about another step’s field by its label and step', () => {
    const entries = summaryEntries({
      fields: contact,
      country: 'MX',
      errorOf: () => undefined,
      serverErrors: [
        { fieldName: 'personalDetails.personalCode', message: 'validation.invalid' },
        { fieldName: 'amount', message: 'validation.amount.max' },
      ],
      t,
    });
    expect(entries).toEqual([
      {
        href: '#dp-contactDetails.email',
        text: '«fields>personalCodeMX» («steps>personal-details>title»): «validation.invalid»',
        met: {
          kind: 'field-error',
          field: 'personalDetails.personalCode',
          message: 'validation.invalid',
          source: 'server',
        },
      },
      {
        href: '#dp-contactDetails.email',
        text: '«validation.amount.max»',
        met: {
          kind: 'field-error',
          field: 'amount',
          message: 'validation.amount.max',
          source: 'server',
        },
      },
    ]);
  });
});
