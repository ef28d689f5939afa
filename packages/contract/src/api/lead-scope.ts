// Which calls act on one lead, and where they carry its id. Derived from the schemas (a field is a
// lead id when its schema is `leadIdSchema` itself), so a new route that takes a lead id is
// lead-scoped without anyone listing it: the API's access tests iterate this.
import type { z } from 'zod/mini';
import { leadIdSchema } from './common.ts';
import { apiRouteList, type ApiRouteName } from './routes.ts';
import type { ApiRoute } from './route-types.ts';

export type LeadIdPlace = 'params' | 'body' | 'formFields';

export interface LeadIdLocation {
  place: LeadIdPlace;
  field: string;
}

interface Def {
  type?: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
}

const defOf = (schema: z.core.$ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

function unwrapOptional(schema: z.core.$ZodType): z.core.$ZodType {
  const def = defOf(schema);
  return def.type === 'optional' && def.innerType ? unwrapOptional(def.innerType) : schema;
}

/** The field holding a lead id, or undefined for a call that acts on no lead. */
export function leadIdLocation(route: ApiRoute): LeadIdLocation | undefined {
  for (const place of ['params', 'body', 'formFields'] as const) {
    const schema = route[place];
    const shape = schema === undefined ? undefined : defOf(schema).shape;
    for (const [field, value] of Object.entries(shape ?? {})) {
      if (unwrapOptional(value) === leadIdSchema) return { place, field };
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
