// The legacy flow's postal code and ID fields, by lead path: the form kit loads their heavy
// rules (shared/ui/form/heavy-rules.ts) for a step that asks one, and step-schema.ts picks them.
// A module of its own so the page's chunk can name them without the checks.
import type { HeavyFieldNames } from '@/shared/ui/form/heavy-rules';

export const heavyFieldNames = {
  postalCode: ['contactDetails.postalCode', 'employer.postalCode'],
  personalCode: 'personalDetails.personalCode',
} as const satisfies HeavyFieldNames;
