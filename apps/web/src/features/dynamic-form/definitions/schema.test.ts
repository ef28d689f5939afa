import { describe, expect, it } from 'vitest';
import { initialDetails, loanAmountModal, steps } from './steps';
import { parseDefinitions } from './schema';
import type { Vocabulary } from './consistency';

const vocabulary: Vocabulary = {
  dataPoints: new Set([
    'email',
    'phone_number',
    'form_marketing_consents',
    'form_general_policies',
    'form_recaptchalabel',
    'loan_amount',
    'loan_period',
    'form_vehicle',
    'form_first_name',
    'form_last_name',
  ]),
  paths: new Set(['initial-details', 'name', 'vehicle-ownership']),
};

const valid = [initialDetails, loanAmountModal, steps.name, steps['vehicle-ownership']];

function problems(input: unknown): string {
  try {
    parseDefinitions(input, vocabulary);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('definitions validation', () => {
  it('accepts a consistent list', () => {
    expect(problems(valid)).toBe('');
  });

  it('rejects an unknown data point name', () => {
    const bad = [
      ...valid,
      {
        ...steps.name,
        path: 'vehicle-ownership',
        dataPoints: [{ name: 'form_nope', control: { kind: 'text' } }],
      },
    ];
    expect(problems(bad)).toMatch(/unknown data point 'form_nope'/);
  });

  it('rejects duplicate paths and a data point on two forms', () => {
    const message = problems([...valid, steps.name]);
    expect(message).toMatch(/'name': duplicate path/);
    expect(message).toMatch(/'form_first_name' is already on 'name'/);
  });

  it('rejects an unknown condition id', () => {
    expect(
      problems([...valid.slice(0, 3), { ...steps['vehicle-ownership'], condition: 'is-rich' }]),
    ).toMatch(/unknown condition id 'is-rich'/);
  });

  it('rejects a condition that reads a data point no earlier form asks', () => {
    const bad = [
      initialDetails,
      loanAmountModal,
      { ...steps.name, condition: 'has-vehicle' },
      steps['vehicle-ownership'],
    ];
    expect(problems(bad)).toMatch(/reads 'form_vehicle', which no earlier form asks/);
  });

  it('rejects an answer that adds what no form asks, or a form there from the start', () => {
    const adds = (dataPoints: string[]) => ({
      ...steps['vehicle-ownership'],
      adds: [{ condition: 'has-vehicle', dataPoints }],
    });
    expect(problems([...valid.slice(0, 3), adds(['form_first_name'])])).toMatch(
      /'vehicle-ownership' adds 'form_first_name', but 'name' is there from the start/,
    );
    expect(problems([...valid.slice(0, 3), adds(['form_gender'])])).toMatch(
      /adds 'form_gender', which no form asks/,
    );
    const later = { ...steps.name, includeOnInit: false };
    expect(problems([initialDetails, loanAmountModal, adds(['form_first_name']), later])).toBe('');
  });

  it('rejects a path outside the v3 steps, a missing first page and a dangling modal', () => {
    expect(problems([...valid, { ...steps.education, dataPoints: steps.name.dataPoints }])).toMatch(
      /'education': not a step path/,
    );
    expect(problems(valid.slice(2))).toMatch(/first form must be 'initial-details'/);
    expect(problems([{ ...initialDetails, modal: 'missing' }, steps.name])).toMatch(
      /'missing' is opened as a modal/,
    );
    expect(
      problems([
        initialDetails,
        steps.name,
        loanAmountModal,
        { ...loanAmountModal, path: 'spare' },
      ]),
    ).toMatch(/modal 'spare' is opened by 0 steps/);
  });

  it('rejects wrong shapes: unknown step type, choice without options, progress over 100', () => {
    expect(problems([...valid, { ...steps.name, stepType: 'wizard' }])).not.toBe('');
    const choice = { name: 'form_vehicle', control: { kind: 'select', options: [] } };
    expect(
      problems([...valid.slice(0, 3), { ...steps['vehicle-ownership'], dataPoints: [choice] }]),
    ).not.toBe('');
    expect(problems([...valid.slice(0, 2), { ...steps.name, manualProgress: 101 }])).not.toBe('');
  });
});
