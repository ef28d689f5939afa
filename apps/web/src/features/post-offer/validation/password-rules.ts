// The set-password rules shown while the applicant types. Length is the API's rule (the
// contract's passwordMinLength); the others are the usual advice against easily guessed ones.
import { passwordMinLength } from '@finceptiv/contract/api/step-schemas';

export type PasswordRule = 'length' | 'letter' | 'digit' | 'notEmailLike';

export function passwordRuleResults(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= passwordMinLength,
    letter: /\p{L}/u.test(password),
    digit: /\d/.test(password),
    notEmailLike: !/^\S+@\S+$/.test(password),
  };
}

export function isAcceptablePassword(password: string): boolean {
  return Object.values(passwordRuleResults(password)).every(Boolean);
}
