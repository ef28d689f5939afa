import { withPrefixShown } from '@finceptiv/contract/data-point-inputs';
import { errorId, fieldId, type FieldProps } from '@/shared/ui/form/field-props';
import { FieldError } from '@/shared/ui/form/field-error';

/**
 * A phone number with the brand's country prefix shown before the box (+52, +57, ...): the
 * applicant types the national number; the prefix is part of the field's description.
 */
export function PhoneField(props: FieldProps & { prefix: string }) {
  const { field, label, error, register, optionalMark, prefix } = props;
  const id = fieldId(field.name);
  const prefixId = `${id}-prefix`;
  const described = error === undefined ? prefixId : `${prefixId} ${errorId(field.name)}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalMark}
      </label>
      <div className="phone-input">
        <span className="phone-input__prefix" id={prefixId}>
          {prefix}
        </span>
        <input
          id={id}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete={withPrefixShown(field.autocomplete)}
          aria-required={field.required !== false}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={described}
          {...register(field.name)}
        />
      </div>
      <FieldError name={field.name} error={error} />
    </div>
  );
}
