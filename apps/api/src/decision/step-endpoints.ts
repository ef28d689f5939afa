import { ProgressState, type ProgressStateValue } from '@finceptiv/contract/progress-states';

const S = ProgressState;

/**
 * Which post-offer screens each step path of spec 7 completes. A call for a lead in any
 * other state is a 409; a completed step moves the lead to its partner's next state.
 */
export const stepEndpoints: Readonly<Record<string, readonly ProgressStateValue[]>> = {
  '/lead/vehicle': [S.Vehicle],
  '/lead/sale': [S.CofidisOffer, S.InstabankOffer],
  '/lead/account': [S.Instantor, S.WenanceTink, S.WenanceAccount],
  '/lead/marital-details': [S.MaritalDetails],
  '/lead/aide': [S.Aide],
  '/lead/cnp': [S.Cnp],
  '/lead/wniosek': [S.Wniosek, S.WniosekSupplement],
  '/lead/santander-comperia': [S.SantanderComperia],
  '/lead/offer/payment': [S.MoneymanPaylands],
  '/lead/offer/employment-details': [S.AdditionalEmploymentDetails],
  '/lead/offer/personal-details': [S.AdditionalPersonalDetails],
  '/lead/offer/policy': [S.PolicyConsents, S.AdvanziaConsents, S.TfbankConsents],
  '/lead/offer/dynamic-policy': [S.DynamicConsents],
  '/lead/offer/credit-details': [S.YounitedCreditDetails],
  '/lead/offer/professional-details': [S.YounitedProfessionalDetails],
  '/lead/offer/customer-debts': [S.CustomerDebts],
  '/lead/offer/reference-details': [S.ReferenceDetails],
  '/lead/offer/skip-document-upload': [S.IdUpload],
  '/lead/offer/accept-creditea-offer': [S.IpfdOfferChoice],
  '/lead/offer/update-provident-offer': [S.ProvidentOffer],
};

/** Paths that complete a state outside this table: verification, id upload. */
export const specialStepStates: Readonly<Record<string, readonly ProgressStateValue[]>> = {
  '/v2/customer/mobile/verify': [S.MobileVerification],
  '/v2/customer/mobile': [S.ChangeMobileNumber, S.MobileVerification],
  '/lead/idUpload': [S.IdUpload],
};

/** The consent screens: their step body accepts the lead's customer consents. */
export const consentStates: ReadonlySet<number> = new Set([
  S.PolicyConsents,
  S.AdvanziaConsents,
  S.TfbankConsents,
  S.DynamicConsents,
]);
