import { products } from '@finceptiv/contract/products';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { normalizePhoneNumber } from '@finceptiv/contract/validation/phone';
import { DAY, type Limits } from '../config/limits.ts';
import type { Charge } from '../limits/budgets.ts';

/**
 * The budgets one text spends, whichever route sends it (start, resend, change mobile): per
 * lead, per destination number (several leads cannot bomb one phone) and for the whole
 * deployment per day. The number is counted in E.164 so '612 345 678' and '+34612345678'
 * are one phone.
 */
export function smsCharges(
  limits: Limits,
  brand: ProductId,
  leadId: string,
  phone: string,
): Charge[] {
  const country = products[brand].country;
  const number = normalizePhoneNumber(phone, country) ?? phone.replace(/[^\d+]/g, '');
  return [
    { budget: 'sms-lead', subject: leadId, max: limits.smsSendsPerLeadPerDay, windowMs: DAY },
    { budget: 'sms-number', subject: number, max: limits.smsSendsPerNumberPerDay, windowMs: DAY },
    { budget: 'sms-day', subject: 'all', max: limits.smsSendsPerDay, windowMs: DAY },
  ];
}
