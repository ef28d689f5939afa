import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as address from './address-rules.ts';
import { ibanSchema } from './iban.ts';
import { sessionIdSchema } from './identifier-rules.ts';
import { phoneNumberSchema } from './phone.ts';
import { text } from './primitives.ts';
import * as textRules from './text-rules.ts';
import { validationMessages as M } from './messages.ts';

const rules = {
  ...Object.fromEntries(Object.entries(textRules).filter(([k]) => k.endsWith('Schema'))),
  ...Object.fromEntries(Object.entries(address).filter(([k]) => k.endsWith('Schema'))),
  ibanSchema,
  sessionIdSchema,
  phoneES: phoneNumberSchema('ES'),
  text: text(),
} as Record<string, (typeof textRules)['nameSchema']>;

describe('every string rule', () => {
  it('never throws, reports only i18n keys and returns accepted input unchanged', () => {
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', ' ', '\t', '-'),
    );
    fc.assert(
      fc.property(input, (value) => {
        for (const [name, schema] of Object.entries(rules)) {
          const result = schema.safeParse(value);
          if (result.success) expect(result.data, name).toBe(value);
          else
            for (const issue of result.error.issues)
              expect(issue.message, name).toMatch(/^validation\./);
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each(['', ' ', '   ', '\t'])('treats blank %j as required', (value) => {
    expect(text().safeParse(value).error?.issues[0]?.message).toBe(M.required);
  });
});
