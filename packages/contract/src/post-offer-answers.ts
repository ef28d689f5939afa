// One rule per post-offer answer (issue 23 item 6, ADR 0035): the name it travels under, the
// same zod/mini schema on client and server, and whether the step needs it. Names are the
// spec's form data points (spec 3, "Form data point names") wherever the spec has one; a
// partner's own decision answers and answers the spec does not name keep their own names
// (`nonSpecAnswerNames`). The step table (post-offer-steps.ts) lists which step asks which;
// api/post-offer-step-schemas.ts builds the strict bodies from these rules, and the web app's
// post-offer resolver applies the very same schemas.
import * as z from 'zod/mini';
import { overdueDebtSchema, totalDebtSchema } from './validation/amount-rules.ts';
import { validationMessages as M } from './validation/messages.ts';
import { choice, count, dayOfMonth, flag, patterned, text } from './validation/primitives.ts';

/** Fixed choices of the radio answers, in the order they are shown. */
export const answerChoices = {
  account_type: ['checking', 'savings'],
  contract_type: ['permanent', 'fixed_term', 'self_employed'],
  form_marital_status: ['single', 'married', 'divorced', 'widowed'],
  form_education: ['primary', 'secondary', 'higher'],
  form_housing_tenure: ['owner', 'tenant', 'family'],
  form_salary_cycle: ['monthly', 'biweekly', 'weekly'],
  form_financing_option: ['instalment_loan', 'credit_line'],
  decision: ['accepted', 'declined'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** The earliest first registration a vehicle lender takes. */
export const firstRegistrationYear = 1980;
export const maxOdometerKm = 2_000_000;

/** A licence plate as written on the vehicle: letters and digits, inner spaces or hyphens. */
export const vehiclePlatePattern = /^[\p{L}\d][\p{L}\d -]{2,10}[\p{L}\d]$/u;
/** A Polish ID card number (dowód osobisty): three letters and six digits. */
export const idCardNumberPattern = /^[A-Za-z]{3}\s?\d{6}$/;

/** A whole number from `min` to `max`. */
export function wholeNumberSchema(min: number, max: number) {
  return z
    .number({ error: M.invalid })
    .check(
      z.int({ error: M.integer, abort: true }),
      z.gte(min, { error: M.numberMin }),
      z.lte(max, { error: M.numberMax }),
    );
}

/** An amount of money from 0 to `max`, in cents at most. */
export function amountSchema(max: number) {
  return z.number({ error: M.invalid }).check(
    z.gte(0, { error: M.numberMin }),
    z.lte(max, { error: M.numberMax }),
    z.refine((v) => Math.round(v * 100) === v * 100, { error: M.invalid }),
  );
}

/**
 * First registration year: from 1980 to next year (next year's models are sold now). The upper
 * bound is read when a value is checked, so a long-running server moves with the calendar.
 */
export function registrationYearSchema(now: () => Date = () => new Date()) {
  return z.number({ error: M.invalid }).check(
    z.int({ error: M.integer, abort: true }),
    z.gte(firstRegistrationYear, { error: M.numberMin }),
    z.refine((v) => v <= now().getFullYear() + 1, { error: M.numberMax }),
  );
}

export interface AnswerRule {
  schema: z.core.$ZodType;
  /** The step needs it (a missing one is `validation.required`); optional answers may be left out. */
  required: boolean;
  /** Needed only with an accepted offer (`decision: 'accepted'`); a declined offer leaves it out. */
  requiredWhenAccepted?: true;
}

const need = (schema: z.core.$ZodType): AnswerRule => ({ schema, required: true });
const may = (schema: z.core.$ZodType): AnswerRule => ({ schema, required: false });

/** A value from a server look-up list (vehicle makes and models, positions, sectors, professions). */
const lookupValue = () => text(100);

export const postOfferAnswerRules = {
  // Wenance's account step.
  account_type: need(choice(answerChoices.account_type)),
  // Vehicle (spec 3 Vehicle).
  form_vehicle_brand: need(lookupValue()),
  form_vehicle_model: need(lookupValue()),
  form_vehicle_registration_year: need(registrationYearSchema()),
  form_vehicle_odometer: need(wholeNumberSchema(0, maxOdometerKm)),
  form_vehicle_plate_number: need(patterned(vehiclePlatePattern, M.vehiclePlateFormat, 12)),
  form_is_vehicle_financed: need(flag()),
  form_has_vehicle_down_payment: may(flag()),
  // Employment (spec 3 Employment and income).
  contract_type: need(choice(answerChoices.contract_type)),
  years_employed: need(wholeNumberSchema(0, 60)),
  form_salary_cycle: need(choice(answerChoices.form_salary_cycle)),
  form_salary_cycle_value: need(dayOfMonth()),
  form_job_position: need(lookupValue()),
  form_job_sector: need(lookupValue()),
  form_job_profession: need(lookupValue()),
  // Applicant and address.
  form_marital_status: need(choice(answerChoices.form_marital_status)),
  form_number_of_dependants: need(count(15)),
  form_housing_tenure: need(choice(answerChoices.form_housing_tenure)),
  form_id_card_number: need(patterned(idCardNumberPattern, M.idCardNumberFormat, 10)),
  form_education: need(choice(answerChoices.form_education)),
  household_size: need(wholeNumberSchema(1, 20)),
  // Social benefits (Credius).
  receives_aide: need(flag()),
  aide_amount: may(amountSchema(1_000_000)),
  // Debts and expenses (spec 3, spec 5 debt limits).
  form_credit_commitments: need(wholeNumberSchema(0, 30)),
  form_monthly_credit_commitments: need(amountSchema(1_000_000)),
  form_total_debt_amount: need(totalDebtSchema),
  form_overdue_debt_amount: need(overdueDebtSchema),
  form_monthly_expenses: need(amountSchema(1_000_000)),
  // Consents (spec 3): the channels a partner may use for its offers, each opt-in and none
  // pre-ticked; separate from the partner's required policies (`consents.<id>`).
  consent_email: may(flag()),
  consent_phone: may(flag()),
  consent_text: may(flag()),
  consent_post: may(flag()),
  // A partner's offer: the decision, Provident's chosen figures (checked against the offer by
  // the API), IPF Digital's financing option (needed when the offer is accepted).
  decision: need(choice(answerChoices.decision)),
  offer_amount: may(wholeNumberSchema(0, 10_000_000)),
  offer_period: may(wholeNumberSchema(0, 10_000)),
  form_financing_option: {
    schema: choice(answerChoices.form_financing_option),
    required: false,
    requiredWhenAccepted: true,
  },
} as const satisfies Record<string, AnswerRule>;

export type PostOfferAnswerName = keyof typeof postOfferAnswerRules;

/** Answers the spec has no data point name for, kept under the partner's own names. */
export const nonSpecAnswerNames = [
  'account_type',
  'contract_type',
  'years_employed',
  'household_size',
  'receives_aide',
  'aide_amount',
  'decision',
  'offer_amount',
  'offer_period',
] as const satisfies readonly PostOfferAnswerName[];

export function answerRuleFor(name: string): AnswerRule | undefined {
  return (postOfferAnswerRules as Readonly<Record<string, AnswerRule | undefined>>)[name];
}

/** The answer's message key, or undefined when the value passes its rule. */
export function answerRuleMessage(name: string, value: unknown): string | undefined {
  const rule = answerRuleFor(name);
  if (rule === undefined) return M.unknownField;
  const result = z.safeParse(rule.schema, value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? M.invalid);
}
