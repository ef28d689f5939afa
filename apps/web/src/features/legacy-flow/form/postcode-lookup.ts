import { sharedParts, type PostcodePlace } from '@/shared/api/postcode-lookup';

/** The contact fields the places fill: the lead path under contactDetails per place part. */
export function filledFields(places: readonly PostcodePlace[]): Record<string, string> {
  const { city, province, suburb } = sharedParts(places);
  const fields: Record<string, string> = {};
  if (city) fields['contactDetails.city'] = city;
  if (province) fields['contactDetails.province'] = province;
  // The colonia only when the provider knows it; a district (alcaldía) is not a colonia.
  if (suburb) fields['contactDetails.suburb'] = suburb;
  return fields;
}
