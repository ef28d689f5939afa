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
      messageFor: (name) => (name.endsWith('city') || name.endsWith('email') ? 'bad' : undefined),
      serverErrors: [],
      t,
    });
    expect(entries).toEqual([
      { href: '#dp-contactDetails.email', text: '«fields>contactDetails.email»: bad' },
      { href: '#dp-contactDetails.city', text: '«fields>contactDetails.city»: bad' },
    ]);
  });

  it('names a server error about another step’s field by its label and step', () => {
    const entries = summaryEntries({
      fields: contact,
      country: 'MX',
      messageFor: () => undefined,
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
      },
      { href: '#dp-contactDetails.email', text: '«validation.amount.max»' },
    ]);
  });
});
