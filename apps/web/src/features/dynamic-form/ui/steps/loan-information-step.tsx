import DynamicStep from './dynamic-step';
import { LoanSummary } from './loan-summary';
import type { StepProps } from './step-props';

/** A step about the loan itself: it reminds the applicant what they asked for. */
export default function LoanInformationStep(props: StepProps) {
  return (
    <DynamicStep {...props}>
      <LoanSummary stored={props.stored} product={props.product} />
    </DynamicStep>
  );
}
