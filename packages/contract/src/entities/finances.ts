// Spec 3 lead groups about money: incomeDetails and expenses. Amounts are in the brand's
// currency, monthly unless the name says otherwise.
import * as z from 'zod/mini';
import { totalDebtSchema } from '../validation/amount-rules.ts';
import { count, dayOfMonth, flag, isoDate, money, text } from '../validation/primitives.ts';
import { jobTitleSchema } from '../validation/text-rules.ts';
import { ibanTextSchema } from './iban-text.ts';
import { phoneTextSchema } from './phone-text.ts';

export const incomeDetailsSchema = z.object({
  monthlyIncome: z.optional(money()),
  /** Kind of income: employed, self-employed, pension, ... (values per brand's form definitions). */
  incomeSource: z.optional(text(50)),
  incomeContractStartedAt: z.optional(isoDate()),
  incomeContractExpiresAt: z.optional(isoDate()),
  incomePayday: z.optional(dayOfMonth()),
  jobArea: z.optional(text(100)),
  jobTitle: z.optional(jobTitleSchema),
  iban: z.optional(ibanTextSchema),
  usingOnlineBanking: z.optional(flag()),
  positionType: z.optional(text(50)),
  monthlyExtraIncome: z.optional(money()),
  workPhone: z.optional(phoneTextSchema),
  spouseMonthlyIncome: z.optional(money()),
  /** How often salary is paid: monthly, semi-monthly, weekly, ... */
  salaryCycle: z.optional(text(30)),
  /** The cycle's detail, e.g. the pay days '15,30' of a semi-monthly cycle. */
  salaryCycleValue: z.optional(text(30)),
});
export type IncomeDetails = z.infer<typeof incomeDetailsSchema>;

export const expensesSchema = z.object({
  mortgageAmount: z.optional(money()),
  rentAmount: z.optional(money()),
  monthlyExpenses: z.optional(money()),
  /** Number of running credit commitments. */
  creditCommitments: z.optional(count(100)),
  monthlyCreditCommitments: z.optional(money()),
  hasOtherLoans: z.optional(flag()),
  totalDebtAmount: z.optional(totalDebtSchema),
});
export type Expenses = z.infer<typeof expensesSchema>;
