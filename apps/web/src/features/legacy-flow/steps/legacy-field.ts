// A field of a legacy step: the form kit's field shape (so its field components render
// it) whose name is a lead field path (spec 3, e.g. 'personalDetails.firstName') instead of
// a data point name. Helpers keep the step tables short.
import { genders } from '@finceptiv/contract/entities/applicant';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import type { KitField } from '@/shared/ui/form/field-types';

/** The countries of the legacy brands (Ibancar, Prestamotor, Fidea, Lienketvay). */
export type LegacyCountry = Extract<CountryCode, 'MX' | 'CO' | 'RO' | 'VN'>;

// Autofill tokens and keyboards are not set here: the contract's table per data point gives
// them, through each field's lead path, when the step is drawn (data-point-inputs.ts).
export interface LegacyField extends KitField {
  /** Label key when it is not `fields>{name}` (e.g. the personal code, named per country). */
  labelKey?: string;
}

/**
 * Where a field sits in the lead: `[group, key]` for 'personalDetails.firstName', `[name]` for a
 * field outside the groups ('generalPolicies').
 */
export function leadPlace(name: string): [string] | [string, string] {
  const dot = name.indexOf('.');
  return dot === -1 ? [name] : [name.slice(0, dot), name.slice(dot + 1)];
}

type Extra = Partial<Pick<LegacyField, 'required' | 'labelKey' | 'documents'>>;

export const text = (name: string, extra: Extra = {}): LegacyField => ({
  name,
  control: { kind: 'text' },
  ...extra,
});

export const typed = (
  kind:
    'email' | 'tel' | 'date' | 'currency' | 'integer' | 'postcode' | 'iban' | 'yes-no' | 'checkbox',
  name: string,
  extra: Extra = {},
): LegacyField => ({ name, control: { kind }, ...extra });

export const select = (name: string, options: readonly string[], extra: Extra = {}) =>
  ({ name, control: { kind: 'select', options }, ...extra }) satisfies LegacyField;

const radio = (name: string, options: readonly string[], extra: Extra = {}) =>
  ({ name, control: { kind: 'radio', options }, ...extra }) satisfies LegacyField;

export const optional: Extra = { required: false };

export const genderField = radio('personalDetails.gender', genders);

const legacyCountries: readonly string[] = ['MX', 'CO', 'RO', 'VN'] satisfies LegacyCountry[];

export function isLegacyCountry(country: string): country is LegacyCountry {
  return legacyCountries.includes(country);
}
