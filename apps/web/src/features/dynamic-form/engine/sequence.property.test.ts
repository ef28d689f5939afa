// Random walks through real brand definitions: whatever the applicant and the server do, the
// engine keeps its invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../definitions/load-definitions';
import type { FormDefinition } from '../definitions/types';
import { receiveServerErrors, saveForm } from './errors';
import { progressPercentage } from './progress';
import { shownForms } from './sequence';
import type { DynamicFormsState } from './state';
import { addDataPoints, goNext, goPrevious, goTo, initialState, reset } from './transitions';

const answers = fc.constantFrom<string | number | boolean>(
  'yes',
  'no',
  true,
  false,
  0,
  3,
  'rent',
  'owner-with-mortgage',
  'permanent-contract',
  'fixed-term-contract',
  'pension',
);

function action(definitions: readonly FormDefinition[]) {
  const names = definitions.flatMap((f) => f.dataPoints.map((d) => d.name));
  const paths = definitions.map((f) => f.path);
  const name = fc.constantFrom(...names, 'unknown_field');
  return fc.oneof(
    fc.constant({ kind: 'next' as const }),
    fc.constant({ kind: 'previous' as const }),
    fc.constant({ kind: 'reset' as const }),
    fc.record({ kind: fc.constant('save' as const), answer: answers, pick: fc.nat() }),
    fc.record({ kind: fc.constant('add' as const), names: fc.array(name, { maxLength: 3 }) }),
    fc.record({ kind: fc.constant('errors' as const), names: fc.array(name, { maxLength: 4 }) }),
    fc.record({ kind: fc.constant('goto' as const), path: fc.constantFrom(...paths) }),
  );
}

type Action = ReturnType<typeof action> extends fc.Arbitrary<infer A> ? A : never;

function apply(state: DynamicFormsState, a: Action): DynamicFormsState {
  switch (a.kind) {
    case 'next':
      return goNext(state);
    case 'previous':
      return goPrevious(state);
    case 'reset':
      return reset(state);
    case 'add':
      return addDataPoints(state, a.names);
    case 'goto':
      return goTo(state, a.path);
    case 'errors':
      return receiveServerErrors(
        state,
        a.names.map((fieldName) => ({ fieldName, message: 'm' })),
      );
    case 'save': {
      // The applicant saves the form on screen, answering one of its fields.
      const form = state.definitions.find((f) => f.path === state.currentPath);
      const field = form?.dataPoints[a.pick % Math.max(1, form.dataPoints.length)];
      return saveForm(state, state.currentPath, field ? { [field.name]: a.answer } : {});
    }
  }
}

function checkInvariants(state: DynamicFormsState) {
  const shown = shownForms(state);
  const paths = shown.map((f) => f.path);
  expect(paths).toContain(state.currentPath);
  expect(paths[0]).toBe('initial-details');
  const order = state.definitions.map((f) => f.path);
  expect(state.included.map((p) => order.indexOf(p))).toEqual(
    [...state.included.map((p) => order.indexOf(p))].sort((x, y) => x - y),
  );
  const errored = shown.find((f) => (state.errors[f.path]?.length ?? 0) > 0);
  expect(state.erroredFormPath).toBe(errored?.path ?? null);
  const progress = paths.map((p) => progressPercentage(shown, p));
  progress.forEach((value, i) => {
    expect(value).toBeGreaterThanOrEqual(i === 0 ? 0 : (progress[i - 1] ?? 0));
    expect(value).toBeLessThan(100);
  });
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

describe.each(['askrobin', 'fiesta', 'finipay'] as const)('%s random walks', (id) => {
  it('keep the sequence invariants', { timeout: 60_000 }, async () => {
    const definitions = await loadDefinitions(id);
    fc.assert(
      fc.property(fc.array(action(definitions), { maxLength: 40 }), (actions) => {
        let state = initialState(id, definitions);
        checkInvariants(state);
        for (const a of actions) {
          state = apply(state, a);
          checkInvariants(state);
        }
      }),
      { numRuns: 80 },
    );
  });
});
