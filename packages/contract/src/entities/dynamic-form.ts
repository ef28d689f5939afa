// Spec 2 and 3: the v3 dynamic form. A form is one step identified by its path; the last one
// also carries everything to submit. Data point values are keyed by snake_case name.
import * as z from 'zod/mini';
import { choice, count, record, safeString, text } from '../validation/primitives.ts';

export const formStepTypes = [
  'loan-information',
  'personal-information',
  'dynamic',
  'modal',
] as const;
export type FormStepType = (typeof formStepTypes)[number];

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

/**
 * A data point's value: lists appear for e.g. lead_prefilled_fields. Its text is checked only for
 * unsafe characters here (a mapped data point's lead field rule checks the rest).
 */
export const dataPointValueSchema = z.union([
  safeString(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(safeString()),
]);
export type DataPointValue = z.infer<typeof dataPointValueSchema>;

export const dataPointValuesSchema = record(safeString(), dataPointValueSchema);
export type DataPointValues = z.infer<typeof dataPointValuesSchema>;

/** Data point names asked on each step, keyed by the step's path. */
export const dataPointsPerStepSchema = record(safeString(), z.array(safeString()));
export type DataPointsPerStep = z.infer<typeof dataPointsPerStepSchema>;

export const fieldErrorSchema = z.object({ fieldName: text(200), message: text(200) });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const dynamicFormSchema = z.object({
  path: text(100),
  context: choice(stepContexts),
  stepType: z.optional(choice(formStepTypes)),
  dataPoints: dataPointValuesSchema,
  prevButtonFormPath: z.nullable(text(100)),
  nextButtonFormPath: z.nullable(text(100)),
  errors: z.array(fieldErrorSchema),
  stepOrder: count(1000),
  dataPointsToSubmit: z.optional(dataPointValuesSchema),
  dataPointsPerStep: z.optional(dataPointsPerStepSchema),
});
export type DynamicForm = z.infer<typeof dynamicFormSchema>;
