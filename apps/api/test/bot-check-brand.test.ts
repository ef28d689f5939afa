// A bot-check answer is good for the brand its challenge was asked for, and for no other (security
// review, ADR 0045): the challenge route names the brand (?product=, as the app asks) or implies
// it (the host), a lead create finds its brand the same way, and an answer solved for one brand
// is refused on another brand's create with the check's own field error, spending nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botChallengePath, solveBotChallenge } from '../src/test-support/bot-answer.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { leadCount } from './support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusedOn = (fieldName: string) => ({
  errors: [{ fieldName, message: 'validation.botCheck' }],
});

/** A solved answer to a challenge asked for with this query and Host. */
async function answerFor(query: string, host = 'localhost:80'): Promise<string> {
  const challenge = await t.client.inject({
    method: 'GET',
    url: `${botChallengePath}${query}`,
    headers: { host, origin: `http://${host}` },
  });
  expect(challenge.statusCode).toBe(200);
  return solveBotChallenge(challenge.json());
}

const loans = {
  fiesta: { product: 'fiesta', amount: 500, period: 61 },
  ibancar: { product: 'ibancar', amount: 50000, period: 24, periodScale: 'months' },
} as const;

function legacyCreate(brand: keyof typeof loans, recaptchaToken: string, host = 'localhost:80') {
  return t.client.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: { ...loans[brand], recaptchaToken },
    headers: { host, origin: `http://${host}` },
  });
}

const phones = { fiesta: '+34 612 345 678', ibancar: '+52 55 1234 5678' } as const;

function v3Create(product: keyof typeof phones, recaptchaToken: string) {
  return t.client.inject({
    method: 'POST',
    url: '/api/v3/lead',
    payload: {
      product,
      recaptchaToken,
      dataPoints: {
        email: 'ana@example.com',
        phone_number: phones[product],
        form_general_policies: true,
      },
    },
  });
}

describe('a bot-check answer', () => {
  it("is refused on another brand's create, and still good for its own", async () => {
    const forIbancar = await answerFor('?product=ibancar');
    const before = await leadCount(t.database.db);
    const elsewhere = await legacyCreate('fiesta', forIbancar);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual(refusedOn('recaptchaToken'));
    expect(await leadCount(t.database.db)).toBe(before);
    // The refusal spent nothing: the brand it was solved for takes it.
    expect((await legacyCreate('ibancar', forIbancar)).statusCode).toBe(201);
  });

  it('is refused across brands on the v3 flow too, on its captcha field', async () => {
    const forFiesta = await answerFor('?product=fiesta');
    const ibancar = await v3Create('ibancar', forFiesta);
    expect(ibancar.statusCode).toBe(422);
    expect(ibancar.json()).toEqual(refusedOn('form_recaptchalabel'));
    const own = await v3Create('fiesta', forFiesta);
    expect(own.statusCode, own.body).toBe(201);
  });

  it('is bound to the brand of the host it was asked from, when the query names none', async () => {
    const fromIbancar = await answerFor('', 'ibancar.localhost');
    // The same product from the fiesta brand's host is a fiesta lead: refused.
    const onFiesta = await legacyCreate('fiesta', fromIbancar, 'fiesta.localhost');
    expect(onFiesta.json()).toEqual(refusedOn('recaptchaToken'));
    // The ibancar brand's create, from its own host, takes it.
    expect((await legacyCreate('ibancar', fromIbancar, 'ibancar.localhost')).statusCode).toBe(201);
  });

  it('is bound to the brand, not the backend product: two brands on one product are apart', async () => {
    // prestamotor and fidea both send `default` (products.ts): the host tells the brand.
    const fromPrestamotor = await answerFor('?product=default', 'prestamotor.localhost');
    const onFidea = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { product: 'default', amount: 1500, recaptchaToken: fromPrestamotor },
      headers: { host: 'fidea.localhost', origin: 'http://fidea.localhost' },
    });
    expect(onFidea.json()).toEqual(refusedOn('recaptchaToken'));
  });
});
