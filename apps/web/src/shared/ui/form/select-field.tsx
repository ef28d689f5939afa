import { errorAria, fieldId, type FieldProps } from './field-props';
import { FieldFrame } from './field-frame';

export function SelectField(props: FieldProps) {
  const { field, error, register, optionLabel } = props;
  const options = field.control.kind === 'select' ? field.control.options : [];
  return (
    <FieldFrame {...props}>
      <select
        id={fieldId(field.name)}
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
    </FieldFrame>
  );
}
