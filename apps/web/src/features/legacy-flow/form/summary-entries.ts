// The error summary's list (ARCHITECTURE.md 4: `{ href: '#field-id', text }`): this step's
// fields in order, then server errors about fields this step does not ask (e.g. the loan
// amount, or a field of an earlier step), named by their own label and step.
import type { FieldError } from '@finceptiv/contract/api/errors';
import { fieldId } from '@/shared/ui/form/field-props';
import { fieldErrorMet, type FieldErrorSignal } from '@/shared/lib/journey-signal';
import type { LegacyCountry, LegacyField } from '../steps/legacy-field';
import { stepOwning } from '../steps/legacy-steps';

interface SummaryInput {
  fields: readonly LegacyField[];
  country: LegacyCountry;
  errorOf: (name: string) => FieldErrorSignal | undefined;
  serverErrors: readonly FieldError[];
  t: (key: string) => string;
}

export function summaryEntries({ fields, country, errorOf, serverErrors, t }: SummaryInput) {
  const label = (field: LegacyField) => t(field.labelKey ?? `fields>${field.name}`);
  const own = fields.flatMap((field) => {
    const met = errorOf(field.name);
    return met
      ? [{ href: `#${fieldId(field.name)}`, text: `${label(field)}: ${t(met.message)}`, met }]
      : [];
  });
  const asked = new Set(fields.map((f) => f.name));
  const firstHref = `#${fieldId(fields[0]?.name ?? '')}`;
  const others = serverErrors
    .filter((error) => !asked.has(error.fieldName))
    .map((error) => {
      const owner = stepOwning(country, error.fieldName);
      const field = owner?.fields[country]?.find((f) => f.name === error.fieldName);
      const name = field
        ? `${label(field)} (${t(`steps>${owner?.path.slice(1) ?? ''}>title`)}): `
        : '';
      const met = fieldErrorMet(error.fieldName, undefined, error.message);
      return { href: firstHref, text: `${name}${t(error.message)}`, met };
    });
  return [...own, ...others];
}
