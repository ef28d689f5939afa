import { describe, expect, it } from 'vitest';
import { isCompletePostcode, sharedParts } from './postcode-lookup';

describe('the postcode lookup', () => {
  it('asks only for a code complete in the country’s written form', async () => {
    expect(await isCompletePostcode('28001', 'ES')).toBe(true);
    expect(await isCompletePostcode('2800', 'ES')).toBe(false);
    expect(await isCompletePostcode('00-950', 'PL')).toBe(true);
    expect(await isCompletePostcode('010011', 'RO')).toBe(true);
    expect(await isCompletePostcode('1000', 'PH')).toBe(true);
  });

  it('fills what every place shares, all of one place', () => {
    const recoletos = {
      postalCode: '28001',
      city: 'Madrid',
      province: 'Madrid',
      district: 'Salamanca',
      suburb: 'Recoletos',
    };
    expect(sharedParts([recoletos])).toEqual({
      city: 'Madrid',
      province: 'Madrid',
      district: 'Salamanca',
      suburb: 'Recoletos',
    });
    expect(sharedParts([recoletos, { ...recoletos, suburb: 'Goya' }])).toEqual({
      city: 'Madrid',
      province: 'Madrid',
      district: 'Salamanca',
    });
    expect(sharedParts([])).toEqual({});
  });
});
