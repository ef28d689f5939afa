import type { DecisionRequest, PartnerOffer } from '../wire.ts';

// The stub's offer: a plain annuity over the requested loan, so the figures a test or a
// developer sees are the ones a real lender's calculator would give for the same rate.

const cents = (value: number): number => Math.round(value * 100) / 100;

/** Whole months to repay over: a period in days counts each started 30 days, never below 1. */
function repaymentMonths(loan: DecisionRequest['loan']): number {
  const months = loan.periodScale === 'days' ? Math.ceil(loan.period / 30) : loan.period;
  return Math.max(1, months);
}

/** An annuity offer for the loan at `monthlyRate` (0.02 = 2 % a month). */
export function annuityOffer(loan: DecisionRequest['loan'], monthlyRate: number): PartnerOffer {
  const months = repaymentMonths(loan);
  const r = monthlyRate;
  const exact = r === 0 ? loan.amount / months : (loan.amount * r) / (1 - (1 + r) ** -months);
  let monthlyPayment = cents(exact);
  // At a rate near zero, rounding the payment down can repay less than was lent, which the
  // wire format refuses (offerSchema); a lender rounds that cent up.
  if (monthlyPayment * months < loan.amount) monthlyPayment = Math.ceil(exact * 100) / 100;
  return {
    amount: loan.amount,
    period: loan.period,
    periodScale: loan.periodScale,
    monthlyPayment,
    totalRepayable: cents(monthlyPayment * months),
    apr: cents(((1 + r) ** 12 - 1) * 100),
    monthlyInterestRate: r,
  };
}
