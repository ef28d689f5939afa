import { withPrefixShown } from '@finceptiv/contract/data-point-inputs';
import { FieldFrame } from '@/shared/ui/form/field-frame';
import { errorId, fieldId, type FieldProps } from '@/shared/ui/form/field-props';

/**
 * A phone number with the brand's country prefix shown before the box (+52, +57, ...): the
 * applicant types the national number; the prefix is part of the field's description.
 */
export function PhoneField(props: FieldProps & { prefix: string }) {
  const { field, error, register, prefix } = props;
  const id = fieldId(field.name);
  const prefixId = `${id}-prefix`;
  const described = error === undefined ? prefixId : `${prefixId} ${errorId(field.name)}`;
  return (
    <FieldFrame {...props}>
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
    </FieldFrame>
  );
}
