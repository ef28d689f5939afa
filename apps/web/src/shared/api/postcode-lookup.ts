// Spec 7's postcode lookup, for every flow's address step (the legacy contact details and the
// v3 address form): a complete code in the country's written form (ADR 0028) is asked once;
// the places the API knows come back, several when one code covers several addresses. A
// failed lookup is no answer: the applicant types the address as before.
import { lookupRoutes } from '@finceptiv/contract/api/lookup-routes';
import {
  postcodeLookupResponseSchema,
  type PostcodePlace,
} from '@finceptiv/contract/api/lookup-schemas';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { apiRequest } from './client';
import { clientPath } from './client-path';
import { dataCache } from './data-cache';

export type { PostcodePlace };

/** Whether the code is complete for the country (the contract's rule, loaded when first asked). */
export async function isCompletePostcode(code: string, country: CountryCode): Promise<boolean> {
  const { isPostalCodeOf } = await import('@finceptiv/contract/validation/national/postal-code');
  return isPostalCodeOf(country, code);
}

/** The places of a complete code; none for an incomplete code or a failed lookup. */
export async function lookUpPostcode(code: string, country: CountryCode): Promise<PostcodePlace[]> {
  const trimmed = code.trim();
  if (!(await isCompletePostcode(trimmed, country))) return [];
  try {
    const path = clientPath(lookupRoutes.postcodeLookup, { code: trimmed }, { country });
    // Kept 60 s (spec 9): the same code typed again, or the step opened again, asks nothing.
    const answer = await dataCache.read(path, () => apiRequest<unknown>('GET', path));
    const places = postcodeLookupResponseSchema.safeParse(answer);
    return places.success ? places.data : [];
  } catch {
    return [];
  }
}

type PlacePart = Exclude<keyof PostcodePlace, 'postalCode'>;
const placeParts: readonly PlacePart[] = ['city', 'province', 'district', 'municipality', 'suburb'];

/** What every place shares (all of it for one place): the parts an address can take as found. */
export function sharedParts(places: readonly PostcodePlace[]): Partial<Record<PlacePart, string>> {
  const [first, ...rest] = places;
  if (!first) return {};
  const shared: Partial<Record<PlacePart, string>> = {};
  for (const part of placeParts) {
    const value = first[part];
    if (value !== undefined && rest.every((place) => place[part] === value)) shared[part] = value;
  }
  return shared;
}
