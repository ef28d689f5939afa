// The react-hook-form resolver of a post-offer form, the form kit's (ADR 0052): typed text
// becomes a value as in the other forms, a year typed with two digits the year it means; each
// field's rule is its check (the contract's answer or lead field rule, or a checksum), and a
// phone number's the contract's rule for the brand's country, loaded only for a form that asks one.
import type { CountryCode } from '@finceptiv/contract/product-ids';
import { expandTwoDigitYear } from '@finceptiv/contract/validation/two-digit-year';
import { loadOnce } from '@/shared/lib/load-once';
import type { DataPointValue } from '@finceptiv/contract/entities/dynamic-form';
import type { FormInput } from '@/shared/ui/form/field-props';
import { checkRule, formResolver, formSchema } from '@/shared/ui/form/form-resolver';
import { heavyRule, loadHeavyRules } from '@/shared/ui/form/heavy-rules';
import { lazyResolver } from '@/shared/ui/form/lazy-resolver';
import { toDataPointValue } from '@/shared/ui/form/to-value';
import type { ScreenField } from '../definitions/types';

export type Answers = Record<string, DataPointValue>;

/** The typed text as the answer's value; a year typed with two digits is the year it means (spec 9). */
function answerValue(field: ScreenField, raw: unknown): DataPointValue | undefined {
  const value = toDataPointValue(field.control.kind, raw);
  return field.year === true && typeof value === 'number' ? expandTwoDigitYear(value) : value;
}

export function answerResolver(fields: readonly ScreenField[], country: CountryCode) {
  const built = loadOnce(async () => {
    const heavy = await loadHeavyRules(fields, country);
    const schema = formSchema(fields, {
      toValue: answerValue,
      rule: (field) => heavyRule(field, heavy, country) ?? (field.check && checkRule(field.check)),
    });
    return formResolver<FormInput, Answers>(schema);
  });
  return lazyResolver(built);
}
