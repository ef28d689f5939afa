import { describe, expect, it } from 'vitest';
import { formPathForRoute, formRoute } from './form-routes';

describe('form routes', () => {
  it('puts initial-details at the index and every other form under /form/', () => {
    expect(formRoute('initial-details')).toBe('/');
    expect(formRoute('date-of-birth')).toBe('/form/date-of-birth');
  });

  it('reads the form back from its address, and nothing from other addresses', () => {
    expect(formPathForRoute('/')).toBe('initial-details');
    expect(formPathForRoute('/form/date-of-birth')).toBe('date-of-birth');
    expect(formPathForRoute('/form/no-such-form')).toBeUndefined();
    expect(formPathForRoute('/form/')).toBeUndefined();
    expect(formPathForRoute('/checking')).toBeUndefined();
    expect(formPathForRoute('/form/name/extra')).toBeUndefined();
  });
});
