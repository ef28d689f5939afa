import { describe, expect, it, vi } from 'vitest';
import { keyedCache } from './keyed-cache';

describe('keyedCache', () => {
  it('builds a value once per key and hands the same one out after', () => {
    const cached = keyedCache<{ key: string }>();
    const build = vi.fn((key: string) => ({ key }));
    const first = cached('es-MX', () => build('es-MX'));
    expect(cached('es-MX', () => build('es-MX'))).toBe(first);
    expect(cached('ro-RO', () => build('ro-RO'))).toEqual({ key: 'ro-RO' });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps a falsy answer rather than building it again', () => {
    const cached = keyedCache<boolean>();
    const build = vi.fn(() => false);
    expect(cached('/nowhere', build)).toBe(false);
    expect(cached('/nowhere', build)).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
