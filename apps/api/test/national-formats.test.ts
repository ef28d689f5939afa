// Postal codes and national IDs as each country writes them (ADR 0028): the API answers 422 on
// the field with the contract's message, and stores the written postal code and compact ID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Errors = { errors: { fieldName: string; message: string }[] };

async function createRatapro(): Promise<string> {
  const created = await t.client.inject({
    method: 'POST',
    url: '/api/v3/lead',
    payload: {
      product: 'ratapro',
      dataPoints: {
        email: 'anna.kowalska@example.pl',
        phone_number: '512 345 678',
        loan_amount: 5000,
        loan_period: 24,
        form_general_policies: true,
      },
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: string }>().id;
}

const put = (id: string, dataPoints: Record<string, unknown>) =>
  t.client.inject({
    method: 'PUT',
    url: '/api/v3/lead',
    payload: { product: 'ratapro', id, dataPoints },
  });

async function storedData(id: string) {
  const row = await t.database.db
    .selectFrom('leads')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.data as {
    personalDetails?: { personalCode?: string };
    contactDetails?: { postalCode?: string };
  };
}

describe('national formats on the API (Ratapro, Poland)', () => {
  it('refuses a postal code not written the Polish way and stores the written form', async () => {
    const id = await createRatapro();
    const bad = await put(id, { form_postal_code: '00950' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<Errors>().errors).toEqual([
      { fieldName: 'form_postal_code', message: 'validation.postalCode.format' },
    ]);
    const good = await put(id, { form_postal_code: '00-950' });
    expect(good.statusCode).toBe(200);
    expect((await storedData(id)).contactDetails?.postalCode).toBe('00-950');
  });

  it('refuses a PESEL with a wrong check digit, stores a valid one compact', async () => {
    const id = await createRatapro();
    const bad = await put(id, { form_personal_code: '85111212345' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<Errors>().errors).toEqual([
      { fieldName: 'form_personal_code', message: 'validation.personalCode.format' },
    ]);
    const good = await put(id, { form_personal_code: '851112 12344' });
    expect(good.statusCode).toBe(200);
    expect((await storedData(id)).personalDetails?.personalCode).toBe('85111212344');
  });

  it('names the PESEL when a later birth date contradicts it', async () => {
    const id = await createRatapro();
    expect((await put(id, { form_personal_code: '85111212344' })).statusCode).toBe(200);
    const wrong = await put(id, { form_birthday: '1985-11-13' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<Errors>().errors).toEqual([
      { fieldName: 'form_personal_code', message: 'validation.personalCode.dateOfBirth' },
    ]);
    expect((await put(id, { form_birthday: '1985-11-12' })).statusCode).toBe(200);
  });
});

describe('national formats on the legacy API (Ibancar, Mexico)', () => {
  it('refuses a CURP that contradicts the birth date sent with it', async () => {
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: {
        product: 'ibancar',
        personalDetails: { dateOfBirth: '1990-03-03', personalCode: 'GALA900302MDFRPN09' },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<Errors>().errors).toEqual([
      {
        fieldName: 'personalDetails.personalCode',
        message: 'validation.personalCode.dateOfBirth',
      },
    ]);
  });
});
