import { errorAria, fieldId, type FieldProps } from './field-props';
import { FieldFrame } from './field-frame';
import { inputProps } from './input-attributes';

/** Every typed-in control: text, email, tel, date, currency, integer, postcode, iban. */
export function TextField(props: FieldProps) {
  const { field, error, register } = props;
  return (
    <FieldFrame {...props}>
      <input
        id={fieldId(field.name)}
        className="field__input"
        {...inputProps(field)}
        aria-required={field.required !== false}
        {...errorAria(field.name, error)}
        {...register(field.name)}
      />
    </FieldFrame>
  );
}
