import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

// Known vectors: FIPS 180-2 ('abc') and the empty string; the others computed with node:crypto.
describe('sha256Hex', () => {
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['ana@example.com', '8e43ca37701228e74983efdbd0cff5c16b3b1e5d4e29a7c05626d4d25a018e11'],
  ])('hashes %j', async (input, expected) => {
    await expect(sha256Hex(input)).resolves.toBe(expected);
  });
});
