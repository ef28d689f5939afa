// The personal code (national ID) rule of one country, and its cross-check against the birth
// date and gender the applicant gave: an ID that encodes another birth date is a typo or
// someone else's, so the error sits on the ID (ADR 0028).
import * as z from 'zod/mini';
import type { Gender } from '../../entities/applicant.ts';
import type { CountryCode } from '../../product-ids.ts';
import { validationMessages as M, type ValidationMessageKey } from '../messages.ts';
import { text } from '../primitives.ts';
import { encodedBirth } from './encoded-birth.ts';
import { idFormats } from './id-formats.ts';

export interface IdHolder {
  dateOfBirth?: string | undefined;
  gender?: Gender | undefined;
}

/** The stored form of a valid ID ('44051401359', 'X1234567L'), otherwise undefined. */
export function normalizePersonalCode(country: CountryCode, value: string): string | undefined {
  return idFormats[country](value);
}

/** The message key for an ID that is invalid or contradicts `holder`, else undefined. */
export function personalCodeMessage(
  country: CountryCode,
  value: string,
  holder: IdHolder = {},
): ValidationMessageKey | undefined {
  const id = normalizePersonalCode(country, value);
  if (id === undefined) return M.personalCodeFormat;
  const birth = encodedBirth(country, id);
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
export function personalCodeSchemaFor(country: CountryCode) {
  return text(30).check(
    z.refine((v) => normalizePersonalCode(country, v) !== undefined, {
      error: M.personalCodeFormat,
    }),
  );
}
