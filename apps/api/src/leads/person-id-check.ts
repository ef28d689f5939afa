import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import type { Product } from '@finceptiv/contract/products';
import { idRules } from '@finceptiv/contract/validation/national/id-rules/index';
import { personalCodeMessage } from '@finceptiv/contract/validation/national/personal-code';
import { fieldErrors } from '../http/errors.ts';

/**
 * The national ID against the birth date and gender of the whole lead, once an update is merged:
 * forms may ask them on different steps (Ratapro asks PESEL before the birth date), so the
 * request alone cannot show the contradiction (ADR 0028). Only when the update touched one of
 * them, so an unrelated step never fails on what was stored before. The error names the ID.
 */
export function assertIdMatchesPerson(
  brand: Pick<Product, 'country'>,
  update: LeadData,
  merged: LeadData,
  fieldName: string,
): void {
  const touched = update.personalDetails ?? {};
  if (!('personalCode' in touched || 'dateOfBirth' in touched || 'gender' in touched)) return;
  const person = merged.personalDetails;
  const code = person?.personalCode;
  const message =
    code === undefined ? undefined : personalCodeMessage(idRules[brand.country], code, person);
  if (message) throw fieldErrors([{ fieldName, message }]);
}
