// A post-offer screen is data: its route, the endpoint its answer goes to, and what it asks or
// shows. A handful of generic components render these definitions (ui/), so the 29 routes of
// spec 2 are configuration rather than 29 copies.
import type { ProgressStateValue } from '@finceptiv/contract/progress-states';
import type { KitField } from '@/shared/ui/form/field-types';
import type { DataPointValue } from '@finceptiv/contract/entities/dynamic-form';

/** Checks one answer (already converted from the typed text); returns an i18n key or nothing. */
export type AnswerCheck = (value: DataPointValue) => string | undefined;

/** Option lists the server owns (spec 7 look-ups); loaded when the screen opens. */
export type OptionSource =
  'vehicle-brands' | 'vehicle-models' | 'positions' | 'sectors' | 'professions';

export interface ScreenField extends KitField {
  /**
   * The contract's rule of the answer (post-offer-answers.ts) or of the lead field it fills, or a
   * checksum; required-ness is handled by `required`.
   */
  check?: AnswerCheck;
  /** Where the answer goes in the step body: a lead path ('personalDetails.personalCode'), else `answers[name]`. */
  leadPath?: string;
  /** Options from a look-up instead of fixed ones (the control is a select). */
  source?: OptionSource;
  /** The answer is a year: two digits typed mean 20xx up to 60, else 19xx (spec 9). */
  year?: boolean;
  /** Options shown as they come (brand names), not translated. */
  untranslatedOptions?: boolean;
}

interface ScreenBase {
  path: string;
  state: ProgressStateValue;
  /** i18n key stem of the screen's texts: `screens>{textKey}>title|lead`. */
  textKey: string;
  /** The partner allows POST /lead/skip/:id here (the API refuses it elsewhere). */
  skippable?: boolean;
}

/** A form of fields posted as a step body (to the contract's endpoint for its state). */
export interface FormScreen extends ScreenBase {
  kind: 'form';
  fields: readonly ScreenField[];
  /** An extra paragraph under the form (a partner's hand-over notice). */
  notice?: boolean;
}

/** The partner's policies, each accepted explicitly. */
export interface ConsentsScreen extends ScreenBase {
  kind: 'consents';
  /** Opt-in answers asked beside the policies (Instabank's contact channels); never required. */
  fields?: readonly ScreenField[];
}

/** A partner offer: figures, accept or decline; some let the applicant change amount and period. */
export interface OfferScreen extends ScreenBase {
  kind: 'offer';
  /** Amount and period may be changed within the offer's limits before accepting. */
  adjustable?: boolean;
  /** Answers asked with an acceptance (IPF Digital's financing option); a decline sends none. */
  fields?: readonly ScreenField[];
}

/** A provider's widget (bank account or card verification) in a sandboxed frame; the contract names the provider. */
export interface WidgetScreen extends ScreenBase {
  kind: 'widget';
}

/** Screens with their own component (their endpoints are fixed by spec 7). */
export interface MobileVerificationScreen extends ScreenBase {
  kind: 'mobile-verification';
}
export interface ChangeMobileScreen extends ScreenBase {
  kind: 'change-mobile';
}
export interface IdUploadScreen extends ScreenBase {
  kind: 'id-upload';
}

export type ScreenDefinition =
  | FormScreen
  | ConsentsScreen
  | OfferScreen
  | WidgetScreen
  | MobileVerificationScreen
  | ChangeMobileScreen
  | IdUploadScreen;
