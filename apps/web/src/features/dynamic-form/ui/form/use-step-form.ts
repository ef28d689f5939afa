// react-hook-form wired to the step's contract rules through the form kit's resolver (ADR
// 0052). It is built per validation from the fields visible at that moment, so a field hidden
// by its condition is not required.
// What the applicant types is kept as a draft until the form is submitted, so a reload in
// the middle of a form loses nothing (issue 6); a draft wins over the saved answer.
import type { Product } from '@finceptiv/contract/products';
import { useEffect, useMemo, useState } from 'react';
import { loadOnce } from '@/shared/lib/load-once';
import { onFirstIntent } from '@/shared/lib/on-first-intent';
import { clearDrafts, readDrafts, writeDrafts } from '@/shared/storage/form-drafts';
import { useForm, useWatch } from 'react-hook-form';
import type { DataPointField, DataPointValues } from '../../definitions/types';
import type { FormInput } from '@/shared/ui/form/field-props';
import { lazyResolver } from '@/shared/ui/form/lazy-resolver';
import { loadHeavyRules } from '@/shared/ui/form/heavy-rules';
import { heavyFieldNames } from './heavy-field-names';
import type { StepOutput } from './step-resolver';
import { toInputValue } from '@/shared/ui/form/to-value';
import { visibleFields } from './visible-fields';

export type { StepOutput };

const loadResolver = loadOnce(() => import('./step-resolver'));

export function useStepForm(
  fields: readonly DataPointField[],
  stored: DataPointValues,
  product: Product,
  nextFields?: readonly DataPointField[],
) {
  const resolver = lazyResolver(async (input: FormInput) => {
    const shown = visibleFields(fields, stored, input);
    const [{ stepResolver }, heavy] = await Promise.all([
      loadResolver(),
      loadHeavyRules(shown, product.country, heavyFieldNames),
    ]);
    return stepResolver(shown, product, heavy);
  });
  const saved = useMemo(
    () =>
      Object.fromEntries(fields.map((f) => [f.name, toInputValue(f.control.kind, stored[f.name])])),
    [fields, stored],
  );
  // Read once: react-hook-form takes its default values only when the form is made.
  const [defaultValues] = useState(() => withDrafts(saved));
  const form = useForm<FormInput, unknown, StepOutput>({
    resolver,
    defaultValues,
    // The error summary takes focus instead (ARCHITECTURE.md 4).
    shouldFocusError: false,
  });
  // Fetch the rules once the applicant starts on the step, not when they press Continue, and
  // not while the first screen loads (phone metadata alone is 28 KB gzip). The next form's heavy
  // rules (an ID's checksum, IBAN formats) come too: a Continue pressed right after an autofill
  // would otherwise wait for them there, two round trips on a phone's line (1.2 s for Fiesta's
  // ID step on the phone gate's walk, ADR 0057). Each loads once, whichever form asks first.
  useEffect(
    () =>
      onFirstIntent(() => {
        void loadResolver();
        void loadHeavyRules(fields, product.country, heavyFieldNames);
        if (nextFields) void loadHeavyRules(nextFields, product.country, heavyFieldNames);
      }),
    [fields, nextFields, product.country],
  );
  const input = useWatch({ control: form.control });
  useEffect(() => {
    keepDrafts(saved, input);
  }, [saved, input]);
  return {
    form,
    shown: visibleFields(fields, stored, input),
    /** Call when the form's answers are saved: their drafts are no longer needed. */
    forgetDrafts: () => {
      clearDrafts(fields.map((f) => f.name));
    },
  };
}

function withDrafts(saved: FormInput): FormInput {
  const drafts = readDrafts();
  return Object.fromEntries(
    Object.entries(saved).map(([name, value]) => [name, drafts[name] ?? value]),
  );
}

/** Keeps what differs from the saved answers; an answer typed back to its saved value is no draft. */
function keepDrafts(saved: FormInput, input: Partial<FormInput>): void {
  const drafts = readDrafts();
  const fresh: FormInput = {};
  const stale: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || !(name in saved)) continue;
    if (value === saved[name]) {
      if (name in drafts) stale.push(name);
    } else if (drafts[name] !== value) fresh[name] = value;
  }
  // Only real changes touch storage: this runs on every keystroke.
  if (Object.keys(fresh).length > 0) writeDrafts(fresh);
  if (stale.length > 0) clearDrafts(stale);
}
