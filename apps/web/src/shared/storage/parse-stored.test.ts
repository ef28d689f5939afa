import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxJsonLayers, parseStored } from './parse-stored';

function wrap(value: unknown, times: number): string {
  let text = JSON.stringify(value);
  for (let i = 1; i < times; i++) text = JSON.stringify(text);
  return text;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseStored', () => {
  it('reads absent as undefined', () => {
    expect(parseStored(null)).toBeUndefined();
  });

  it('parses plain JSON and the strings true/false as booleans', () => {
    expect(parseStored('{"amount":500,"ok":true}')).toEqual({ amount: 500, ok: true });
    expect(parseStored('false')).toBe(false);
  });

  it('returns a bare non-JSON value (written by another script) as the raw string', () => {
    expect(parseStored('abc-123')).toBe('abc-123');
  });

  it('keeps text that holds a number or boolean as text (a lead id "12345" stays text)', () => {
    expect(parseStored(JSON.stringify('12345'))).toBe('12345');
  });

  it('unwraps JSON stored as a JSON string, up to 10 layers', () => {
    expect(parseStored(wrap({ a: 1 }, maxJsonLayers))).toEqual({ a: 1 });
  });

  it('stops at 10 layers: an 11-layer value keeps its innermost layer as text', () => {
    const parsed = parseStored(wrap({ a: 1 }, maxJsonLayers + 1));
    expect(parsed).toBe(JSON.stringify({ a: 1 }));
  });

  it('unwraps JSON held in string properties and counts those layers too', () => {
    const inner = JSON.stringify({ b: 2 });
    expect(parseStored(JSON.stringify({ a: inner, list: [inner] }))).toEqual({
      a: { b: 2 },
      list: [{ b: 2 }],
    });
  });

  it('revives ISO timestamps as dates, at any depth', () => {
    const parsed = parseStored(
      JSON.stringify({
        expiresAt: '2026-01-02T03:04:05.678Z',
        nested: { at: '2026-01-02T03:04:05+02:00' },
      }),
    ) as { expiresAt: Date; nested: { at: Date } };
    expect(parsed.expiresAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(parsed.nested.at).toEqual(new Date('2026-01-02T01:04:05Z'));
  });

  it('leaves date-like text that is not a real ISO timestamp alone', () => {
    expect(parseStored(JSON.stringify({ d: '2026-13-45T99:99:99Z', day: '2026-01-02' }))).toEqual({
      d: '2026-13-45T99:99:99Z',
      day: '2026-01-02',
    });
  });

  it('logs corrupt JSON and reads it as absent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStored('{"amount":', 'storedLoanApplication')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('storedLoanApplication'),
      expect.stringContaining('SyntaxError'),
    );
  });

  it('keeps a corrupt inner layer as text instead of failing the whole value', () => {
    expect(parseStored(JSON.stringify({ a: '{"broken":' }))).toEqual({ a: '{"broken":' });
  });

  it('never lets a stored __proto__ key reach the prototype', () => {
    const parsed = parseStored('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
