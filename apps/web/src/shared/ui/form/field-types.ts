// The shape of one field, whichever form asks it: the v3 dynamic form's definitions, the legacy
// steps and the post-offer screens all describe their fields so, and the kit's components draw
// them. It is the app's own vocabulary (control kinds are how a field is drawn), not the
// contract's, which owns the data point names and values.
import type { PolicyDocumentId } from '@finceptiv/contract/policy-paths';

// 'captcha' is not an input the applicant types into: the captcha widget fills
// form_recaptchalabel, but it still needs a place (and a label) on initial-details.
export const controlKinds = [
  'text',
  'email',
  'tel',
  'date',
  'currency',
  'integer',
  'radio',
  'select',
  'yes-no',
  'checkbox',
  'postcode',
  'iban',
  'captcha',
] as const;
export type ControlKind = (typeof controlKinds)[number];

/**
 * The kinds the kit draws (field-registry.ts). The captcha's status line needs the bot check, a
 * feature, so the dynamic form, the only one that asks it, adds that component itself.
 */
export type KitControlKind = Exclude<ControlKind, 'captcha'>;

export type ChoiceControl = { kind: 'radio' | 'select'; options: readonly string[] };
export type PlainControl = { kind: Exclude<ControlKind, 'radio' | 'select'> };
export type Control = ChoiceControl | PlainControl;

export interface DataPointField {
  /** The snake_case data point name of spec 3; also the input's `name` attribute. */
  name: string;
  control: Control;
  /** Defaults to true; an optional field may be left empty. */
  required?: boolean;
  /**
   * HTML autocomplete token. A field that fills a data point gets the contract's
   * (data-point-inputs.ts) when drawn; only the others set their own.
   */
  autocomplete?: string;
  /** Keyboard when it differs from the control's (a digits-only ID typed as text). */
  inputMode?: 'numeric';
  /** Condition id: the field is asked (and submitted) only while it holds. */
  condition?: string;
  /** The policy documents an acceptance box accepts, linked beside it (ADR 0040). */
  documents?: readonly PolicyDocumentId[];
}

/** A field the kit draws on its own: any kind but the captcha (the legacy and post-offer forms). */
export interface KitField extends DataPointField {
  control: ChoiceControl | { kind: Exclude<KitControlKind, ChoiceControl['kind']> };
}
