// One country's personal code check, loaded on demand (the web): each country's ID rule is its
// own chunk, so a brand downloads its country's checksums only (ADR 0028).
import type { CountryCode } from '../../product-ids.ts';
import type { ValidationMessageKey } from '../messages.ts';
import type { IdRule } from './id-rules/id-rule.ts';
import { personalCodeMessage, personalCodeSchema, type IdHolder } from './personal-code.ts';

const loaders: Record<CountryCode, () => Promise<{ rule: IdRule }>> = {
  ES: () => import('./id-rules/es.ts'),
  DE: () => import('./id-rules/de.ts'),
  MX: () => import('./id-rules/mx.ts'),
  CO: () => import('./id-rules/co.ts'),
  PL: () => import('./id-rules/pl.ts'),
  RO: () => import('./id-rules/ro.ts'),
  VN: () => import('./id-rules/vn.ts'),
  PH: () => import('./id-rules/ph.ts'),
};

export async function loadIdRule(country: CountryCode): Promise<IdRule> {
  return (await loaders[country]()).rule;
}

export interface PersonalCodeCheck {
  /** The field rule (format and check digit). */
  schema: ReturnType<typeof personalCodeSchema>;
  /** With the birth date and gender beside it, for a step that asks them together. */
  message(value: string, holder?: IdHolder): ValidationMessageKey | undefined;
}

export async function loadPersonalCodeCheck(country: CountryCode): Promise<PersonalCodeCheck> {
  const rule = await loadIdRule(country);
  return {
    schema: personalCodeSchema(rule),
    message: (value, holder) => personalCodeMessage(rule, value, holder),
  };
}
