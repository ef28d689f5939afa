// Spec 5, advertising only: what the ad pixels may receive before hashing.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A valid international number in E.164 form, otherwise '' (never a guess). */
export function phoneForAdvertising(value: string): string {
  try {
    const phone = parsePhoneNumberFromString(value);
    return phone?.isValid() ? phone.number : '';
  } catch {
    return '';
  }
}

export function emailForHashing(value: string): string {
  return value.trim().toLowerCase();
}
