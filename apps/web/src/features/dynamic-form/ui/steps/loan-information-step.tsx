import { StepForm } from '../form/step-form';
import { useFormText } from '../use-form-text';
import { LoanSummary } from './loan-summary';
import type { StepProps } from './step-props';

/** A step about the loan itself: it reminds the applicant what they asked for. */
export default function LoanInformationStep(props: StepProps) {
  const { form, stored, product, isLast, onSubmit, onPrevious } = props;
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
      <LoanSummary stored={stored} product={product} />
    </StepForm>
  );
}
