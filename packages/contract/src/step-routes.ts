// The step-to-route table of spec 2: for each progress state its route, whether it comes
// after the offer, and the form data key its screen saves. The app follows `progressState`
// from the API through this table only.
import { isAfterOffer, ProgressState, type ProgressStateValue } from './progress-states.ts';

export type FormDataKey =
  | 'personalDetails'
  | 'contactDetails'
  | 'incomeDetails'
  | 'otherDetails'
  | 'referenceInformation'
  | 'employer';

export interface StepRoute {
  state: ProgressStateValue;
  path: string;
  afterOffer: boolean;
  formDataKey?: FormDataKey;
}

const S = ProgressState;

// None (0) and Continue (14) have no screen of their own: a continue link enters through
// '/continue/:id' and then follows whatever state the lead is in.
const routes: readonly (readonly [ProgressStateValue, string, FormDataKey?])[] = [
  [S.LoanInformation, '/loan-information'],
  [S.PersonalDetails, '/personal-details', 'personalDetails'],
  [S.ContactDetails, '/contact-details', 'contactDetails'],
  [S.IncomeDetails, '/income-details', 'incomeDetails'],
  [S.OtherInformation, '/other-information', 'otherDetails'],
  [S.Checking, '/checking'],
  [S.MobileVerification, '/mobile-verification'],
  [S.EmploymentDetails, '/employment-details', 'employer'],
  [S.Instantor, '/instantor'],
  [S.Accepted, '/accepted'],
  [S.ThankYou, '/thank-you'],
  [S.Redirected, '/redirected'],
  [S.Rejected, '/rejected'],
  [S.ChangeMobileNumber, '/change-mobile-number'],
  [S.Vehicle, '/vehicle'],
  [S.WenanceTink, '/wenance-tink'],
  [S.WenanceAccount, '/wenance-account'],
  [S.MoneymanPaylands, '/moneyman-paylands'],
  [S.PolicyConsents, '/consents'],
  [S.AdditionalEmploymentDetails, '/additional-employment-details'],
  // The only state-driven route left without a state: smava's extra personal-details form.
  [S.AdditionalPersonalDetails, '/smava'],
  [S.MaritalDetails, '/marital-details'],
  [S.Aide, '/aide'],
  [S.ReferenceInformation, '/reference-information', 'referenceInformation'],
  [S.YounitedCreditDetails, '/credit-details'],
  [S.YounitedProfessionalDetails, '/professional-details'],
  [S.Cnp, '/cnp'],
  [S.AdvanziaConsents, '/advanzia-consents'],
  [S.IdUpload, '/id-upload'],
  [S.CustomerDebts, '/customer-debts'],
  [S.ReferenceDetails, '/reference-details'],
  [S.Wniosek, '/wniosek'],
  [S.WniosekSupplement, '/wniosek-uzupelnienie'],
  [S.DynamicConsents, '/dynamic-consents'],
  [S.SantanderComperia, '/santander-comperia'],
  [S.TfbankConsents, '/tfbank-consents'],
  [S.IpfdOfferChoice, '/ipfd-offer-choice'],
  [S.CofidisOffer, '/cofidis-offer'],
  [S.ProvidentOffer, '/provident-offer'],
  [S.InstabankOffer, '/instabank-offer'],
];

export const stepRoutes: readonly StepRoute[] = routes.map(([state, path, formDataKey]) =>
  formDataKey
    ? { state, path, afterOffer: isAfterOffer(state), formDataKey }
    : { state, path, afterOffer: isAfterOffer(state) },
);

/**
 * Which kind of screen draws each state-driven route after the lead check (states 7-41 of spec 4),
 * by the app's screen kinds: the shell picks a screen's code by it (apps/web app/pages/
 * screen-registry.ts) and the post-offer feature's definitions take their kind from it. Kept to
 * states, as the route table above, so the app's first act carries no screen definition.
 */
export const statesByScreenKind = {
  form: [
    S.WenanceAccount,
    S.Vehicle,
    S.AdditionalEmploymentDetails,
    S.MaritalDetails,
    S.Aide,
    S.YounitedCreditDetails,
    S.YounitedProfessionalDetails,
    S.Cnp,
    S.CustomerDebts,
    S.ReferenceDetails,
    S.Wniosek,
    S.WniosekSupplement,
    S.SantanderComperia,
    S.AdditionalPersonalDetails,
  ],
  consents: [S.PolicyConsents, S.DynamicConsents, S.AdvanziaConsents, S.TfbankConsents],
  offer: [S.IpfdOfferChoice, S.CofidisOffer, S.ProvidentOffer, S.InstabankOffer],
  widget: [S.Instantor, S.WenanceTink, S.MoneymanPaylands],
  'mobile-verification': [S.MobileVerification],
  'change-mobile': [S.ChangeMobileNumber],
  'id-upload': [S.IdUpload],
} as const satisfies Record<string, readonly ProgressStateValue[]>;

type Table = typeof statesByScreenKind;
export type ScreenKind = keyof Table;
export type ScreenState = Table[ScreenKind][number];
/** The kind of screen that draws `State`. */
export type KindOf<State extends ScreenState> = {
  [Kind in ScreenKind]: State extends Table[Kind][number] ? Kind : never;
}[ScreenKind];

/** Application routes that no progress state selects (spec 2), '/404' included. */
export const applicationRoutes = {
  index: '/',
  continue: '/continue/:id',
  unsubscribe: '/unsubscribe',
  notFound: '/404',
} as const;

/**
 * The lender's team's area (issue 25, ADR 0041), not spec 2's, under the app's base path. It is
 * a page of its own (apps/web/operator/index.html), built apart from the applicant's app: the
 * server sends its HTML for this path and every client route below it.
 */
export const operatorAreaPath = '/operator';

/** The customer-specific policy consents screen (spec 2: `{id}/consents`). */
export const customerConsentsRoutePattern = '/:id/consents';

export function customerConsentsRoute(id: string): string {
  return `/${encodeURIComponent(id)}/consents`;
}

export function continueRoute(id: string): string {
  return `/continue/${encodeURIComponent(id)}`;
}

const byState: ReadonlyMap<number, StepRoute> = new Map(stepRoutes.map((r) => [r.state, r]));
const byPath: ReadonlyMap<string, StepRoute> = new Map(stepRoutes.map((r) => [r.path, r]));

export function stepRouteFor(state: ProgressStateValue): StepRoute | undefined {
  return byState.get(state);
}

/** The route of a state, or the index for a state without one (spec 2). */
export function routeForState(state: ProgressStateValue): string {
  return byState.get(state)?.path ?? applicationRoutes.index;
}

export function stateForRoute(path: string): ProgressStateValue | undefined {
  return byPath.get(path)?.state;
}

/** Spec 2: moving to an after-offer state replaces the history entry, so Back cannot reopen a form. */
export function navigationModeFor(state: ProgressStateValue): 'replace' | 'push' {
  return isAfterOffer(state) ? 'replace' : 'push';
}
