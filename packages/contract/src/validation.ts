// The validation rules of spec 5 in one import for the API ('@finceptiv/contract/validation').
// The web app imports single rule files ('@finceptiv/contract/validation/text-rules') for small bundles.
export * from './validation/messages.ts';
export * from './validation/primitives.ts';
export * from './validation/text-rules.ts';
export * from './validation/address-rules.ts';
export * from './validation/amount-rules.ts';
export * from './validation/identifier-rules.ts';
export * from './validation/phone.ts';
export * from './validation/iban.ts';
export * from './validation/date-of-birth.ts';
export * from './validation/advertising.ts';
