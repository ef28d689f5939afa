import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '@/test-support/capture-log';
import { parseStored } from './parse-stored';

let restore: () => void;
beforeEach(() => {
  restore = captureLog().restore;
});
afterEach(() => {
  restore();
});

describe('parseStored (properties)', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        parseStored(raw);
      }),
    );
  });

  it('reads back any JSON value written with JSON.stringify', () => {
    // Text that itself looks like JSON or an ISO time is unwrapped or revived by design.
    const plain = fc.jsonValue().filter((v) => !hasSpecialText(v));
    fc.assert(
      fc.property(plain, (value) => {
        expect(JSON.stringify(parseStored(JSON.stringify(value)))).toBe(JSON.stringify(value));
      }),
    );
  });

  it('unwraps any value stored as JSON inside JSON up to 10 times', () => {
    // Only objects and arrays unwrap: text such as "12345" (a lead id) must stay text.
    const plain = fc
      .jsonValue()
      .filter((v) => !hasSpecialText(v) && v !== null && typeof v === 'object');
    fc.assert(
      fc.property(plain, fc.integer({ min: 1, max: 10 }), (value, times) => {
        let text = JSON.stringify(value);
        for (let i = 1; i < times; i++) text = JSON.stringify(text);
        expect(JSON.stringify(parseStored(text))).toBe(JSON.stringify(value));
      }),
    );
  });
});

function hasSpecialText(value: unknown): boolean {
  if (typeof value === 'string')
    return /^\s*[[{"]/.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value);
  if (Array.isArray(value)) return value.some(hasSpecialText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasSpecialText);
  return false;
}
