import { describe, expect, it } from 'vitest';
import { defaultCatalogue, type LocalPartner } from '../partners/catalogue.ts';
import { offerFor } from './offer.ts';

const partner = defaultCatalogue.partners[0] as LocalPartner;
const at = (monthlyRate: number): LocalPartner => ({
  ...partner,
  decision: { kind: 'local', monthlyRate },
});

describe('a local partner offer', () => {
  it('is an annuity at the monthly rate', () => {
    expect(offerFor(at(0.02), { amount: 1200, period: 12, periodScale: 'months' })).toMatchObject({
      monthlyPayment: 113.47,
      totalRepayable: 1361.64,
    });
  });

  it('at no interest shares the amount out (the annuity formula would divide 0 by 0)', () => {
    expect(offerFor(at(0), { amount: 1200, period: 12, periodScale: 'months' })).toMatchObject({
      monthlyPayment: 100,
      totalRepayable: 1200,
    });
  });
});
