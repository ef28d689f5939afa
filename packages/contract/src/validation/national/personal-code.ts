// The personal code (national ID) rule, given one country's ID rule (id-rules/<cc>.ts), and its
// cross-check against the birth date and gender the applicant gave: an ID that encodes another
// birth date is a typo or someone else's, so the error sits on the ID (ADR 0028).
import * as z from 'zod/mini';
import type { Gender } from '../../entities/applicant.ts';
import { validationMessages as M, type ValidationMessageKey } from '../messages.ts';
import { text } from '../primitives.ts';
import type { IdRule } from './id-rules/id-rule.ts';

export interface IdHolder {
  dateOfBirth?: string | undefined;
  gender?: Gender | undefined;
}

/** The message key for an ID that is invalid or contradicts `holder`, else undefined. */
export function personalCodeMessage(
  rule: IdRule,
  value: string,
  holder: IdHolder = {},
): ValidationMessageKey | undefined {
  const id = rule.compact(value);
  if (id === undefined) return M.personalCodeFormat;
  const birth = rule.birth?.(id) ?? {};
  const { dateOfBirth, gender } = holder;
  if (dateOfBirth && birth.date && birth.date !== dateOfBirth) return M.personalCodeDateOfBirth;
  if (dateOfBirth && birth.year && birth.year !== Number(dateOfBirth.slice(0, 4)))
    return M.personalCodeDateOfBirth;
  // 'other' is an answer the ID cannot contradict.
  if (gender && gender !== 'other' && birth.gender && birth.gender !== gender)
    return M.personalCodeGender;
  return undefined;
}

/** The field rule without the cross-check (the birth date may come on another step). */
export function personalCodeSchema(rule: IdRule) {
  return text(30).check(
    z.refine((v) => rule.compact(v) !== undefined, { error: M.personalCodeFormat }),
  );
}
