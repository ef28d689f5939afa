// Answer checks. Partner answers take their rule from the contract (post-offer-answers.ts,
// ADR 0035) and lead fields their lead schema, both through fromSchema; what stays here is
// screen-only: the offer's figures against the offer, the upload's document number, and the
// CNP screen's own message over the contract's Romanian ID rule (python-stdnum's, as the API's).
// Each returns an i18n key (contract keys live in 'common', ours in 'post-offer').
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import * as z from 'zod/mini';
import type { AnswerCheck } from './types';
import { rule as romanianId } from '@finceptiv/contract/validation/national/id-rules/ro';

/** A contract zod rule as an answer check: the first issue's message key. */
export function fromSchema(schema: z.core.$ZodType): AnswerCheck {
  return (value) => {
    const result = z.safeParse(schema, value);
    return result.success ? undefined : (result.error.issues[0]?.message ?? M.invalid);
  };
}

export function pattern(regex: RegExp, message: string): AnswerCheck {
  return (value) => (typeof value === 'string' && regex.test(value) ? undefined : message);
}

/** The Romanian personal numeric code: its date, county and check digit (spaces allowed). */
export const cnpCheck: AnswerCheck = (value) =>
  typeof value === 'string' && romanianId.compact(value) !== undefined ? undefined : 'errors>cnp';
