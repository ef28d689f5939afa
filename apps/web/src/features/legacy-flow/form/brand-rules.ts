// Rules whose data is heavy (phone metadata, IBAN formats) load only for a step that has such
// a field, so the other steps' chunks stay small.
import type { normalizePhoneNumber, phoneNumberSchema } from '@finceptiv/contract/validation/phone';
import type { ibanSchemaFor } from '@finceptiv/contract/validation/iban';
import { loadOnce } from '@/shared/lib/load-once';
import type { LegacyField } from '../steps/legacy-field';

const loadPhone = loadOnce(() => import('@finceptiv/contract/validation/phone'));
const loadIban = loadOnce(() => import('@finceptiv/contract/validation/iban'));

export interface BrandRules {
  phone?: { schema: typeof phoneNumberSchema; normalize: typeof normalizePhoneNumber };
  ibanSchemaFor?: typeof ibanSchemaFor;
}

export async function loadBrandRules(fields: readonly LegacyField[]): Promise<BrandRules> {
  const kinds = new Set(fields.map((f) => f.control.kind));
  const [phone, iban] = await Promise.all([
    kinds.has('tel') ? loadPhone() : undefined,
    kinds.has('iban') ? loadIban() : undefined,
  ]);
  return {
    ...(phone
      ? { phone: { schema: phone.phoneNumberSchema, normalize: phone.normalizePhoneNumber } }
      : {}),
    ...(iban ? { ibanSchemaFor: iban.ibanSchemaFor } : {}),
  };
}
