import type { Partner } from './partner-catalogue.ts';

/** Offer figures for the accepted screen: an annuity at the partner's nominal monthly rate. */
export function offerFor(partner: Partner, data: Record<string, unknown>): Record<string, unknown> {
  const amount = typeof data.amount === 'number' ? data.amount : 0;
  const period = typeof data.period === 'number' ? data.period : 1;
  const scale = data.periodScale === 'days' ? 'days' : 'months';
  const months = Math.max(1, scale === 'days' ? Math.ceil(period / 30) : period);
  const r = partner.monthlyRate;
  const monthlyPayment = r === 0 ? amount / months : (amount * r) / (1 - (1 + r) ** -months);
  const rounded = Math.round(monthlyPayment * 100) / 100;
  return {
    amount,
    period,
    periodScale: scale,
    monthlyPayment: rounded,
    totalRepayable: Math.round(rounded * months * 100) / 100,
    monthlyInterestRate: r,
  };
}
