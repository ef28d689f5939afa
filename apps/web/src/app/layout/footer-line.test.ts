import { describe, expect, it } from 'vitest';
import { isChromeTransparent } from './chrome-transparency';
import { footerLine } from './footer-line';

describe('footer line', () => {
  const now = new Date('2031-05-04T10:00:00Z');
  it('is the footer text, a dash and the current year', () => {
    expect(footerLine('Fiesta Créditos S.L.', 'Fiesta', now)).toBe('Fiesta Créditos S.L. - 2031');
  });
  it('falls back to the product name', () => {
    expect(footerLine(undefined, 'Fiesta', now)).toBe('Fiesta - 2031');
    expect(footerLine(' ', 'Fiesta', now)).toBe('Fiesta - 2031');
  });
});

describe('header and footer transparency', () => {
  it('is on for continue paths', () => {
    expect(isChromeTransparent('/continue/abc', {})).toBe(true);
  });
  it('is on while the ui overlay state is non-empty', () => {
    expect(isChromeTransparent('/', { modal: 'amount' })).toBe(true);
  });
  it('is off for other paths with an empty ui object', () => {
    expect(isChromeTransparent('/personal-details', {})).toBe(false);
  });
});
