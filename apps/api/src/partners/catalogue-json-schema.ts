import { z } from 'zod';
import { catalogueSchema } from './catalogue-schema.ts';

/** The partner file's JSON Schema (docs/partners.schema.json), made from the one definition. */
export function catalogueJsonSchema(): string {
  const schema = z.toJSONSchema(catalogueSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ title: 'Partner catalogue (PARTNERS_FILE)', ...schema }, null, 2)}\n`;
}
