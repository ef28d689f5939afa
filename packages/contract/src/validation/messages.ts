// Every validation message is an i18n key, never English: the web app translates it in all
// nine locales and the API sends it as `message` in 422 field errors.

export const validationMessages = {
  invalid: 'validation.invalid',
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  /** A control, bidirectional-override or unpaired-surrogate character (primitives.ts). */
  unsafeCharacters: 'validation.unsafeCharacters',
  choice: 'validation.choice',
  numberMin: 'validation.number.min',
  numberMax: 'validation.number.max',
  integer: 'validation.number.integer',
  dateFormat: 'validation.date.format',
  dateTimeFormat: 'validation.dateTime.format',
  postalCodeFormat: 'validation.postalCode.format',
  /** Not a national ID of the brand's country (format or check digit). */
  personalCodeFormat: 'validation.personalCode.format',
  /** The ID encodes another birth date than the one given. */
  personalCodeDateOfBirth: 'validation.personalCode.dateOfBirth',
  /** The ID encodes another gender than the one given. */
  personalCodeGender: 'validation.personalCode.gender',
  nameFormat: 'validation.name.format',
  jobTitleFormat: 'validation.jobTitle.format',
  streetFormat: 'validation.street.format',
  houseNumberFormat: 'validation.houseNumber.format',
  flatNumberFormat: 'validation.flatNumber.format',
  blockNumberFormat: 'validation.blockNumber.format',
  cityFormat: 'validation.city.format',
  suburbFormat: 'validation.suburb.format',
  districtFormat: 'validation.district.format',
  municipalityFormat: 'validation.municipality.format',
  companyNameFormat: 'validation.companyName.format',
  pensionPayerFormat: 'validation.pensionPayer.format',
  emailFormat: 'validation.email.format',
  /** A licence plate not as written on a vehicle (post-offer vehicle step). */
  vehiclePlateFormat: 'validation.vehiclePlate.format',
  /** Not an ID card number of three letters and six digits (Polish dowód osobisty). */
  idCardNumberFormat: 'validation.idCardNumber.format',
  totalDebtMin: 'validation.totalDebt.min',
  totalDebtMax: 'validation.totalDebt.max',
  overdueDebtMin: 'validation.overdueDebt.min',
  overdueDebtMax: 'validation.overdueDebt.max',
  amountMin: 'validation.amount.min',
  amountMax: 'validation.amount.max',
  amountStep: 'validation.amount.step',
  periodMin: 'validation.period.min',
  periodMax: 'validation.period.max',
  periodStep: 'validation.period.step',
  sessionIdFormat: 'validation.sessionId.format',
  affiliateReferenceEmpty: 'validation.affiliateReference.empty',
  phoneFormat: 'validation.phone.format',
  phoneCountry: 'validation.phone.country',
  ibanFormat: 'validation.iban.format',
  ibanCountry: 'validation.iban.country',
  dateOfBirthFormat: 'validation.dateOfBirth.format',
  dateOfBirthFuture: 'validation.dateOfBirth.future',
  dateOfBirthUnderage: 'validation.dateOfBirth.underage',
  dateOfBirthTooOld: 'validation.dateOfBirth.tooOld',
  verificationCodeFormat: 'validation.verificationCode.format',
  passwordTooShort: 'validation.password.tooShort',
  /** Emitted by the API: long enough, but common or easily guessed (zxcvbn-ts score). */
  passwordWeak: 'validation.password.weak',
  /** A field the request may not carry (strict bodies: post-offer steps). */
  unknownField: 'validation.unknownField',
  /** Emitted by the API: a field the decision used, changed after the lead check. */
  frozenAfterDecision: 'validation.frozenAfterDecision',
  /** Emitted by the API: a bank or card step without a valid, fresh, unused provider result. */
  verificationResult: 'validation.verificationResult',
  dataPointUnknown: 'validation.dataPoint.unknown',
  /** Emitted by the API: a lead update names another product than the lead was created with. */
  productMismatch: 'validation.product.mismatch',
  /** Emitted by the API: the bot check's answer is missing, wrong, expired or already spent. */
  botCheck: 'validation.botCheck',
} as const;

export type ValidationMessageKey = (typeof validationMessages)[keyof typeof validationMessages];

/** Keys only the API's own checks emit (no contract schema does). */
export const serverOnlyMessageKeys: readonly ValidationMessageKey[] = [
  validationMessages.productMismatch,
  validationMessages.passwordWeak,
  validationMessages.frozenAfterDecision,
  validationMessages.verificationResult,
  validationMessages.botCheck,
];

/** All keys, for the web app's "every key is translated" check. */
export const validationMessageKeys: readonly ValidationMessageKey[] =
  Object.values(validationMessages);
