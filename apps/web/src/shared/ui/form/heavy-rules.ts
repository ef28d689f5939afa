// Rules whose data is heavy (phone metadata, IBAN country formats, postal code patterns,
// national ID checksums) load only for a form that has such a field, so the other steps' chunks
// stay small: a details step pays for phone numbers, a bank step for IBANs. One loader for the
// three forms (issue 21): each module is fetched once, whichever form asks first.
import type { CountryCode } from '@finceptiv/contract/product-ids';
import type { ibanSchemaFor } from '@finceptiv/contract/validation/iban';
import type { postalCodeSchemaFor } from '@finceptiv/contract/validation/national/postal-code';
import type { PersonalCodeCheck } from '@finceptiv/contract/validation/national/personal-code-check';
import type { normalizePhoneNumber, phoneNumberSchema } from '@finceptiv/contract/validation/phone';
import { loadOnce } from '@/shared/lib/load-once';
import type * as z from 'zod/mini';
import type { ControlKind } from './field-types';

const loadPhone = loadOnce(() => import('@finceptiv/contract/validation/phone'));
const loadIban = loadOnce(() => import('@finceptiv/contract/validation/iban'));
const loadPostalCode = loadOnce(
  () => import('@finceptiv/contract/validation/national/postal-code'),
);
const loadPersonalCode = loadOnce(
  () => import('@finceptiv/contract/validation/national/personal-code-check'),
);

export interface HeavyRules {
  phone?: { schema: typeof phoneNumberSchema; normalize: typeof normalizePhoneNumber };
  ibanSchemaFor?: typeof ibanSchemaFor;
  postalCodeSchemaFor?: typeof postalCodeSchemaFor;
  /** The brand's country only: each country's ID checks are their own chunk. */
  personalCode?: PersonalCodeCheck;
}

/**
 * What a form calls its postal code and ID fields: phone and IBAN fields are known by their
 * kind, these two by name, which each form spells its own way.
 */
export interface HeavyFieldNames {
  postalCode?: readonly string[];
  personalCode?: string;
}

interface NamedField {
  name: string;
  control: { kind: ControlKind };
}

export async function loadHeavyRules(
  fields: readonly NamedField[],
  country: CountryCode,
  { postalCode = [], personalCode }: HeavyFieldNames = {},
): Promise<HeavyRules> {
  const kinds = new Set(fields.map((f) => f.control.kind));
  const names = new Set(fields.map((f) => f.name));
  const [phone, iban, postal, personal] = await Promise.all([
    kinds.has('tel') ? loadPhone() : undefined,
    kinds.has('iban') ? loadIban() : undefined,
    postalCode.some((n) => names.has(n)) ? loadPostalCode() : undefined,
    personalCode !== undefined && names.has(personalCode)
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

/**
 * A field's heavy rule once its module has loaded: phone and IBAN fields by kind, postal code
 * and ID fields by the form's names for them. Undefined for any other field, and before the
 * load, when the field falls back to its lead field's shape check.
 */
export function heavyRule(
  field: NamedField,
  heavy: HeavyRules,
  country: CountryCode,
  { postalCode = [], personalCode }: HeavyFieldNames = {},
): z.core.$ZodType | undefined {
  if (field.control.kind === 'tel') return heavy.phone?.schema(country);
  if (field.control.kind === 'iban') return heavy.ibanSchemaFor?.(country);
  if (postalCode.includes(field.name)) return heavy.postalCodeSchemaFor?.(country);
  return field.name === personalCode ? heavy.personalCode?.schema : undefined;
}
