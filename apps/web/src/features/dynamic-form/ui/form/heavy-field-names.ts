// The dynamic form's postal code and ID data points: the form kit loads their heavy rules
// (shared/ui/form/heavy-rules.ts) for a step that asks one, and field-rules.ts picks them.
// A module of its own so the step's chunk can name them without the rules.
import type { HeavyFieldNames } from '@/shared/ui/form/heavy-rules';

export const heavyFieldNames = {
  postalCode: ['form_postal_code', 'form_employer_postal_code'],
  personalCode: 'form_personal_code',
} as const satisfies HeavyFieldNames;
