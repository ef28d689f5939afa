// The shape of brand definitions, checked when they load (and in CI by definitions.test.ts).
import * as z from 'zod/mini';
import { policyDocumentIds } from '@finceptiv/contract/policy-paths';
import { definitionProblems, type Vocabulary } from './consistency';
import { controlKinds, stepContexts, type FormDefinition } from './types';

const choiceKinds = ['radio', 'select'] as const;
const plainKinds = controlKinds.filter(
  (kind): kind is Exclude<(typeof controlKinds)[number], 'radio' | 'select'> =>
    kind !== 'radio' && kind !== 'select',
);

const nonEmpty = z.string().check(z.minLength(1));

const controlSchema = z.union([
  z.strictObject({ kind: z.enum(choiceKinds), options: z.array(nonEmpty).check(z.minLength(2)) }),
  z.strictObject({ kind: z.enum(plainKinds) }),
]);

const fieldSchema = z.strictObject({
  name: nonEmpty,
  control: controlSchema,
  required: z.optional(z.boolean()),
  autocomplete: z.optional(nonEmpty),
  condition: z.optional(nonEmpty),
  documents: z.optional(z.array(z.enum(policyDocumentIds))),
});

const base = {
  path: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  context: z.enum(stepContexts),
  dataPoints: z.array(fieldSchema).check(z.minLength(1)),
};

const sequenced = {
  ...base,
  includeOnInit: z.boolean(),
  adds: z.optional(
    z.array(
      z.strictObject({ condition: nonEmpty, dataPoints: z.array(nonEmpty).check(z.minLength(1)) }),
    ),
  ),
  condition: z.optional(nonEmpty),
  manualProgress: z.optional(z.number().check(z.gte(0), z.lte(100))),
};

const formSchema = z.discriminatedUnion('stepType', [
  z.strictObject({ ...sequenced, stepType: z.literal('loan-information') }),
  z.strictObject({
    ...sequenced,
    stepType: z.literal('personal-information'),
    modal: z.optional(nonEmpty),
  }),
  z.strictObject({ ...sequenced, stepType: z.literal('dynamic') }),
  z.strictObject({ ...base, stepType: z.literal('modal') }),
]);

function definitionsSchema(vocabulary: Vocabulary) {
  return z.array(formSchema).check(
    z.superRefine((forms, ctx) => {
      for (const problem of definitionProblems(forms, vocabulary)) ctx.addIssue(problem);
    }),
  );
}

/** Parse a brand's definitions; throws with every problem listed. */
export function parseDefinitions(input: unknown, vocabulary: Vocabulary): FormDefinition[] {
  const result = definitionsSchema(vocabulary).safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `${i.path.join('.') || '(list)'}: ${i.message}`);
  throw new Error(`Invalid dynamic form definitions:\n${lines.join('\n')}`);
}
