// The shape of a brand's dynamic-form definitions (spec 2, Dynamic form (v3)). Definitions are
// plain data so that they can be validated on load, held in the Redux state and persisted.
// Names, contexts, step types, values and field errors are the contract's.
import type {
  DataPointValue,
  FieldError,
  StepContext,
} from '@finceptiv/contract/entities/dynamic-form';
import { initialFormPath } from '@finceptiv/contract/entities/form-paths';
import type { DataPointField } from '@/shared/ui/form/field-types';

export type { DataPointValue, FieldError };
// A field's shape is the form kit's, which the legacy and post-offer forms share.
export { controlKinds } from '@/shared/ui/form/field-types';
export type { Control, ControlKind, DataPointField } from '@/shared/ui/form/field-types';

export { stepContexts } from '@finceptiv/contract/entities/dynamic-form';
export type {
  StepContext,
  FormStepType as StepType,
} from '@finceptiv/contract/entities/dynamic-form';

/** The first page of the v3 flow (spec 2). */
export const firstFormPath = initialFormPath;

// A yes-no answer is a boolean, because the lead stores those answers as flags.
export type DataPointValues = Readonly<Partial<Record<string, DataPointValue>>>;

interface FormBase {
  path: string;
  context: StepContext;
  dataPoints: readonly DataPointField[];
}

/** Spec 2: an answer on a form that meets the condition adds these data points (and their forms). */
export interface AnswerAdds {
  /** Id in the condition registry, read on the answers saved so far. */
  condition: string;
  dataPoints: readonly string[];
}

interface SequencedForm extends FormBase {
  /** In the sequence from the start; otherwise added when one of its data points is added. */
  includeOnInit: boolean;
  /** Data points this form's answers bring: their forms join the sequence when it is saved. */
  adds?: readonly AnswerAdds[];
  /** Id in the condition registry; the form is shown only while it holds. */
  condition?: string;
  /** Fixed progress (0-100) shown on this form instead of the computed one. */
  manualProgress?: number;
}

export interface LoanInformationStep extends SequencedForm {
  stepType: 'loan-information';
}

export interface PersonalInformationStep extends SequencedForm {
  stepType: 'personal-information';
  /** Path of a 'modal' form opened from this step (initial-details: amount and period). */
  modal?: string;
}

export interface DynamicStep extends SequencedForm {
  stepType: 'dynamic';
}

/** Opened from another step, never a stop of its own in next/previous. */
export interface ModalStep extends FormBase {
  stepType: 'modal';
}

export type FormDefinition =
  LoanInformationStep | PersonalInformationStep | DynamicStep | ModalStep;
export type SequencedStep = Exclude<FormDefinition, ModalStep>;
