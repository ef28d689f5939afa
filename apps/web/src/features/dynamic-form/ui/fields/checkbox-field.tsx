import { errorAria, fieldId, type FieldProps } from './field-props';
import { FieldError } from './field-error';

export function CheckboxField({ field, label, error, register, optionalMark }: FieldProps) {
  const id = fieldId(field.name);
  return (
    <div className="field choice">
      <input
        id={id}
        type="checkbox"
        aria-required={field.required !== false}
        {...errorAria(field.name, error)}
        {...register(field.name)}
      />
      <label htmlFor={id}>
        {label}
        {optionalMark}
      </label>
      <FieldError name={field.name} error={error} />
    </div>
  );
}
