import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyDynamicFormsState } from '@/features/dynamic-form/public/dynamic-forms-slice';
import { openBrowserStorages } from '@/shared/storage/app-storage';
import { captureLog } from '@/test-support/capture-log';
import { readStoredSlices } from './stored-slices';

let lines: string[] = [];
let restoreLog: () => void;

beforeEach(() => {
  ({ lines, restore: restoreLog } = captureLog());
});
afterEach(() => {
  restoreLog();
  sessionStorage.clear();
});

describe('readStoredSlices', () => {
  it('reads nothing from empty storage', () => {
    expect(readStoredSlices(openBrowserStorages())).toEqual({});
  });

  it("reads the lead application state with 'true'/'false' as booleans", () => {
    sessionStorage.setItem(
      'leadApplication',
      JSON.stringify({ progressState: 7, routeChange: 'true' }),
    );
    expect(readStoredSlices(openBrowserStorages()).leadApplication).toEqual({
      progressState: 7,
      routeChange: true,
    });
  });

  it('drops an invalid lead application state with a warning', () => {
    sessionStorage.setItem('leadApplication', JSON.stringify({ progressState: 99 }));
    expect(readStoredSlices(openBrowserStorages()).leadApplication).toBeUndefined();
    expect(lines).toEqual([
      'Stored lead application state is invalid; starting from the initial state.',
    ]);
  });

  it('reads dynamic forms of the right shape, keeping text answers as text', () => {
    const forms = {
      ...emptyDynamicFormsState,
      productId: 'fiesta',
      values: { form_iban_consent: 'true' },
    };
    sessionStorage.setItem('dynamicPages', JSON.stringify(forms));
    expect(readStoredSlices(openBrowserStorages()).dynamicForms).toEqual(forms);
  });

  it('drops dynamic forms of another shape with a warning', () => {
    sessionStorage.setItem('dynamicPages', JSON.stringify({ pages: [] }));
    expect(readStoredSlices(openBrowserStorages()).dynamicForms).toBeUndefined();
    expect(lines).toEqual(['Stored dynamic forms are invalid; starting from the initial set.']);
  });

  it('reads UI colours, keeping only text values', () => {
    sessionStorage.setItem('uiColors', JSON.stringify({ primary: '#fff', broken: 3 }));
    expect(readStoredSlices(openBrowserStorages()).ui).toEqual({ primary: '#fff' });
  });
});
