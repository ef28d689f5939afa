import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { catalogueSchema } from './catalogue-schema.ts';

/** Where the schema is published, relative to the repository root. */
export const publishedSchemaPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/partners.schema.json',
);

/**
 * The partner file's JSON Schema (docs/partners.schema.json), made from the one definition and
 * laid out as the repository's formatter lays out JSON.
 */
export async function catalogueJsonSchema(): Promise<string> {
  const schema = z.toJSONSchema(catalogueSchema, { io: 'input', unrepresentable: 'any' });
  const json = JSON.stringify({ title: 'Partner catalogue (PARTNERS_FILE)', ...schema });
  const options = await resolveConfig(publishedSchemaPath);
  return format(json, { ...options, filepath: publishedSchemaPath });
}
