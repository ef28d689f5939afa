import { describe, expect, it } from 'vitest';
import { parseCookies, readClickIds } from './click-id-cookies';

const now = new Date('2026-06-01T10:00:00.000Z');

describe('readClickIds', () => {
  it('reads the pixel cookies and the ttclid from the address', () => {
    const cookies = '_ga=1; _fbp=fb.1.1.123; _fbc=fb.1.2.CLICK; _ttp=TT%20P';
    expect(readClickIds(cookies, new URLSearchParams('ttclid=T1'), now)).toEqual({
      fbp: 'fb.1.1.123',
      fbc: 'fb.1.2.CLICK',
      ttp: 'TT P',
      ttclid: 'T1',
    });
  });

  it('builds the social click value from fbclid when the cookie is not there yet', () => {
    expect(readClickIds('', new URLSearchParams('fbclid=ABC'), now)).toEqual({
      fbc: `fb.1.${now.getTime()}.ABC`,
    });
  });

  it('prefers the cookie over fbclid', () => {
    expect(readClickIds('_fbc=fb.1.2.C', new URLSearchParams('fbclid=ABC'), now).fbc).toBe(
      'fb.1.2.C',
    );
  });

  it('returns nothing without cookies or click ids', () => {
    expect(readClickIds('', new URLSearchParams(), now)).toEqual({});
  });
});

describe('parseCookies', () => {
  it('keeps a value that is not valid percent-encoding as it is and skips parts without =', () => {
    expect([...parseCookies('a=%E0%A4%A; junk; b = 2 ')]).toEqual([
      ['a', '%E0%A4%A'],
      ['b', '2'],
    ]);
  });
});
