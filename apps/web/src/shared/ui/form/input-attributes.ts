// Input type and virtual keyboard per control kind. Numbers use text inputs with an
// inputmode: type=number drops what people type with thousands separators and spins on scroll.
import type { ControlKind, DataPointField } from './field-types';

export interface InputAttributes {
  type: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  autoCapitalize?: 'off' | 'characters';
  spellCheck?: boolean;
}

function inputAttributes(kind: ControlKind): InputAttributes {
  switch (kind) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoCapitalize: 'off', spellCheck: false };
    case 'tel':
      return { type: 'tel', inputMode: 'tel' };
    case 'date':
      return { type: 'date' };
    case 'currency':
      return { type: 'text', inputMode: 'decimal' };
    case 'integer':
    case 'postcode':
      return { type: 'text', inputMode: 'numeric' };
    case 'iban':
      return { type: 'text', autoCapitalize: 'characters', spellCheck: false };
    default:
      return { type: 'text' };
  }
}

/** Everything a typed-in field's input carries: its control's type and keyboard, its hints. */
export function inputProps(field: DataPointField) {
  const attributes = inputAttributes(field.control.kind);
  return {
    ...attributes,
    inputMode: field.inputMode ?? attributes.inputMode,
    autoComplete: field.autocomplete,
  };
}
