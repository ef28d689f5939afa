import { describe, expect, it } from 'vitest';
import { germanFormOrder } from '@finceptiv/contract/entities/form-paths';
import { productIds } from '@finceptiv/contract/product-ids';
import { flowOutline } from './flow-outline';

describe("a brand's flow outline", () => {
  it("lists a v3 brand's forms in order, with conditions spelled out", async () => {
    const askrobin = await flowOutline('askrobin');
    expect(askrobin.map((step) => step.path)).toEqual([
      'initial-details',
      'loan-amount',
      ...germanFormOrder,
    ]);
    const conditions = askrobin.flatMap((step) => [
      step.shownIf,
      ...step.fields.map((field) => field.shownIf),
    ]);
    expect(conditions).toContain(
      'income-has-contract: form_source_income in ["permanent-contract", "fixed-term-contract", "civil-servant"]',
    );
  });

  it("lists a legacy brand's steps with the fields its country asks", async () => {
    const ibancar = await flowOutline('ibancar');
    const personal = ibancar.find((step) => step.path === '/personal-details');
    expect(personal?.fields.map((field) => field.name)).toContain('personalDetails.personalCode');
    expect(
      personal?.fields.find((f) => f.name === 'personalDetails.secondLastName')?.optional,
    ).toBe(true);
    // Vietnam writes the family name first.
    const lienketvay = await flowOutline('lienketvay');
    const names = lienketvay[0]?.fields.map((field) => field.name) ?? [];
    expect(names.indexOf('personalDetails.lastName')).toBeLessThan(
      names.indexOf('personalDetails.firstName'),
    );
  });

  it('has steps for every brand', async () => {
    for (const id of productIds) expect((await flowOutline(id)).length, id).toBeGreaterThan(2);
  });
});
