import { describe, expect, it } from 'vitest';
import { trackedPath } from './tracked-path';

describe('trackedPath', () => {
  it('sends the paths holding a lead id as their pattern', () => {
    const id = '0b7f0c2e-4b8e-4f4c-9a59-0c1d2e3f4a5b';
    expect(trackedPath(`/continue/${id}`)).toBe('/continue/:id');
    expect(trackedPath(`/${id}/consents`)).toBe('/:id/consents');
  });

  it('keeps every other path as it is', () => {
    for (const path of ['/', '/personal-details', '/form/gender', '/consents', '/thank-you']) {
      expect(trackedPath(path)).toBe(path);
    }
  });
});
