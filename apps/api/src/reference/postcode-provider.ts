import type { PostcodePlace } from '@finceptiv/contract/api';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { postcodePlaces } from './data/postcodes.ts';

/**
 * Postcode look-up. The built-in provider answers from the shipped data set; a keyed external
 * service (spec 7's secret `{key}`) can replace it by implementing this interface.
 */
export interface PostcodeProvider {
  lookup(code: string, country: CountryCode): Promise<PostcodePlace[]>;
}

/** Digits only, so '00-950', '00950' and '00 950' are the same Polish code. */
function normalisePostcode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export function builtInPostcodeProvider(): PostcodeProvider {
  const index = new Map<string, PostcodePlace[]>();
  for (const [country, places] of Object.entries(postcodePlaces)) {
    for (const place of places) {
      const key = `${country}:${normalisePostcode(place.postalCode)}`;
      index.set(key, [...(index.get(key) ?? []), place]);
    }
  }
  return {
    lookup: (code, country) =>
      Promise.resolve(index.get(`${country}:${normalisePostcode(code)}`) ?? []),
  };
}
