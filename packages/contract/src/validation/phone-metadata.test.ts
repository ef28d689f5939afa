import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { countries } from '../product-ids.ts';
import { phoneMetadata, phoneMetadataCountries } from './phone-metadata.ts';

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}
const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as Metadata;
const ours = phoneMetadata as unknown as Metadata;

// Regenerate with `node packages/contract/scripts/phone-metadata.mjs` when these fail after an
// update of libphonenumber-js.
describe('phone metadata cut to our countries', () => {
  it('covers every country a brand serves', () => {
    expect([...phoneMetadataCountries].sort()).toEqual([...countries].sort());
  });

  it('holds what the installed libphonenumber-js says for each of them', () => {
    expect(ours.version).toBe(full.version);
    for (const country of phoneMetadataCountries) {
      expect(ours.countries[country], country).toEqual(full.countries[country]);
    }
    const served = countries as readonly string[];
    const calling: Record<string, string[]> = {};
    for (const [code, list] of Object.entries(full.country_calling_codes)) {
      const kept = list.filter((country) => served.includes(country));
      if (kept.length > 0) calling[code] = kept;
    }
    expect(ours.country_calling_codes).toEqual(calling);
  });
});
