import { describe, expect, it } from 'vitest';
import { products } from '@finceptiv/contract/products';
import { addressWithoutPersonalData, readUrlPrefill } from './url-prefill';

const fiesta = products.fiesta;
const q = (s: string) => new URLSearchParams(s);

describe('readUrlPrefill', () => {
  it('reads amount and period as numbers snapped to the product limits', () => {
    expect(readUrlPrefill(q('amount=450&period=75'), fiesta, {}).data).toEqual({
      amount: 500,
      period: 75,
      periodScale: 'days',
    });
    expect(readUrlPrefill(q('amount=999999&period=1'), fiesta, {}).data).toMatchObject({
      amount: 1000,
      period: 61,
    });
    expect(readUrlPrefill(q('amount=9&period=9999'), products.askrobin, {}).data).toMatchObject({
      amount: 100,
      period: 120,
      periodScale: 'months',
    });
  });

  it('ignores amount or period that are not numbers', () => {
    expect(readUrlPrefill(q('amount=abc&period='), fiesta, {})).toEqual({
      data: {},
      prefilledFields: [],
      campaign: {},
    });
  });

  it('prefills names, email, phone and selling tier and lists what it prefilled', () => {
    const result = readUrlPrefill(
      q(
        'firstName=Ana&lastName=Ruiz&email=ana%40example.com&phoneNumber=%2B34600000000&sellingTierGlobalId=T7&amount=300',
      ),
      fiesta,
      { personalDetails: { gender: 'female' }, contactDetails: { city: 'Madrid' } },
    );
    expect(result.data).toEqual({
      amount: 300,
      personalDetails: { gender: 'female', firstName: 'Ana', lastName: 'Ruiz' },
      contactDetails: { city: 'Madrid', email: 'ana@example.com', phoneNumber: '+34600000000' },
      sellingTierGlobalId: 'T7',
    });
    expect(result.prefilledFields).toEqual([
      'amount',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'sellingTierGlobalId',
    ]);
  });

  it('keeps the campaign values for analytics', () => {
    const all =
      'utm_medium=m&utm_source=s&utm_campaign=c&utm_content=co&utm_term=t&gclid=g&gclsrc=aw&gbraid=b&wbraid=w&ttclid=tt&other=x';
    expect(readUrlPrefill(q(all), fiesta, {}).campaign).toEqual({
      utm_medium: 'm',
      utm_source: 's',
      utm_campaign: 'c',
      utm_content: 'co',
      utm_term: 't',
      gclid: 'g',
      gclsrc: 'aw',
      gbraid: 'b',
      wbraid: 'w',
      ttclid: 'tt',
    });
  });
});

describe('addressWithoutPersonalData', () => {
  it('removes names, email and phone and keeps everything else', () => {
    expect(
      addressWithoutPersonalData(
        'https://x.test/application-frontend/?firstName=A&amount=3&email=e&lastName=B&phoneNumber=1&utm_source=s#top',
      ),
    ).toBe('/application-frontend/?amount=3&utm_source=s#top');
  });

  it('returns undefined when there is nothing to remove', () => {
    expect(addressWithoutPersonalData('https://x.test/a?amount=3')).toBeUndefined();
  });
});
