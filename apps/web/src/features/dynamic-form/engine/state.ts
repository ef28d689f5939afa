import {
  firstFormPath,
  type DataPointValue,
  type FieldError,
  type FormDefinition,
} from '../definitions/types';

/**
 * Everything the dynamic form needs, as plain data: it lives in the `dynamicForms` slice and
 * is persisted to session storage (`dynamicPages`). The brand's definitions are part of it so
 * that reducers stay pure and a reload resumes without waiting for the definitions chunk.
 */
export interface DynamicFormsState {
  productId: string | null;
  definitions: readonly FormDefinition[];
  /** Paths in the sequence (spec 2: include-on-init forms plus forms of added data points). */
  included: readonly string[];
  currentPath: string;
  /** The data points collected so far. */
  values: Readonly<Partial<Record<string, DataPointValue>>>;
  /** Server field errors per form path (a modal's errors sit on the form that opens it). */
  errors: Readonly<Partial<Record<string, readonly FieldError[]>>>;
  erroredFormPath: string | null;
  /** Where the applicant submitted when errors came back; next returns there once they are fixed. */
  resumePath: string | null;
}

export const emptyDynamicFormsState: DynamicFormsState = {
  productId: null,
  definitions: [],
  included: [],
  currentPath: firstFormPath,
  values: {},
  errors: {},
  erroredFormPath: null,
  resumePath: null,
};
