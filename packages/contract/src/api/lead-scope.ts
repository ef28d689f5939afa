// Which calls act on one lead, and where they carry its id. Derived from the schemas (a field is a
// lead id when its schema is `leadIdSchema` itself), so a new route that takes a lead id is
// lead-scoped without anyone listing it: the API's access tests iterate this.
import type { z } from 'zod/mini';
import { unwrapSchema } from '../entities/lead-field-rule.ts';
import { leadIdSchema } from './common.ts';
import { apiRouteList, type ApiRouteName } from './routes.ts';
import type { ApiRoute } from './route-types.ts';

export type LeadIdPlace = 'params' | 'body' | 'formFields';

export interface LeadIdLocation {
  place: LeadIdPlace;
  field: string;
}

const shapeOf = (schema: z.core.$ZodType) =>
  (schema._zod.def as { shape?: Record<string, z.core.$ZodType> }).shape;

/** The field holding a lead id, or undefined for a call that acts on no lead. */
export function leadIdLocation(route: ApiRoute): LeadIdLocation | undefined {
  for (const place of ['params', 'body', 'formFields'] as const) {
    const schema = route[place];
    const shape = schema === undefined ? undefined : shapeOf(schema);
    for (const [field, value] of Object.entries(shape ?? {})) {
      if (unwrapSchema(value) === leadIdSchema) return { place, field };
    }
  }
  return undefined;
}

export const leadScopedRoutes: readonly (ApiRoute & {
  name: ApiRouteName;
  leadId: LeadIdLocation;
})[] = apiRouteList.flatMap((route) => {
  const leadId = leadIdLocation(route);
  return leadId ? [{ ...route, leadId }] : [];
});
