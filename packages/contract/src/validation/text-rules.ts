// Spec 5 rules for free-text personal fields. Letters are Unicode letters (\p{L}) plus
// combining marks (\p{M}), so 'José', 'Łukasz', 'Nguyễn' and decomposed accents all pass.
import { validationMessages as M } from './messages.ts';
import { patterned } from './primitives.ts';

/**
 * The country-free shape of a postal code: digits and capitals with single inner spaces or
 * hyphens, which every country's written form fits. Spec 5's five digits fit only some of our
 * countries; the country's own format is checked on top (validation/national, ADR 0028).
 */
export const postalCodePattern = /^[0-9A-Z]+(?:[ -][0-9A-Z]+)*$/;

/** Letter runs separated by exactly one space or hyphen: 'Anna-Maria de la Cruz'. */
export const namePattern = /^[\p{L}\p{M}]+(?:[ -][\p{L}\p{M}]+)*$/u;

/** Starts with a letter or digit, may hold spaces, dots and hyphens inside, ends in a letter. */
export const jobTitlePattern = /^(?:[\p{L}\p{N}][\p{L}\p{M}\p{N} .-]*)?\p{L}\p{M}*$/u;

/** Letters and digits with ' & , . + - and spaces, ending in a letter, digit or dot. */
export const companyNamePattern = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} '&,.+-]*[\p{L}\p{M}\p{N}.])?$/u;

// The usual mailbox pattern, with a dotted domain, no leading, trailing or doubled dot in the
// local part, and labels that do not end in a hyphen. Case-insensitive by listing both cases:
// JSON Schema (OpenAPI) keeps a pattern's source but drops its flags.
export const emailPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const postalCodeSchema = patterned(postalCodePattern, M.postalCodeFormat, 10);
export const nameSchema = patterned(namePattern, M.nameFormat, 100);
export const jobTitleSchema = patterned(jobTitlePattern, M.jobTitleFormat, 100);
export const companyNameSchema = patterned(companyNamePattern, M.companyNameFormat, 150);
export const pensionPayerSchema = patterned(companyNamePattern, M.pensionPayerFormat, 150);
// RFC 5321 limits a forward path to 254 characters.
export const emailSchema = patterned(emailPattern, M.emailFormat, 254);
