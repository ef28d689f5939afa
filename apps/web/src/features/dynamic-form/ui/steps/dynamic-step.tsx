import type { ReactNode } from 'react';
import { StepForm } from '../form/step-form';
import { useFormText } from '../use-form-text';
import type { StepProps } from './step-props';

export default function DynamicStep({
  form,
  stored,
  product,
  isLast,
  onSubmit,
  onPrevious,
  children,
}: StepProps & { children?: ReactNode }) {
  const { t } = useFormText();
  return (
    <StepForm
      form={form}
      fields={form.fields}
      stored={stored}
      product={product}
      title={t(`contexts>${form.context}`)}
      submitLabel={t(isLast ? 'form>submit' : 'form>continue')}
      onSubmit={onSubmit}
      onPrevious={onPrevious}
    >
      {children}
    </StepForm>
  );
}
