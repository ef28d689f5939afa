import { describe, expect, it } from 'vitest';
import { cnpCheck } from '../definitions/checks';
import { resendCoolDownMs, secondsUntilResend } from './cool-down';
import { isAcceptablePassword, passwordRuleResults } from './password-rules';
import { isPreviewable, maxUploadBytes, uploadProblem } from './upload-limits';
import {
  isVerificationCodeFormat,
  normalizeVerificationCode,
  refusedCodeReason,
} from './verification-code';

describe('CNP (Romanian personal numeric code) on its screen', () => {
  // The check digit by hand (weights 279146358279, a rest of 10 written 1): the test's own
  // oracle, so each case below has one fault only.
  const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  const withCheck = (first12: string) => {
    const rest = weights.reduce((t, w, i) => t + w * Number(first12[i]), 0) % 11;
    return `${first12}${String(rest === 10 ? 1 : rest)}`;
  };

  it.each(['1900313400010', '1900313 400010', withCheck('504022946001')])('accepts %s', (cnp) => {
    expect(cnpCheck(cnp)).toBeUndefined();
  });

  it.each([
    ['wrong check digit', '1900313400011'],
    ['12 digits', '190031340001'],
    ['14 digits', `${withCheck('190031340001')}0`],
    ['a letter', '19003134000A0'],
    ['sex digit 0', withCheck('090031340001')],
    ['month 13', withCheck('190131340001')],
    ['30 February', withCheck('190023040001')],
    ['county 53', withCheck('190031353001')],
    ['empty', ''],
  ])('refuses %s with the screen message', (_why, cnp) => {
    expect(cnpCheck(cnp)).toBe('errors>cnp');
  });
});

describe('verification code', () => {
  it('takes six digits, with spaces or a dash pasted in', () => {
    expect(isVerificationCodeFormat('123456')).toBe(true);
    expect(isVerificationCodeFormat('123 456')).toBe(true);
    expect(normalizeVerificationCode(' 123-456 ')).toBe('123456');
    expect(isVerificationCodeFormat('12345')).toBe(false);
    expect(isVerificationCodeFormat('1234567')).toBe(false);
    expect(isVerificationCodeFormat('12345a')).toBe(false);
  });

  it('calls a refused code expired once its deadline has passed, wrong before', () => {
    const expiresAt = '2026-01-01T10:10:00.000Z';
    expect(refusedCodeReason(expiresAt, Date.parse('2026-01-01T10:09:59Z'))).toBe('wrong');
    expect(refusedCodeReason(expiresAt, Date.parse('2026-01-01T10:10:00Z'))).toBe('expired');
    expect(refusedCodeReason(undefined, 0)).toBe('wrong');
    expect(refusedCodeReason('not a date', 0)).toBe('wrong');
  });
});

describe('resend cool-down', () => {
  it('counts whole seconds down from 30 after a send', () => {
    const sentAt = 1_000_000;
    expect(secondsUntilResend(undefined, sentAt)).toBe(0);
    expect(secondsUntilResend(sentAt, sentAt)).toBe(resendCoolDownMs / 1000);
    expect(secondsUntilResend(sentAt, sentAt + 100)).toBe(30);
    expect(secondsUntilResend(sentAt, sentAt + 29_001)).toBe(1);
    expect(secondsUntilResend(sentAt, sentAt + 30_000)).toBe(0);
    expect(secondsUntilResend(sentAt, sentAt + 90_000)).toBe(0);
  });
});

describe('upload limits', () => {
  it('takes JPEG, PNG and PDF up to 5 MB', () => {
    expect(uploadProblem({ type: 'image/jpeg', size: 1 })).toBeUndefined();
    expect(uploadProblem({ type: 'image/png', size: maxUploadBytes })).toBeUndefined();
    expect(uploadProblem({ type: 'application/pdf', size: 2048 })).toBeUndefined();
  });

  it('names the problem: type, size or an empty file', () => {
    expect(uploadProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(uploadProblem({ type: '', size: 10 })).toBe('type');
    expect(uploadProblem({ type: 'image/png', size: maxUploadBytes + 1 })).toBe('size');
    expect(uploadProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('previews images only', () => {
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('application/pdf')).toBe(false);
  });
});

describe('password rules', () => {
  it('ticks each rule as the password grows', () => {
    expect(passwordRuleResults('')).toEqual({
      length: false,
      letter: false,
      digit: false,
      notEmailLike: true,
    });
    expect(passwordRuleResults('abc')).toMatchObject({ letter: true, digit: false, length: false });
    expect(isAcceptablePassword('correct horse 7')).toBe(true);
    expect(isAcceptablePassword('onlyletterslong')).toBe(false);
    expect(isAcceptablePassword('ana.ruiz@example.com1')).toBe(false);
  });
});
