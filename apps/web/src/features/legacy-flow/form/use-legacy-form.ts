// react-hook-form for one legacy step: starts from the saved lead and any unsaved draft,
// validates with the contract (step-schema.ts) through the form kit's resolver (ADR 0052) and
// keeps every keystroke as a draft. The checks load on demand, as the dynamic form's do: the
// contract's rules and the resolver stay out of the page's chunk and the first act.
import type { Product } from '@finceptiv/contract/products';
import type { LeadData } from '@finceptiv/contract/entities/lead-data';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toInputValue } from '@/shared/ui/form/to-value';
import type { DataPointValue } from '@finceptiv/contract/entities/dynamic-form';
import type { FormInput } from '@/shared/ui/form/field-props';
import { lazyResolver } from '@/shared/ui/form/lazy-resolver';
import { leadPlace, type LegacyField } from '../steps/legacy-field';
import { loadHeavyRules } from '@/shared/ui/form/heavy-rules';
import { heavyFieldNames } from './heavy-field-names';
import { loadOnce } from '@/shared/lib/load-once';
import { onFirstIntent } from '@/shared/lib/on-first-intent';
import { whenIdle } from '@/shared/lib/when-idle';
import { readDrafts, writeDrafts, type Drafts } from '@/shared/storage/form-drafts';

const loadStepChecks = loadOnce(() => import('./step-schema'));

export type StepValues = Partial<LeadData>;
/** What the inputs hold, nested like the lead: react-hook-form reads 'group.field' names as paths. */
export type LegacyInput = Record<string, Record<string, FormInput[string]> | FormInput[string]>;

function valueAt(data: Partial<LeadData>, path: string): unknown {
  const [group, key] = leadPlace(path);
  const node = (data as Record<string, unknown>)[group];
  if (key === undefined) return node;
  return node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
}

function asValue(value: unknown): DataPointValue | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : undefined;
}

/** The form's starting values, nested like the lead: a draft wins over the saved value. */
export function initialValues(
  fields: readonly LegacyField[],
  saved: Partial<LeadData>,
  drafts: Drafts,
): LegacyInput {
  const values: LegacyInput = {};
  for (const field of fields) {
    const [group, key] = leadPlace(field.name);
    const draft = drafts[field.name];
    const value = draft ?? toInputValue(field.control.kind, asValue(valueAt(saved, field.name)));
    const node = values[group];
    values[group] =
      key === undefined ? value : { ...(typeof node === 'object' ? node : {}), [key]: value };
  }
  return values;
}

export function useLegacyForm(
  fields: readonly LegacyField[],
  saved: Partial<LeadData>,
  product: Product,
) {
  // Built once per step, when the applicant starts on it (below) or at the first Continue: the
  // checks warmed up while they typed are then the very ones Continue runs.
  const [checks] = useState(() =>
    loadOnce(async () => {
      const [{ stepChecks }, heavy] = await Promise.all([
        loadStepChecks(),
        loadHeavyRules(fields, product.country, heavyFieldNames),
      ]);
      return stepChecks(fields, product, heavy);
    }),
  );
  const resolver = lazyResolver(async () => (await checks()).resolve);
  // Read once: react-hook-form only uses them when it starts, and each read opens storage.
  const [defaultValues] = useState(() => initialValues(fields, saved, readDrafts()));
  const form = useForm<LegacyInput, unknown, StepValues>({
    resolver,
    defaultValues,
    // The error summary takes focus instead (ARCHITECTURE.md 4).
    shouldFocusError: false,
  });
  const { subscribe } = form;
  useEffect(() => {
    // Fetch the heavy rules once the applicant starts on the step, not on Continue, and run
    // the checks once in the next idle moment so that Continue finds them ready.
    const cancelPrefetch = onFirstIntent(() => {
      void Promise.all([checks(), whenIdle(2000)]).then(([built]) => {
        built.warmUp();
      });
    });
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name, values }) => {
        if (name === undefined) return;
        const value = name
          .split('.')
          .reduce<unknown>(
            (node, key) =>
              node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
            values,
          );
        if (typeof value === 'string' || typeof value === 'boolean') writeDrafts({ [name]: value });
      },
    });
    return () => {
      cancelPrefetch();
      unsubscribe();
    };
  }, [fields, subscribe, product, checks]);
  return form;
}
