import { errorAria, fieldId, type FieldProps } from './field-props';
import { FieldError } from './field-error';
import { inputProps } from './input-attributes';

/** Every typed-in control: text, email, tel, date, currency, integer, postcode, iban. */
export function TextField({ field, label, error, register, optionalMark }: FieldProps) {
  const id = fieldId(field.name);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalMark}
      </label>
      <input
        id={id}
        className="field__input"
        {...inputProps(field)}
        aria-required={field.required !== false}
        {...errorAria(field.name, error)}
        {...register(field.name)}
      />
      <FieldError name={field.name} error={error} />
    </div>
  );
}
