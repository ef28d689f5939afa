import type { Product } from '@finceptiv/contract/products';
import type { DataPointField, DataPointValues } from '../../definitions/types';
import type { DynamicForm } from '../../engine/form-entities';
import type { StepOutput } from '../form/use-step-form';

export interface StepProps {
  form: DynamicForm;
  stored: DataPointValues;
  product: Product;
  isLast: boolean;
  onSubmit: (values: StepOutput) => void;
  onPrevious?: (() => void) | undefined;
  /** Id of the page heading that names the form (StepForm then renders none). */
  labelledBy?: string | undefined;
  /** The next form's fields: their heavy checks load with this form's (use-step-form.ts). */
  nextFields?: readonly DataPointField[] | undefined;
  /** Save a modal's values without moving on. */
  onSaveModal: (path: string, values: StepOutput) => void;
}
