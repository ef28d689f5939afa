import { describe, expect, it } from 'vitest';
import { hashSecret, mintSecret } from '../src/http/secrets.ts';

// The database holds only these hashes (lead-access cookies, continue links, operator
// sessions): a change of algorithm or encoding would silently orphan every stored one.
describe('bearer secrets', () => {
  it('hashes with SHA-256 in base64url, as the stored hashes were made', () => {
    expect(hashSecret('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('mints 256 random bits as 43 base64url characters, with their hash', () => {
    const minted = mintSecret();
    expect(minted.secret).toMatch(/^[\w-]{43}$/);
    expect(minted.hash).toBe(hashSecret(minted.secret));
    expect(mintSecret().secret).not.toBe(minted.secret);
  });
});
