// Answer checks: the contract's rules where the answer is a lead field, small local rules
// for partner answers. Each returns an i18n key (contract keys live in 'common', ours in
// 'post-offer').
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

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number): AnswerCheck {
  return (value) => {
    if (typeof value !== 'number' || Number.isNaN(value)) return M.invalid;
    if (!Number.isInteger(value)) return M.integer;
    if (value < min) return M.numberMin;
    if (value > max) return M.numberMax;
    return undefined;
  };
}

/** An amount of money from 0 to `max` (two decimals at most). */
export function amount(max: number): AnswerCheck {
  return (value) => {
    if (typeof value !== 'number' || Number.isNaN(value)) return M.invalid;
    if (value < 0) return M.numberMin;
    if (value > max) return M.numberMax;
    return Math.round(value * 100) === value * 100 ? undefined : M.invalid;
  };
}

export function pattern(regex: RegExp, message: string): AnswerCheck {
  return (value) => (typeof value === 'string' && regex.test(value) ? undefined : message);
}

export const cnpCheck: AnswerCheck = (value) =>
  typeof value === 'string' && isValidCnp(value) ? undefined : 'errors>cnp';

/** A vehicle registration year: from 1980 to next year (next year's models are sold now). */
export function registrationYear(now: Date = new Date()): AnswerCheck {
  return wholeNumber(1980, now.getFullYear() + 1);
}
