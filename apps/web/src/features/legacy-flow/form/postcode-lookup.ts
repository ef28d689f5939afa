// Spec 7's postcode lookup: a complete code fills the address parts the API knows. The
// applicant can still change what was filled; a failed or empty lookup changes nothing.
import {
  postcodeLookupResponseSchema,
  type PostcodePlace,
} from '@finceptiv/contract/api/lookup-schemas';
import { apiRequest } from '@/shared/api/client';

/** Spec 5: a postal code is exactly 5 digits; only then is it worth asking. */
export const completePostcode = /^\d{5}$/;

export async function lookUpPostcode(code: string): Promise<PostcodePlace | undefined> {
  if (!completePostcode.test(code)) return undefined;
  try {
    const answer = await apiRequest<unknown>('GET', `/postcode/lookup/${code}`);
    const places = postcodeLookupResponseSchema.safeParse(answer);
    return places.success ? places.data[0] : undefined;
  } catch {
    return undefined;
  }
}

/** The contact fields a place fills: the lead path under contactDetails per place field. */
export function filledFields(place: PostcodePlace): Record<string, string> {
  const fields: Record<string, string> = { 'contactDetails.city': place.city };
  if (place.province) fields['contactDetails.province'] = place.province;
  // The colonia only when the provider knows it; a district (alcaldía) is not a colonia.
  if (place.suburb) fields['contactDetails.suburb'] = place.suburb;
  return fields;
}
