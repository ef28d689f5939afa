import { errorAria, errorId, fieldId, type FieldProps } from './field-props';
import { FieldError } from './field-error';

/** Radio choices and yes-no questions: a fieldset whose legend is the question. */
export function RadioField({
  field,
  label,
  error,
  register,
  optionLabel,
  optionalMark,
}: FieldProps) {
  const options =
    field.control.kind === 'radio' ? field.control.options : (['true', 'false'] as const);
  return (
    <fieldset
      className="field"
      aria-describedby={error === undefined ? undefined : errorId(field.name)}
    >
      <legend className="field__label">
        {label}
        {optionalMark}
      </legend>
      {options.map((option, index) => {
        // The first option carries the field's id, so the error summary link lands on it.
        const id = index === 0 ? fieldId(field.name) : `${fieldId(field.name)}-${option}`;
        return (
          <div className="choice" key={option}>
            <input
              id={id}
              type="radio"
              value={option}
              {...errorAria(field.name, error)}
              {...register(field.name)}
            />
            <label htmlFor={id}>{optionLabel(option)}</label>
          </div>
        );
      })}
      <FieldError name={field.name} error={error} />
    </fieldset>
  );
}
