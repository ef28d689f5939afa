import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The legacy web flow (issue 7) PUTs each step's group; these walks prove every brand's
// steps reach the check, ibancar's employer (8) and references (25) included.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function put(body: Record<string, unknown>) {
  const response = await t.client.inject({ method: 'PUT', url: '/api/v2/lead', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ progressState: number }>().progressState;
}

describe('legacy walk', () => {
  it('ibancar: 2 → 3 → 4 → 8 → 5 → 25 → 6 (decided) with the groups the steps send', async () => {
    const base = { product: 'ibancar' };
    const created = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...base, amount: 50000, period: 24, periodScale: 'months' },
    });
    // The create carries the loan (state 1's answers): the lead starts at personal details.
    const { id, progressState } = created.json<{ id: string; progressState: number }>();
    expect(progressState).toBe(2);
    const steps: [Record<string, unknown>, number][] = [
      // A loan changed again on the landing does not skip the step the lead is at.
      [{ amount: 50000 }, 2],
      [
        { generalPolicies: true, personalDetails: { firstName: 'Ana', dateOfBirth: '1990-03-02' } },
        3,
      ],
      [{ contactDetails: { email: 'ana@example.com', phoneNumber: '+52 55 1234 5678' } }, 4],
      [{ incomeDetails: { monthlyIncome: 9000 } }, 8],
      [{ employer: { name: 'Acme' } }, 5],
      [{ otherDetails: { loanPurpose: 'car' } }, 25],
      // Past 25 the lead is checked (6); the test API decides at once: accepted (10).
      [{ referenceDetails: { name: 'Luis Pérez', phoneNumber: '+52 55 8765 4321' } }, 10],
    ];
    for (const [body, next] of steps) expect(await put({ ...base, id, ...body })).toBe(next);
  });

  it('ibancar stays on references (25) until the references are sent', async () => {
    const base = { product: 'ibancar' };
    const created = await t.client.inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: { ...base, amount: 50000, period: 24, periodScale: 'months' },
    });
    const { id } = created.json<{ id: string }>();
    const groups = [
      {},
      { generalPolicies: true, personalDetails: { firstName: 'Ana' } },
      { contactDetails: { email: 'ana@example.com' } },
      { incomeDetails: { monthlyIncome: 9000 } },
      { employer: { name: 'Acme' } },
      { otherDetails: { loanPurpose: 'car' } },
    ];
    for (const body of groups) await put({ ...base, id, ...body });
    expect(await put({ ...base, id, otherDetails: { loanPurpose: 'car' } })).toBe(25);
  });
});
