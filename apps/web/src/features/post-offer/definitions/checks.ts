// Answer checks. Partner answers take their rule from the contract (post-offer-answers.ts,
// ADR 0035) and lead fields their lead schema, both through fromSchema; what stays here is
// screen-only: the offer's figures against the offer, the CNP checksum, the upload's document
// number. Each returns an i18n key (contract keys live in 'common', ours in 'post-offer').
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import * as z from 'zod/mini';
import type { AnswerCheck } from './types';
import { isValidCnp } from '../validation/cnp';

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

export const cnpCheck: AnswerCheck = (value) =>
  typeof value === 'string' && isValidCnp(value) ? undefined : 'errors>cnp';
