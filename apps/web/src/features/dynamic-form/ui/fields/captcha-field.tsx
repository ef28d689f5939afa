import type { FieldProps } from './field-props';

// The captcha widget (loaded by the page) writes its label into this hidden input; there is
// nothing for the applicant to fill in, so no visible control and no label.
export function CaptchaField({ field, register }: FieldProps) {
  return <input type="hidden" {...register(field.name)} />;
}
