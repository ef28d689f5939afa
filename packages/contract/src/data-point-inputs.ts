// The browser's hints per data point (issue 23.2): the WHATWG autofill token, so that a phone
// fills names, email, phone, address, postal code and birth date in one tap, and the keyboard
// where the data point's own values decide it. The one table of them: the v3 forms, the legacy
// steps (through their lead paths) and the post-offer screens all derive theirs from here.
import { dataPointLeadPaths } from './data-point-paths.ts';
import { isDataPointName, type DataPointName } from './data-point-names.ts';
import type { CountryCode } from './product-ids.ts';

/** The WHATWG autofill field names the forms use, and 'off'. */
export const autofillTokens = [
  'off',
  'email',
  'tel',
  'tel-national',
  'given-name',
  'additional-name',
  'family-name',
  'bday',
  'sex',
  'postal-code',
  'address-level1',
  'address-level2',
  'address-level3',
  'address-line1',
  'address-line2',
  'organization',
  'organization-title',
  'one-time-code',
  'new-password',
] as const;
export type AutofillToken = (typeof autofillTokens)[number];

// The applicant's own profile data. Every other data point is 'off': amounts, dates of this
// loan, IDs and IBANs, answers only this application holds, and other people's details (a
// reference's name and phone, the employer's address) that the applicant's profile must not fill.
const profileTokens: Partial<Record<DataPointName, AutofillToken>> = {
  email: 'email',
  // The v3 field takes the whole number; a field that shows the prefix asks the national part.
  phone_number: 'tel',
  form_first_name: 'given-name',
  form_middle_name: 'additional-name',
  // WHATWG's family-name holds both Spanish surnames; the second box stays the applicant's to type.
  form_last_name: 'family-name',
  form_birthday: 'bday',
  form_gender: 'sex',
  form_postal_code: 'postal-code',
  form_province: 'address-level1',
  // Vietnam's district is the level below the province, as a city is elsewhere.
  form_district: 'address-level2',
  form_city: 'address-level2',
  form_suburb: 'address-level3',
  form_street: 'address-line1',
  form_flat_number: 'address-line2',
  form_job_title: 'organization-title',
  form_employer_name: 'organization',
};

// Digits-only national IDs get the digit keyboard; Spain's DNI/NIE and Mexico's CURP hold
// letters (validation/national/id-rules).
const lettersInNationalId: ReadonlySet<CountryCode> = new Set(['ES', 'MX']);

export interface InputHints {
  autocomplete: AutofillToken;
  /** Set only where the data point's values decide the keyboard over its control's. */
  inputMode?: 'numeric';
}

export function inputHintsFor(name: DataPointName, country: CountryCode): InputHints {
  const autocomplete = profileTokens[name] ?? 'off';
  if (name === 'form_personal_code' && !lettersInNationalId.has(country)) {
    return { autocomplete, inputMode: 'numeric' };
  }
  return { autocomplete };
}

const byLeadPath: ReadonlyMap<string, DataPointName> = new Map(
  Object.entries(dataPointLeadPaths).flatMap(([name, path]) =>
    path !== null && isDataPointName(name) ? [[path, name] as const] : [],
  ),
);

/** The hints of the data point a lead field path ('personalDetails.firstName') fills. */
export function inputHintsForField(field: string, country: CountryCode): InputHints | undefined {
  const name = isDataPointName(field) ? field : byLeadPath.get(field);
  return name === undefined ? undefined : inputHintsFor(name, country);
}

/** A phone box with the country prefix printed before it asks only the national number. */
export function withPrefixShown(token: string | undefined): string | undefined {
  return token === 'tel' ? 'tel-national' : token;
}
