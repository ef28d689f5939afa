// Rules whose data is heavy (phone metadata, IBAN country formats, postal code patterns,
// national ID checksums) load only for a step that has such a field: initial-details pays for
// phone numbers, bank-account for IBANs, address-information for postal codes.
import type { ibanSchemaFor } from '@finceptiv/contract/validation/iban';
import type { postalCodeSchemaFor } from '@finceptiv/contract/validation/national/postal-code';
import type { PersonalCodeCheck } from '@finceptiv/contract/validation/national/personal-code-check';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import type { phoneNumberSchema } from '@finceptiv/contract/validation/phone';
import { loadOnce } from '@/shared/lib/load-once';
import type { DataPointField } from '../../definitions/types';

const loadPhone = loadOnce(() => import('@finceptiv/contract/validation/phone'));
const loadIban = loadOnce(() => import('@finceptiv/contract/validation/iban'));
const loadPostalCode = loadOnce(
  () => import('@finceptiv/contract/validation/national/postal-code'),
);
const loadPersonalCode = loadOnce(
  () => import('@finceptiv/contract/validation/national/personal-code-check'),
);

const postalCodeFields: readonly string[] = ['form_postal_code', 'form_employer_postal_code'];

export interface HeavyRules {
  phoneNumberSchema?: typeof phoneNumberSchema;
  ibanSchemaFor?: typeof ibanSchemaFor;
  postalCodeSchemaFor?: typeof postalCodeSchemaFor;
  /** The brand's country only: each country's ID checks are their own chunk. */
  personalCode?: PersonalCodeCheck;
}

export async function loadHeavyRules(
  fields: readonly DataPointField[],
  country: CountryCode,
): Promise<HeavyRules> {
  const kinds = new Set(fields.map((f) => f.control.kind));
  const names = new Set(fields.map((f) => f.name));
  const [phone, iban, postal, personal] = await Promise.all([
    kinds.has('tel') ? loadPhone() : undefined,
    kinds.has('iban') ? loadIban() : undefined,
    postalCodeFields.some((n) => names.has(n)) ? loadPostalCode() : undefined,
    names.has('form_personal_code')
      ? loadPersonalCode().then((m) => m.loadPersonalCodeCheck(country))
      : undefined,
  ]);
  return {
    ...(phone ? { phoneNumberSchema: phone.phoneNumberSchema } : {}),
    ...(iban ? { ibanSchemaFor: iban.ibanSchemaFor } : {}),
    ...(postal ? { postalCodeSchemaFor: postal.postalCodeSchemaFor } : {}),
    ...(personal ? { personalCode: personal } : {}),
  };
}
