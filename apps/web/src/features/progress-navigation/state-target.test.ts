import { describe, expect, it } from 'vitest';
import { targetFor } from './state-target';

describe('targetFor', () => {
  it('pushes before the offer and replaces after it', () => {
    expect(targetFor(2)).toEqual({ path: '/personal-details', replace: false });
    expect(targetFor(8)).toEqual({ path: '/employment-details', replace: false });
    expect(targetFor(40)).toEqual({ path: '/provident-offer', replace: true });
  });

  it('sends None, Continue and numbers the table does not know to the index', () => {
    for (const state of [0, 14, 42, -1, 2.5]) expect(targetFor(state).path).toBe('/');
  });
});
