import { ProgressState } from '@finceptiv/contract/progress-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../src/partners/catalogue.ts';

const { partners } = defaultCatalogue;
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const initial = {
  email: 'ana@example.com',
  phone_number: '+34 612 345 678',
  loan_amount: 500,
  loan_period: 61,
  form_general_policies: true,
};
const later = {
  form_first_name: 'Ana',
  form_last_name: 'Ruiz',
  form_birthday: '1990-05-04',
  form_monthly_income: 2000,
};

describe('v3 lead (data points)', () => {
  it('creates from data points, saves later steps, and decides on the last form', async () => {
    const created = await t.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      payload: { product: 'fiesta', dataPoints: initial },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const row = await t.database.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.flow).toBe('v3');
    expect(row.data).toMatchObject({
      amount: 500,
      period: 61,
      contactDetails: { email: 'ana@example.com' },
      tags: ['ui:react'],
    });

    const saved = await t.client.inject({
      method: 'PUT',
      url: '/api/v3/lead',
      payload: { product: 'fiesta', id, dataPoints: { form_first_name: 'Ana' } },
    });
    expect(saved.json()).toMatchObject({ progressState: ProgressState.LoanInformation });

    const submitted = await t.client.inject({
      method: 'PUT',
      url: '/api/v3/lead',
      payload: {
        product: 'fiesta',
        id,
        dataPoints: later,
        dataPointsPerStep: { name: ['form_first_name', 'form_last_name'] },
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      progressState: ProgressState.Accepted,
      applicationResult: { partner: { name: partners[3]!.name } },
    });
  });

  it('reports invalid and unknown data points by data point name, saving nothing', async () => {
    const before = await t.database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      payload: {
        product: 'fiesta',
        dataPoints: { ...initial, email: 'not-an-email', loan_amount: 99999, bogus_point: 1 },
      },
    });
    expect(response.statusCode).toBe(422);
    const names = response
      .json<{ errors: { fieldName: string }[] }>()
      .errors.map((e) => e.fieldName);
    expect(names).toEqual(expect.arrayContaining(['email', 'loan_amount', 'bogus_point']));
    const after = await t.database.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('checks data points without saving (/v3/test/datapoints)', async () => {
    const ok = await t.client.inject({
      method: 'POST',
      url: '/api/v3/test/datapoints',
      payload: { product: 'fiesta', dataPoints: initial },
    });
    expect(ok.json()).toEqual({ valid: true, errors: [] });
    const bad = await t.client.inject({
      method: 'POST',
      url: '/api/v3/test/datapoints',
      payload: { product: 'fiesta', dataPoints: { email: 'x' } },
    });
    expect(bad.json()).toMatchObject({ valid: false, errors: [{ fieldName: 'email' }] });
  });

  it('requires product (422 on product)', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v3/lead',
      payload: { dataPoints: initial },
    });
    expect(response.statusCode).toBe(422);
    expect(
      response.json<{ errors: { fieldName: string }[] }>().errors.map((e) => e.fieldName),
    ).toContain('product');
  });
});
