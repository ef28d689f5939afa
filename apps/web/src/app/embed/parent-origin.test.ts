import { describe, expect, it } from 'vitest';
import { isFramed } from './is-framed';
import {
  allowedParentOrigins,
  isLocalHost,
  servedParentOrigins,
  targetOrigin,
} from './parent-origin';

const prod = { origin: 'https://apply.fiesta.es', hostname: 'apply.fiesta.es' };
const local = { origin: 'http://fiesta.localhost:8080', hostname: 'fiesta.localhost' };

describe('parent origin allow-list', () => {
  it('in production allows only the configured origins and never *', () => {
    const allowed = allowedParentOrigins(['https://www.fiesta.es', '*'], prod, false);
    expect(allowed).toEqual(['https://www.fiesta.es']);
    expect(targetOrigin('https://www.fiesta.es', allowed)).toBe('https://www.fiesta.es');
    expect(targetOrigin('https://evil.example', allowed)).toBeUndefined();
    expect(targetOrigin(prod.origin, allowed)).toBeUndefined();
    expect(targetOrigin(undefined, allowed)).toBeUndefined();
  });

  it('on local hosts and in development also allows the app origin', () => {
    expect(allowedParentOrigins([], local, false)).toEqual([local.origin]);
    expect(allowedParentOrigins([], prod, true)).toEqual([prod.origin]);
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('askrobin.localhost')).toBe(true);
    expect(isLocalHost('localhost.evil.com')).toBe(false);
  });
});

describe('served parent origins', () => {
  it('are read from the data-embed-parents the server stamps on <html>, none without it', () => {
    const doc = document.implementation.createHTMLDocument('');
    expect(servedParentOrigins(doc)).toEqual([]);
    doc.documentElement.dataset.embedParents = 'https://www.fiesta.es http://partner.localhost:81';
    expect(servedParentOrigins(doc)).toEqual([
      'https://www.fiesta.es',
      'http://partner.localhost:81',
    ]);
  });
});

describe('isFramed', () => {
  it('is false for a top-level window and true when top differs or is unreadable', () => {
    expect(isFramed(window)).toBe(false);
    expect(isFramed({ self: 1, top: 2 } as unknown as Window)).toBe(true);
    const crossOrigin = {
      self: 1,
      get top(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(isFramed(crossOrigin as unknown as Window)).toBe(true);
  });
});
