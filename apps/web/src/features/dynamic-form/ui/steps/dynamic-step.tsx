import type { ReactNode } from 'react';
import { OwnStepForm } from '../form/step-form';
import type { StepProps } from './step-props';

export default function DynamicStep(props: StepProps & { children?: ReactNode }) {
  return <OwnStepForm {...props} />;
}
