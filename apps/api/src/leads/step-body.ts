import { leadDataSchema, type LeadData } from '@finceptiv/contract/entities/lead-data';
import { z } from 'zod';
import { fieldErrors, zodFieldErrors } from '../http/errors.ts';

// TODO: replace with the request schemas of @finceptiv/contract's API route map when it lands.
const answerValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
const stepExtrasSchema = z.object({
  id: z.string().max(64),
  /** Partner-specific answers that are not lead fields (offer option, bank, ...). */
  answers: z.record(z.string().max(64), answerValue).optional(),
  /** Customer consents by id: true = accepted. */
  consents: z.record(z.string().max(100), z.boolean()).optional(),
});

export interface StepBody {
  id: string;
  data: LeadData;
  answers: Record<string, string | number | boolean | null>;
  consents: Record<string, boolean>;
}

/** `{ id, answers?, consents?, ...lead groups }`: the groups are checked with the contract's lead schema. */
export function parseStepBody(body: unknown): StepBody {
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const extras = stepExtrasSchema.safeParse({
    id: record.id,
    answers: record.answers,
    consents: record.consents,
  });
  if (!extras.success) throw fieldErrors(zodFieldErrors(extras.error.issues));
  if (Object.keys(extras.data.answers ?? {}).length > 50) {
    throw fieldErrors([{ fieldName: 'answers', message: 'validation.tooLong' }]);
  }
  const rest = Object.fromEntries(
    Object.entries(record).filter(([k]) => !['id', 'answers', 'consents', 'product'].includes(k)),
  );
  const data = leadDataSchema.safeParse(rest);
  if (!data.success) throw fieldErrors(zodFieldErrors(data.error.issues));
  const lead: LeadData = { ...data.data };
  delete lead.id;
  return {
    id: extras.data.id,
    data: lead,
    answers: extras.data.answers ?? {},
    consents: extras.data.consents ?? {},
  };
}
