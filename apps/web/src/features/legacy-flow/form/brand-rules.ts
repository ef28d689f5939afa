// Rules whose data is heavy (phone metadata, IBAN formats, postal code patterns, national ID
// checksums) load only for a step that has such a field, so the other steps' chunks stay small.
import type { normalizePhoneNumber, phoneNumberSchema } from '@finceptiv/contract/validation/phone';
import type { ibanSchemaFor } from '@finceptiv/contract/validation/iban';
import type { postalCodeSchemaFor } from '@finceptiv/contract/validation/national/postal-code';
import type { PersonalCodeCheck } from '@finceptiv/contract/validation/national/personal-code-check';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { loadOnce } from '@/shared/lib/load-once';
import type { LegacyField } from '../steps/legacy-field';

const loadPhone = loadOnce(() => import('@finceptiv/contract/validation/phone'));
const loadIban = loadOnce(() => import('@finceptiv/contract/validation/iban'));
const loadPostalCode = loadOnce(
  () => import('@finceptiv/contract/validation/national/postal-code'),
);
const loadPersonalCode = loadOnce(
  () => import('@finceptiv/contract/validation/national/personal-code-check'),
);

export const postalCodePaths: readonly string[] = [
  'contactDetails.postalCode',
  'employer.postalCode',
];
export const personalCodePath = 'personalDetails.personalCode';

export interface BrandRules {
  phone?: { schema: typeof phoneNumberSchema; normalize: typeof normalizePhoneNumber };
  ibanSchemaFor?: typeof ibanSchemaFor;
  postalCodeSchemaFor?: typeof postalCodeSchemaFor;
  /** The brand's country only: each country's ID checks are their own chunk. */
  personalCode?: PersonalCodeCheck;
}

export async function loadBrandRules(
  fields: readonly LegacyField[],
  country: CountryCode,
): Promise<BrandRules> {
  const kinds = new Set(fields.map((f) => f.control.kind));
  const names = new Set(fields.map((f) => f.name));
  const [phone, iban, postal, personal] = await Promise.all([
    kinds.has('tel') ? loadPhone() : undefined,
    kinds.has('iban') ? loadIban() : undefined,
    postalCodePaths.some((p) => names.has(p)) ? loadPostalCode() : undefined,
    names.has(personalCodePath)
      ? loadPersonalCode().then((m) => m.loadPersonalCodeCheck(country))
      : undefined,
  ]);
  return {
    ...(phone
      ? { phone: { schema: phone.phoneNumberSchema, normalize: phone.normalizePhoneNumber } }
      : {}),
    ...(iban ? { ibanSchemaFor: iban.ibanSchemaFor } : {}),
    ...(postal ? { postalCodeSchemaFor: postal.postalCodeSchemaFor } : {}),
    ...(personal ? { personalCode: personal } : {}),
  };
}
