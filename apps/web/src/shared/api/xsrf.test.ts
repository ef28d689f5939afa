import { describe, expect, it } from 'vitest';
import { readXsrfToken } from './xsrf';

// The API names the XSRF cookie by the page's scheme (apps/api/src/http/xsrf.ts): `__Host-XSRF-TOKEN`
// over https, `XSRF-TOKEN` over plain http. The app echoes whichever the browser holds.
describe('readXsrfToken', () => {
  it('reads the plain cookie of an http page', () => {
    expect(readXsrfToken('lang=es; XSRF-TOKEN=plain.token')).toBe('plain.token');
  });

  it('reads the __Host- cookie of an https page', () => {
    expect(readXsrfToken('__Host-XSRF-TOKEN=host.token; lang=es')).toBe('host.token');
  });

  it('prefers the __Host- cookie to a plain one left from before, in either order', () => {
    expect(readXsrfToken('XSRF-TOKEN=old.token; __Host-XSRF-TOKEN=host.token')).toBe('host.token');
    expect(readXsrfToken('__Host-XSRF-TOKEN=host.token; XSRF-TOKEN=old.token')).toBe('host.token');
  });

  it('decodes the value, and finds none among other cookies or an empty one', () => {
    expect(readXsrfToken('XSRF-TOKEN=a%2Eb')).toBe('a.b');
    expect(readXsrfToken('sid=x; MY-XSRF-TOKEN=y; XSRF-TOKEN-OLD=z')).toBeUndefined();
    expect(readXsrfToken('__Host-XSRF-TOKEN=; XSRF-TOKEN=plain.token')).toBe('plain.token');
    expect(readXsrfToken('')).toBeUndefined();
  });
});
