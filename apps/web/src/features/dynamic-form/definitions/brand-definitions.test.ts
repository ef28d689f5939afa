import { germanFormOrder } from '@finceptiv/contract/entities/form-paths';
import { products, productIds } from '@finceptiv/contract/products';
import { describe, expect, it } from 'vitest';
import { saveForm } from '../engine/errors';
import { progressPercentage } from '../engine/progress';
import { shownForms } from '../engine/sequence';
import { addDataPoints, initialState } from '../engine/transitions';
import { hasDynamicForms, loadDefinitions } from './load-definitions';
import { parseDefinitions } from './schema';
import { v3Vocabulary } from './vocabulary';

const v3Brands = productIds.filter((id) => products[id].flow === 'v3');

describe('brand form definitions', () => {
  it('exist for exactly the v3 brands', () => {
    expect(v3Brands.sort()).toEqual(['askrobin', 'default', 'fiesta', 'finipay', 'ratapro']);
    for (const id of productIds) expect(hasDynamicForms(id)).toBe(products[id].flow === 'v3');
  });

  // The one check of the shipped definitions: the app does not repeat it (load-definitions.ts).
  it.each(v3Brands)('%s: pass the definitions check, every problem listed', async (id) => {
    const forms = await loadDefinitions(id);
    expect(parseDefinitions(forms, v3Vocabulary)).toEqual(forms);
  });

  it.each(v3Brands)('%s: start on initial-details', async (id) => {
    const forms = await loadDefinitions(id);
    const state = initialState(id, forms);
    expect(state.currentPath).toBe('initial-details');
    expect(forms.find((f) => f.path === 'initial-details')?.dataPoints.map((d) => d.name)).toEqual([
      'email',
      'phone_number',
      'form_marketing_consents',
      'form_general_policies',
      'form_recaptchalabel',
    ]);
  });

  it('askrobin follows the German build order exactly', async () => {
    const forms = await loadDefinitions('askrobin');
    const sequenced = forms.filter((f) => f.stepType !== 'modal').map((f) => f.path);
    expect(sequenced).toEqual(['initial-details', ...germanFormOrder]);
  });

  it('askrobin shows all 18 German steps for an employee, loan-purpose at 7 %', async () => {
    let state = initialState('askrobin', await loadDefinitions('askrobin'));
    state = saveForm(state, 'x', {
      form_housing_tenure: 'rent',
      form_source_income: 'permanent-contract',
    });
    const shown = shownForms(state);
    expect(shown.map((f) => f.path)).toEqual(['initial-details', ...germanFormOrder]);
    expect(progressPercentage(shown, 'loan-purpose')).toBe(7);
    // Rent and mortgage are part of everyone's household budget; the employer is not.
    const pensioner = saveForm(state, 'x', {
      form_housing_tenure: 'owner',
      form_source_income: 'pension',
    });
    const paths = shownForms(pensioner).map((f) => f.path);
    expect(paths).toContain('rent-amount');
    expect(paths).toContain('mortgage-amount');
    expect(paths).not.toContain('employment-details');
  });

  it('fiesta adds flat-number when the flat data point is added', async () => {
    const state = initialState('fiesta', await loadDefinitions('fiesta'));
    expect(shownForms(state).map((f) => f.path)).not.toContain('flat-number');
    const paths = shownForms(addDataPoints(state, ['form_flat_number'])).map((f) => f.path);
    expect(paths.indexOf('flat-number')).toBe(paths.indexOf('address-information') + 1);
  });

  it('fiesta adds rent-amount when a saved answer says the applicant rents', async () => {
    const state = initialState('fiesta', await loadDefinitions('fiesta'));
    expect(shownForms(state).map((f) => f.path)).not.toContain('rent-amount');
    const owner = saveForm(state, 'housing-information', { form_housing_tenure: 'owner' });
    expect(shownForms(owner).map((f) => f.path)).not.toContain('rent-amount');
    const tenant = saveForm(state, 'housing-information', { form_housing_tenure: 'rent' });
    const paths = shownForms(tenant).map((f) => f.path);
    expect(paths.indexOf('rent-amount')).toBe(paths.indexOf('housing-information') + 1);
    // Added for good: an answer changed later only hides it again through its condition.
    expect(tenant.included).toContain('rent-amount');
  });
});
