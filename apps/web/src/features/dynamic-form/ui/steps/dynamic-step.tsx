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
  labelledBy,
  children,
}: StepProps & { children?: ReactNode }) {
  const { t } = useFormText();
  return (
    <StepForm
      form={form}
      fields={form.fields}
      stored={stored}
      product={product}
      title={t(`titles>${form.path}`)}
      submitLabel={t(isLast ? 'form>submit' : 'form>continue')}
      onSubmit={onSubmit}
      onPrevious={onPrevious}
      labelledBy={labelledBy}
    >
      {children}
    </StepForm>
  );
}
