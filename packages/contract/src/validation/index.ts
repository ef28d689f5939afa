// The validation rules of spec 5 in one import for the API. The web app imports the single
// rule files ('@finceptiv/contract/validation/text-rules') to keep its bundles small.
export * from './messages.ts';
export * from './primitives.ts';
export * from './text-rules.ts';
export * from './address-rules.ts';
export * from './amount-rules.ts';
export * from './identifier-rules.ts';
export * from './phone.ts';
export * from './iban.ts';
export * from './date-of-birth.ts';
export * from './advertising.ts';
