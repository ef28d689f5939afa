// The dynamic form's building blocks for other features' forms (the post-offer screens): the
// field components per control kind, the error summary, and how typed text becomes a value.
// Re-exports only, so the dynamic form keeps one implementation of each.
export { fieldRegistry } from '../ui/fields/field-registry';
export { fieldId, errorId, type FieldProps, type FormInput } from '../ui/fields/field-props';
export { FieldError } from '../ui/fields/field-error';
export { ErrorSummary } from '../ui/form/error-summary';
export { toDataPointValue, toInputValue } from '../ui/form/to-value';
export { withInputHints } from '../ui/fields/input-hints';
export type { DataPointField, DataPointValue } from '../definitions/types';
// The field and form layout (.step-form, .choice, .error-summary, .field-error).
import '../ui/dynamic-form.css';
