// A field's autofill token and keyboard come from the contract's table per data point
// (issue 23.2), looked up at render time because a national ID's keyboard depends on the
// brand's country. A field that fills no data point (a partner's answer, a one-time code) keeps
// the token its definition gives, else 'off' as the contract gives every non-profile answer.
import { inputHintsForField } from '@finceptiv/contract/data-point-inputs';
import type { CountryCode } from '@finceptiv/contract/product-ids';
import type { DataPointField } from './field-types';

/** `key`: the data point name or lead path the field fills, when its name is neither. */
export function withInputHints<F extends DataPointField>(
  field: F,
  country: CountryCode,
  key: string = field.name,
): F {
  const hints = inputHintsForField(key, country) ?? { autocomplete: field.autocomplete ?? 'off' };
  return { ...field, ...hints };
}
