// Shared by the validation tests: first error message of a parse, or null when it passes.
import type { z } from 'zod/mini';

export function firstError(schema: z.core.$ZodType, value: unknown): string | null {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('async schema');
  return result.issues?.[0]?.message ?? null;
}
