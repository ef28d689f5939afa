import { useFormText } from '../use-form-text';
import type { FieldProps } from './field-props';

// The captcha widget (loaded by the page) writes its token into this hidden input, which
// travels with the lead. There is nothing to type, but the applicant sees a translated line
// saying that a human check protects the form (spec 2: the captcha label).
export function CaptchaField({ field, label, register }: FieldProps) {
  const { t } = useFormText();
  return (
    <>
      <p className="captcha-note">
        {label}: {t('form>captchaNote')}
      </p>
      <input type="hidden" {...register(field.name)} />
    </>
  );
}
