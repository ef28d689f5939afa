// Rules whose data is heavy (phone metadata, IBAN formats) load only for a step that has such
// a field, so the other steps' chunks stay small.
import type { normalizePhoneNumber, phoneNumberSchema } from '@finceptiv/contract/validation/phone';
import type { ibanSchemaFor } from '@finceptiv/contract/validation/iban';
import type { LegacyField } from '../steps/legacy-field';

export interface BrandRules {
  phone?: { schema: typeof phoneNumberSchema; normalize: typeof normalizePhoneNumber };
  ibanSchemaFor?: typeof ibanSchemaFor;
}

export async function loadBrandRules(fields: readonly LegacyField[]): Promise<BrandRules> {
  const kinds = new Set(fields.map((f) => f.control.kind));
  const [phone, iban] = await Promise.all([
    kinds.has('tel') ? import('@finceptiv/contract/validation/phone') : undefined,
    kinds.has('iban') ? import('@finceptiv/contract/validation/iban') : undefined,
  ]);
  return {
    ...(phone
      ? { phone: { schema: phone.phoneNumberSchema, normalize: phone.normalizePhoneNumber } }
      : {}),
    ...(iban ? { ibanSchemaFor: iban.ibanSchemaFor } : {}),
  };
}
