// Strict bodies of the post-offer step calls, built from the step table (post-offer-steps.ts):
// `{ id, answers?, consents?, verification?, ...the lead fields the step may fill }` and nothing
// more. An unknown field, at the top or inside answers and lead groups, is a 422 naming it
// (`validation.unknownField`), never silently merged into the lead.
import * as z from 'zod/mini';
import { referenceDetailsSchema, employerSchema } from '../entities/employer.ts';
import { personalDetailsSchema } from '../entities/applicant.ts';
import {
  postOfferStepFor,
  statesForEndpoint,
  type PostOfferStep,
  type StepLeadFields,
} from '../post-offer-steps.ts';
import { validationMessages as M } from '../validation/messages.ts';
import { flag, patterned, strictKeys as strict, text } from '../validation/primitives.ts';
import { leadIdSchema } from './common.ts';

export const stepAnswerValueSchema = z.union([
  z.string().check(z.maxLength(500)),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type StepAnswerValue = z.infer<typeof stepAnswerValueSchema>;

/** A provider's signed result, as the widget hands it over (checked by the API, not here). */
export const verificationResultSchema = patterned(/^[\w.-]+$/, M.invalid, 512);

const leadFieldShapes = {
  employerName: {
    employer: z.optional(z.strictObject({ name: employerSchema.shape.name }, strict)),
  },
  personalCode: {
    personalDetails: z.optional(
      z.strictObject({ personalCode: personalDetailsSchema.shape.personalCode }, strict),
    ),
  },
  referencePerson: {
    referenceDetails: z.optional(z.strictObject(referenceDetailsSchema.shape, strict)),
  },
} satisfies Record<StepLeadFields, z.core.$ZodLooseShape>;

/** Everything a step body can hold; each step accepts only its own part of it. */
export interface StepBody {
  id: string;
  answers?: Record<string, StepAnswerValue>;
  consents?: Record<string, boolean>;
  verification?: string;
  employer?: { name?: string };
  personalDetails?: { personalCode?: string };
  referenceDetails?: { type?: string; name?: string; phoneNumber?: string };
}

function bodySchemaOf(steps: readonly PostOfferStep[]): z.ZodMiniType<StepBody> {
  const answerNames = [...new Set(steps.flatMap((s) => s.answers ?? []))];
  const shape: z.core.$ZodLooseShape = { id: leadIdSchema };
  if (answerNames.length > 0) {
    const answers = Object.fromEntries(
      answerNames.map((name) => [name, z.optional(stepAnswerValueSchema)]),
    );
    shape.answers = z.optional(z.strictObject(answers, strict));
  }
  if (steps.some((s) => s.consents)) shape.consents = z.optional(z.record(text(100), flag()));
  if (steps.some((s) => s.verification)) shape.verification = z.optional(verificationResultSchema);
  for (const step of steps) if (step.lead) Object.assign(shape, leadFieldShapes[step.lead]);
  return z.strictObject(shape, strict) as unknown as z.ZodMiniType<StepBody>;
}

const byState = new Map<number, z.ZodMiniType<StepBody>>();

/** The body one state's step accepts (the API checks it against the lead's current state). */
export function stepBodySchemaFor(state: number): z.ZodMiniType<StepBody> | undefined {
  const step = postOfferStepFor(state);
  if (step === undefined) return undefined;
  const schema = byState.get(state) ?? bodySchemaOf([step]);
  byState.set(state, schema);
  return schema;
}

/** The body an endpoint accepts: the union of its states' fields (route map, OpenAPI). */
export function stepBodySchemaForEndpoint(endpoint: string): z.ZodMiniType<StepBody> {
  const steps = statesForEndpoint(endpoint).map((state) => postOfferStepFor(state));
  if (steps.length === 0) throw new Error(`no post-offer step for ${endpoint}`);
  return bodySchemaOf(steps.filter((s): s is PostOfferStep => s !== undefined));
}
