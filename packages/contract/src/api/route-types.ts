// The shape of one entry of the API route map.
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify style, under the /api prefix: '/api/lead/status/:id'. */
  path: `/api/${string}`;
  /** The path as spec 7 writes it; null for additions of ARCHITECTURE.md (health, xsrf). */
  specPath: string | null;
  successStatus: 200 | 201 | 204;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** A multipart/form-data upload instead of a JSON body. */
  multipart?: true;
  /** The text fields of a multipart body (its files aside). */
  formFields?: z.core.$ZodType;
  /** null for a 204 answer. */
  response: z.core.$ZodType | null;
  /** Only for a signed-in operator (ADR 0041): without a live session the answer is 401. */
  access?: 'operator';
}

/** Typed helper so each table keeps its literal keys while every entry is checked. */
export function defineRoutes<const T extends Record<string, ApiRoute>>(routes: T): T {
  return routes;
}
