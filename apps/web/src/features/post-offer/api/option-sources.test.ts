import { describe, expect, it } from 'vitest';
import { screenDefinitions } from '../definitions/screens';
import { optionsFor, type LookupData } from './option-sources';

const data: LookupData = {
  vehicles: [{ brand: 'Ford', models: ['Fiesta', 'Ka'] }],
  positions: [{ value: 'employee' }],
  professions: { it: ['developer', 'analyst'] },
};

// The answer a parent select gives, for each source that has dependants.
const parentAnswers = { 'vehicle-brands': 'Ford', sectors: 'it' } as const;

describe('post-offer look-up options', () => {
  // A renamed answer once left Younited's profession select empty, and no applicant could
  // finish /professional-details: every dependent select of every screen must fill once its
  // parent is answered.
  it('fill every dependent select of every screen once its parent is answered', () => {
    let dependants = 0;
    for (const screen of screenDefinitions) {
      if (screen.kind !== 'form') continue;
      const answers: Record<string, unknown> = {};
      for (const field of screen.fields) {
        const parent = field.source && parentAnswers[field.source as keyof typeof parentAnswers];
        if (parent) answers[field.name] = parent;
      }
      for (const field of screen.fields) {
        if (!field.source) continue;
        const options = optionsFor(field.source, data, screen.fields, answers);
        expect(options.length, `${screen.path} ${field.name}`).toBeGreaterThan(0);
        if (field.source === 'vehicle-models' || field.source === 'professions') dependants++;
      }
    }
    expect(dependants).toBe(2);
  });

  it('offer no dependent options before the parent is answered', () => {
    const fields = [
      { name: 'form_job_sector', source: 'sectors' as const },
      { name: 'form_job_profession', source: 'professions' as const },
    ];
    expect(optionsFor('professions', data, fields, {})).toEqual([]);
    expect(optionsFor('professions', data, fields, { form_job_sector: 'it' })).toEqual([
      'developer',
      'analyst',
    ]);
  });
});
