// The client-side schema of one legacy step, built from the contract (spec 5) so the form and
// the API validate alike: each field's rule is its lead field's rule (or the brand's phone,
// IBAN, postal code or ID rule), after the typed text has become the lead value, through the
// form kit's resolver (ADR 0052). Nested by lead group, so the parsed output is exactly the
// step's `changes` for saveLead.
import type { Product } from '@finceptiv/contract/products';
import { leadFieldRule } from '@finceptiv/contract/entities/lead-field-rule';
import * as z from 'zod/mini';
import { formResolver, formSchema } from '@/shared/ui/form/form-resolver';
import { leadPlace, type LegacyField } from '../steps/legacy-field';
import { heavyRule, type HeavyRules } from '@/shared/ui/form/heavy-rules';
import { heavyFieldNames } from './heavy-field-names';
import type { LegacyInput, StepValues } from './use-legacy-form';

type Schema = z.core.$ZodType;

function ruleFor(field: LegacyField, product: Product, brand: HeavyRules): Schema | undefined {
  const { control, name } = field;
  if (control.kind === 'tel' && brand.phone) {
    // Sent in international form, so the lead never depends on where it was typed.
    const { schema, normalize } = brand.phone;
    return z.pipe(
      schema(product.country),
      z.transform((v: string) => normalize(v, product.country) ?? v),
    );
  }
  return heavyRule(field, brand, product.country, heavyFieldNames) ?? leadFieldRule(name);
}

interface PersonAnswers {
  personalCode?: string;
  dateOfBirth?: string;
  gender?: 'male' | 'female' | 'other';
}

/**
 * The step that asks the ID beside the birth date and gender (Mexico, Romania, Vietnam) checks
 * them against each other as the API does; the error sits on the ID.
 */
function personCrossCheck(brand: HeavyRules) {
  return z.superRefine<PersonAnswers>((person, ctx) => {
    const code = person.personalCode;
    const message = code && brand.personalCode?.message(code, person);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['personalCode'], input: code });
  });
}

export function stepSchema(fields: readonly LegacyField[], product: Product, brand: HeavyRules) {
  return formSchema(fields, {
    rule: (field) => ruleFor(field, product, brand),
    group: (name, schema) =>
      name === 'personalDetails' ? schema.check(personCrossCheck(brand)) : schema,
  });
}

// Samples in one-byte and two-byte text: V8 compiles a pattern separately for each.
const warmUpSamples = ['Ana', 'Nguyễn'];

/**
 * Runs the step's checks on sample answers and throws the results away. Patterns over Unicode
 * classes (\p{L}) are compiled on their first runs, some milliseconds each; run while the
 * applicant is typing, that cost is no longer inside the Continue press (issue 11).
 */
export function warmUpStepChecks(schema: Schema, fields: readonly LegacyField[]): void {
  for (const sample of warmUpSamples) {
    const answers: Record<string, Record<string, string> | string> = {};
    for (const field of fields) {
      const [group, key] = leadPlace(field.name);
      const node = answers[group];
      answers[group] =
        key === undefined ? sample : { ...(typeof node === 'object' ? node : {}), [key]: sample };
    }
    // V8 interprets a pattern on its first run and compiles it to machine code on a later one.
    for (let run = 0; run < 2; run++) {
      try {
        z.safeParse(schema, answers);
      } catch {
        // A sample no field would take: whatever ran before the throw is warm all the same.
      }
    }
  }
}

/**
 * A step's checks as its form uses them: the resolver, and a warm-up of the very schema it runs
 * (built once per step, so what ran while the applicant typed is what Continue runs).
 */
export function stepChecks(fields: readonly LegacyField[], product: Product, brand: HeavyRules) {
  const schema = stepSchema(fields, product, brand);
  return {
    resolve: formResolver<LegacyInput, StepValues>(schema),
    warmUp: () => {
      warmUpStepChecks(schema, fields);
    },
  };
}
