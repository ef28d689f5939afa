import { errorAria, fieldId, type FieldProps } from './field-props';
import { FieldError } from './field-error';

export function SelectField({
  field,
  label,
  error,
  register,
  optionLabel,
  optionalMark,
}: FieldProps) {
  const id = fieldId(field.name);
  const options = field.control.kind === 'select' ? field.control.options : [];
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalMark}
      </label>
      <select
        id={id}
        className="field__input"
        autoComplete={field.autocomplete}
        aria-required={field.required !== false}
        {...errorAria(field.name, error)}
        {...register(field.name)}
      >
        <option value="">{optionLabel('')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldError name={field.name} error={error} />
    </div>
  );
}
