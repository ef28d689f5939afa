import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { streetSchema } from './address-rules.ts';
import { sessionIdSchema } from './identifier-rules.ts';
import { emailSchema, nameSchema, postalCodeSchema } from './text-rules.ts';

// The API validates and documents with the JSON Schema form of these rules, which keeps a
// pattern's source but not its flags; both forms must accept and reject the same values.
const cases = [
  [emailSchema, ['Anna.Smith@Example.COM', 'a@b.es', 'a..b@c.es', 'a@b']],
  [
    sessionIdSchema,
    ['3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F', '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f', 'x'],
  ],
  [nameSchema, ['María José', 'Łukasz-Nowak', 'Ann3']],
  [streetSchema, ['Calle Mayor, 5', 'Calle-']],
  [postalCodeSchema, ['28013', '00-950', '00--950', '2801a']],
] as const;

describe('JSON Schema patterns', () => {
  it.each(cases)('agree with the zod rule %#', (schema, values) => {
    const json = z.toJSONSchema(schema) as { pattern?: string; allOf?: { pattern?: string }[] };
    const patterns = [json.pattern, ...(json.allOf ?? []).map((p) => p.pattern)].filter(
      (p): p is string => p !== undefined,
    );
    expect(patterns.length).toBeGreaterThan(0);
    const regexes = patterns.map((p) => new RegExp(p, 'u'));
    for (const v of values)
      expect(
        regexes.every((re) => re.test(v)),
        v,
      ).toBe(schema.safeParse(v).success);
  });
});
