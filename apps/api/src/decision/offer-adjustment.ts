import { products } from '@finceptiv/contract/products';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import type { FieldError } from '../http/errors.ts';
import type { Lead } from '../leads/lead-repository.ts';

type Answers = Readonly<Record<string, unknown>>;

function wholeIn(name: string, value: unknown, min: number, max: number): FieldError[] {
  if (value === undefined) return [];
  const fieldName = `answers.${name}`;
  if (typeof value !== 'number' || !Number.isInteger(value))
    return [{ fieldName, message: M.integer }];
  if (value < min) return [{ fieldName, message: M.numberMin }];
  if (value > max) return [{ fieldName, message: M.numberMax }];
  return [];
}

/**
 * Provident's offer may be taken for less, or over another period of the brand's range. The
 * chosen figures stay answers (the amount and period the decision used are frozen); this is
 * the server's own check of what the offer screen allows.
 */
export function offerAdjustmentErrors(lead: Lead, answers: Answers): FieldError[] {
  const { amount, period } = products[lead.state.brand].loan;
  const offered = lead.state.offer?.amount;
  const ceiling = Math.max(amount.min, typeof offered === 'number' ? offered : amount.min);
  return [
    ...wholeIn('offer_amount', answers.offer_amount, amount.min, ceiling),
    ...wholeIn('offer_period', answers.offer_period, period.min, period.max),
  ];
}
