// The one way a form validates (issue 21 item 3, ADR 0052): the fields shown, the rule of each
// (the contract's) and how typed text becomes a value make one zod schema, which zod's adapter
// turns into react-hook-form's resolver. Errors are keyed by field name ('group.key' names nest,
// as react-hook-form reads them) and say the contract's message keys. The dynamic form, the
// legacy flow and the post-offer screens differ only in what they pass. It brings the adapter:
// a first act that does not check a form loads it on demand (lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import type { DataPointValue } from '@finceptiv/contract/entities/dynamic-form';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { choice } from '@finceptiv/contract/validation/primitives';
import type { FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { DataPointField } from './field-types';
import { toDataPointValue } from './to-value';

export type FieldRule = z.core.$ZodType;
type FormSchema = z.ZodMiniObject;

export interface FormRules<Field extends DataPointField> {
  /** The field's own rule (the contract's); none when presence and the options are all there is. */
  rule: (field: Field) => FieldRule | undefined;
  /** Typed text as the field's value; its control kind's (toDataPointValue) unless given. */
  toValue?: (field: Field, raw: unknown) => unknown;
  /** A group's object as checked, e.g. with a check across its fields; as it is unless given. */
  group?: (name: string, schema: FormSchema) => FieldRule;
}

/** A check written as a function (the value, then a message key or nothing) as a field rule. */
export function checkRule(check: (value: DataPointValue) => string | undefined): FieldRule {
  return z.custom<DataPointValue>().check(
    z.superRefine((value, ctx) => {
      const message = check(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );
}

const answered = z
  .unknown()
  .check(z.refine((value) => value !== undefined, { error: M.required, abort: true }));

/** A choice with options takes one of them, then the field's own rule, if it has one. */
function ruleOf<Field extends DataPointField>(field: Field, rules: FormRules<Field>): FieldRule {
  const own = rules.rule(field);
  const { control } = field;
  if (control.kind === 'radio' || control.kind === 'select') {
    const [first, ...rest] = control.options;
    if (first !== undefined) {
      const options: FieldRule = choice([first, ...rest]);
      return own ? z.pipe(options, own) : options;
    }
  }
  return own ?? z.unknown();
}

function fieldSchema<Field extends DataPointField>(
  field: Field,
  rules: FormRules<Field>,
): FieldRule {
  const kind = field.control.kind;
  const convert =
    rules.toValue ?? ((f: Field, raw: unknown) => toDataPointValue(f.control.kind, raw));
  const toValue = z.transform<unknown, unknown>((raw) => convert(field, raw));
  const rule = ruleOf(field, rules);
  if (field.required === false) return z.pipe(toValue, z.optional(rule));
  // A required checkbox is a consent: it must be given, not merely answered.
  if (kind === 'checkbox') return z.pipe(toValue, z.literal(true, { error: M.required }));
  return z.pipe(toValue, z.pipe(answered, rule));
}

/** The schema of a form: one entry per field, nested by group where a name is 'group.key'. */
export function formSchema<Field extends DataPointField>(
  fields: readonly Field[],
  rules: FormRules<Field>,
): FormSchema {
  const top: Record<string, FieldRule> = {};
  const groups: Record<string, Record<string, FieldRule>> = {};
  for (const field of fields) {
    const dot = field.name.indexOf('.');
    if (dot === -1) top[field.name] = fieldSchema(field, rules);
    else {
      const group = field.name.slice(0, dot);
      groups[group] = { ...groups[group], [field.name.slice(dot + 1)]: fieldSchema(field, rules) };
    }
  }
  for (const [name, shape] of Object.entries(groups)) {
    const schema = z.object(shape);
    top[name] = rules.group?.(name, schema) ?? schema;
  }
  return z.object(top);
}

/** The react-hook-form resolver of a form schema. Its output is the form's values as checked. */
export function formResolver<Input extends FieldValues, Output>(
  schema: FormSchema,
): Resolver<Input, unknown, Output> {
  // The schema is built from the form's fields, so zod cannot type its output.
  return zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
}
