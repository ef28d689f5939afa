// Strict bodies of the post-offer step calls, built from the step table (post-offer-steps.ts):
// `{ id, answers?, consents?, verification?, ...the lead fields the step may fill }` and nothing
// more. An unknown field, at the top or inside answers and lead groups, is a 422 naming it
// (`validation.unknownField`), never silently merged into the lead. Each answer is checked with
// its one rule (post-offer-answers.ts, ADR 0035), the same schema the web app's form applies:
// a wrong value is a 422 naming `answers.<name>` with the rule's message key, and a state's
// required answer left out is `validation.required`.
import * as z from 'zod/mini';
import { referenceDetailsSchema, employerSchema } from '../entities/employer.ts';
import { personalDetailsSchema } from '../entities/applicant.ts';
import { answerRuleFor, type AnswerRule } from '../post-offer-answers.ts';
import {
  postOfferStepFor,
  statesForEndpoint,
  type PostOfferStep,
  type StepLeadFields,
} from '../post-offer-steps.ts';
import { validationMessages as M } from '../validation/messages.ts';
import { flag, patterned, record, strictKeys as strict, text } from '../validation/primitives.ts';
import { leadIdSchema } from './common.ts';

/** What an answer may be at all; each name's own rule narrows it (post-offer-answers.ts). */
export type StepAnswerValue = string | number | boolean;

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

function ruleOf(name: string): AnswerRule {
  const rule = answerRuleFor(name);
  if (rule === undefined) throw new Error(`no post-offer answer rule for ${name}`);
  return rule;
}

/** A missing answer is `required`, before its rule sees `undefined`. */
function requiredAnswer(schema: z.core.$ZodType) {
  return z.pipe(
    z.custom((value) => value !== undefined, { error: M.required, abort: true }),
    schema,
  );
}

/**
 * The answers object of one or more steps. `enforceRequired` is off for an endpoint's union
 * (sibling states share it, each with its own required answers); the per-state body checks them.
 */
function answersSchemaOf(names: readonly string[], enforceRequired: boolean) {
  const shape = Object.fromEntries(
    names.map((name) => {
      const rule = ruleOf(name);
      return [
        name,
        enforceRequired && rule.required ? requiredAnswer(rule.schema) : z.optional(rule.schema),
      ];
    }),
  );
  const whenAccepted = enforceRequired ? names.filter((n) => ruleOf(n).requiredWhenAccepted) : [];
  const answers = z.strictObject(shape, strict);
  if (whenAccepted.length === 0) return answers;
  return answers.check(
    z.superRefine((value: Record<string, unknown>, ctx) => {
      if (value.decision !== 'accepted') return;
      for (const name of whenAccepted)
        if (value[name] === undefined)
          ctx.issues.push({ code: 'custom', path: [name], message: M.required, input: value });
    }),
  );
}

function bodySchemaOf(
  steps: readonly PostOfferStep[],
  enforceRequired: boolean,
): z.ZodMiniType<StepBody> {
  const answerNames = [...new Set(steps.flatMap((s) => s.answers ?? []))];
  const shape: z.core.$ZodLooseShape = { id: leadIdSchema };
  if (answerNames.length > 0) {
    const answers = answersSchemaOf(answerNames, enforceRequired);
    const anyRequired = answerNames.some((name) => ruleOf(name).required);
    // With a required answer the object itself must be there: its absence names `answers`.
    shape.answers = enforceRequired && anyRequired ? requiredAnswer(answers) : z.optional(answers);
  }
  if (steps.some((s) => s.consents)) shape.consents = z.optional(record(text(100), flag()));
  if (steps.some((s) => s.verification)) shape.verification = z.optional(verificationResultSchema);
  for (const step of steps) if (step.lead) Object.assign(shape, leadFieldShapes[step.lead]);
  return z.strictObject(shape, strict) as unknown as z.ZodMiniType<StepBody>;
}

const byState = new Map<number, z.ZodMiniType<StepBody>>();

/** The body one state's step accepts (the API checks it against the lead's current state). */
export function stepBodySchemaFor(state: number): z.ZodMiniType<StepBody> | undefined {
  const step = postOfferStepFor(state);
  if (step === undefined) return undefined;
  const schema = byState.get(state) ?? bodySchemaOf([step], true);
  byState.set(state, schema);
  return schema;
}

/**
 * The body an endpoint accepts: the union of its states' fields, every answer checked by its rule
 * but none required (route map, OpenAPI); the handler then applies the lead's state's own body.
 */
export function stepBodySchemaForEndpoint(endpoint: string): z.ZodMiniType<StepBody> {
  const steps = statesForEndpoint(endpoint).map((state) => postOfferStepFor(state));
  if (steps.length === 0) throw new Error(`no post-offer step for ${endpoint}`);
  return bodySchemaOf(
    steps.filter((s): s is PostOfferStep => s !== undefined),
    false,
  );
}
