// Rules whose data is heavy (phone metadata, IBAN country formats) load only for a step that
// has such a field: initial-details pays for phone numbers, bank-account for IBANs.
import type { ibanSchemaFor } from '@finceptiv/contract/validation/iban';
import type { phoneNumberSchema } from '@finceptiv/contract/validation/phone';
import { loadOnce } from '@/shared/lib/load-once';
import type { DataPointField } from '../../definitions/types';

const loadPhone = loadOnce(() => import('@finceptiv/contract/validation/phone'));
const loadIban = loadOnce(() => import('@finceptiv/contract/validation/iban'));

export interface HeavyRules {
  phoneNumberSchema?: typeof phoneNumberSchema;
  ibanSchemaFor?: typeof ibanSchemaFor;
}

export async function loadHeavyRules(fields: readonly DataPointField[]): Promise<HeavyRules> {
  const kinds = new Set(fields.map((f) => f.control.kind));
  const [phone, iban] = await Promise.all([
    kinds.has('tel') ? loadPhone() : undefined,
    kinds.has('iban') ? loadIban() : undefined,
  ]);
  return {
    ...(phone ? { phoneNumberSchema: phone.phoneNumberSchema } : {}),
    ...(iban ? { ibanSchemaFor: iban.ibanSchemaFor } : {}),
  };
}
