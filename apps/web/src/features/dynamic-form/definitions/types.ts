// The shape of a brand's dynamic-form definitions (spec 2, Dynamic form (v3)). Definitions are
// plain data so that they can be validated on load, held in the Redux state and persisted.

/** Step contexts of spec 2, used for grouping and progress. */
export const stepContexts = [
  'Loan information',
  'Personal details',
  'Demographic details',
  'Contact information',
  'Marital details',
  'Education',
  'Address information',
  'Income information',
  'Housing information',
  'Expenses',
  'Employment details',
  'Other information',
  'Banking details',
  'Reference details',
] as const;
export type StepContext = (typeof stepContexts)[number];

export const stepTypes = ['loan-information', 'personal-information', 'dynamic', 'modal'] as const;
export type StepType = (typeof stepTypes)[number];

/** The first page of the v3 flow (spec 2). */
export const firstFormPath = 'initial-details';

// 'captcha' is not an input the applicant types into: the captcha widget fills
// form_recaptchalabel, but it still needs a place (and a label) on initial-details.
export const controlKinds = [
  'text',
  'email',
  'tel',
  'date',
  'currency',
  'integer',
  'radio',
  'select',
  'yes-no',
  'checkbox',
  'postcode',
  'iban',
  'captcha',
] as const;
export type ControlKind = (typeof controlKinds)[number];

export type ChoiceControl = { kind: 'radio' | 'select'; options: readonly string[] };
export type PlainControl = { kind: Exclude<ControlKind, 'radio' | 'select'> };
export type Control = ChoiceControl | PlainControl;

/** Values a data point can hold; yes-no answers are the strings 'yes' and 'no'. */
export type DataPointValue = string | number | boolean | null;
export type DataPointValues = Readonly<Partial<Record<string, DataPointValue>>>;

export interface DataPointField {
  /** The snake_case data point name of spec 3; also the input's `name` attribute. */
  name: string;
  control: Control;
  /** Defaults to true; an optional field may be left empty. */
  required?: boolean;
  /** HTML autocomplete token, where one fits. */
  autocomplete?: string;
  /** Condition id: the field is asked (and submitted) only while it holds. */
  condition?: string;
}

interface FormBase {
  path: string;
  context: StepContext;
  dataPoints: readonly DataPointField[];
}

interface SequencedForm extends FormBase {
  /** In the sequence from the start; otherwise added when one of its data points is added. */
  includeOnInit: boolean;
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

export interface FieldError {
  fieldName: string;
  message: string;
}
