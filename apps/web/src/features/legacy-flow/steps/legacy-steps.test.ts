import { legacyStepRoutesFor } from '@finceptiv/contract/legacy-steps';
import { describe, expect, it } from 'vitest';
import { locales } from '@finceptiv/contract/product-ids';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { stateForRoute } from '@finceptiv/contract/step-routes';
import { leadFieldRule } from '@finceptiv/contract/entities/lead-field-rule';
import { legacySteps, stepOwning } from './legacy-steps';

type Messages = { [key: string]: string | Messages };
const files = import.meta.glob<Messages>('../../../../public/locales/*/legacy-flow.json', {
  eager: true,
  import: 'default',
});

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}>`),
  );
}

const allFields = legacySteps.flatMap((step) => Object.values(step.fields).flat());
const english = keys(files['../../../../public/locales/en/legacy-flow.json'] ?? {});

describe('legacy steps', () => {
  it('ask only lead fields the contract has a rule for', () => {
    for (const field of allFields) expect(leadFieldRule(field.name), field.name).toBeDefined();
  });

  it('never ask one field twice on a step', () => {
    for (const step of legacySteps) {
      for (const fields of Object.values(step.fields)) {
        expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
      }
    }
  });

  it('follow the API lifecycle: ibancar 1→2→3→4→8→5→25, the others 1→2→3→4→5', () => {
    const states = (id: string) => legacyStepRoutesFor(id).map((path) => stateForRoute(path));
    const S = ProgressState;
    expect(states('ibancar')).toEqual([1, 2, 3, 4, S.EmploymentDetails, 5, S.ReferenceInformation]);
    for (const id of ['prestamotor', 'fidea', 'lienketvay'])
      expect(states(id)).toEqual([1, 2, 3, 4, 5]);
    for (const step of legacySteps) expect(stateForRoute(step.path)).toBe(step.state);
  });

  it('give a country its steps only when its brand takes them', () => {
    expect(stepOwning('MX', 'referenceDetails.name')?.path).toBe('/reference-information');
    expect(stepOwning('CO', 'referenceDetails.name')).toBeUndefined();
    expect(stepOwning('RO', 'incomeDetails.iban')?.path).toBe('/income-details');
  });

  it('have a label and option texts for every field', () => {
    const needed = allFields.flatMap((field) => {
      const label = field.labelKey ?? `fields>${field.name}`;
      const options =
        field.control.kind === 'radio' || field.control.kind === 'select'
          ? field.control.options.map((o) => `options>${field.name}>${o}`)
          : [];
      return [label, ...options];
    });
    for (const key of needed) expect(english, key).toContain(key);
  });

  it.each(locales)('%s has the same keys as English, none empty', (locale) => {
    const messages = files[`../../../../public/locales/${locale}/legacy-flow.json`];
    expect(messages, locale).toBeDefined();
    expect(keys(messages ?? {}).sort()).toEqual([...english].sort());
    const empty = (node: Messages): boolean =>
      Object.values(node).some((v) => (typeof v === 'string' ? v.trim() === '' : empty(v)));
    expect(empty(messages ?? {})).toBe(false);
  });
});
