import { isStrongEnough } from '../passwords/password-strength.ts';

// An operator sees every brand's figures: a longer minimum than an applicant's password, and the
// same strength check (not a common password, not built from the operator's own address).
const operatorPasswordMinLength = 12;

/** Why the password will not do, or undefined when it will. */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < operatorPasswordMinLength)
    return `the password needs at least ${operatorPasswordMinLength} characters`;
  if (password.length > 200) return 'the password may have at most 200 characters';
  const words = email.toLowerCase().split(/[@.+_-]/);
  if (!isStrongEnough(password, words)) return 'the password is too easy to guess';
  return undefined;
}
