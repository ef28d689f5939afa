// The application progress states of spec 4. The numbers are the wire values the API sends
// in `progressState`; never renumber them.

export const ProgressState = {
  None: 0,
  LoanInformation: 1,
  PersonalDetails: 2,
  ContactDetails: 3,
  IncomeDetails: 4,
  OtherInformation: 5,
  Checking: 6,
  MobileVerification: 7,
  EmploymentDetails: 8,
  Instantor: 9,
  Accepted: 10,
  ThankYou: 11,
  Redirected: 12,
  Rejected: 13,
  Continue: 14,
  ChangeMobileNumber: 15,
  Vehicle: 16,
  WenanceTink: 17,
  WenanceAccount: 18,
  MoneymanPaylands: 19,
  PolicyConsents: 20,
  AdditionalEmploymentDetails: 21,
  AdditionalPersonalDetails: 22,
  MaritalDetails: 23,
  Aide: 24,
  ReferenceInformation: 25,
  YounitedCreditDetails: 26,
  YounitedProfessionalDetails: 27,
  Cnp: 28,
  AdvanziaConsents: 29,
  IdUpload: 30,
  CustomerDebts: 31,
  ReferenceDetails: 32,
  Wniosek: 33,
  WniosekSupplement: 34,
  DynamicConsents: 35,
  SantanderComperia: 36,
  TfbankConsents: 37,
  IpfdOfferChoice: 38,
  CofidisOffer: 39,
  ProvidentOffer: 40,
  InstabankOffer: 41,
} as const;

export type ProgressStateName = keyof typeof ProgressState;
export type ProgressStateValue = (typeof ProgressState)[ProgressStateName];

/** Names indexed by value: progressStateNames[7] === 'MobileVerification'. */
export const progressStateNames = Object.keys(ProgressState) as readonly ProgressStateName[];

/** Every state value in ascending order (0..41). */
export const progressStateValues = Object.values(ProgressState) as readonly ProgressStateValue[];

/** Spec 4: the states before the offer. Every other state, None included, counts as after it. */
export const beforeOfferStates = [
  ProgressState.LoanInformation,
  ProgressState.PersonalDetails,
  ProgressState.ContactDetails,
  ProgressState.IncomeDetails,
  ProgressState.OtherInformation,
  ProgressState.ReferenceInformation,
  ProgressState.EmploymentDetails,
] as const satisfies readonly ProgressStateValue[];

const beforeOffer: ReadonlySet<number> = new Set(beforeOfferStates);

/**
 * The states an application ends in (spec 4): nothing follows them. The partner has it
 * (thank-you, redirected) or it was turned down; the app keeps no personal answer past them
 * (ADR 0020) and the retention job keeps unfinished leads only for a while (ADR 0023).
 */
export const finalStates = [
  ProgressState.ThankYou,
  ProgressState.Redirected,
  ProgressState.Rejected,
] as const satisfies readonly ProgressStateValue[];

export function isProgressState(value: unknown): value is ProgressStateValue {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < progressStateNames.length
  );
}

export function isAfterOffer(state: ProgressStateValue): boolean {
  return !beforeOffer.has(state);
}

const final: ReadonlySet<number> = new Set(finalStates);

export function isFinalState(state: unknown): boolean {
  return typeof state === 'number' && final.has(state);
}
