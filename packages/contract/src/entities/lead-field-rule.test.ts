import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { leadFieldRule, unwrapSchema } from './lead-field-rule.ts';

describe('a lead field rule by its path', () => {
  it('is the rule the lead field wraps, not its optional shell', () => {
    const email = leadFieldRule('contactDetails.email');
    expect(email?._zod.def.type).not.toBe('optional');
    expect(z.safeParse(email!, 'ana@example.ro').success).toBe(true);
    expect(z.safeParse(email!, 'ana@').success).toBe(false);
    // Optional as a lead field, required once a form asks it.
    expect(z.safeParse(email!, undefined).success).toBe(false);
  });

  it('is missing for a path the lead does not have', () => {
    expect(leadFieldRule('contactDetails.fax')).toBeUndefined();
    expect(leadFieldRule('nothing.here')).toBeUndefined();
  });

  it('unwraps optional, default and nullable layers only', () => {
    const inner = z.string();
    expect(unwrapSchema(z.optional(z.nullable(inner)))).toBe(inner);
    expect(unwrapSchema(z._default(inner, 'x'))).toBe(inner);
    expect(unwrapSchema(z.array(inner))._zod.def.type).toBe('array');
  });
});
