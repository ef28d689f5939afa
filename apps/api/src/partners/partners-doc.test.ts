import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueJsonSchema } from './catalogue-json-schema.ts';

// docs/partners.md is how a lender writes a partner file without reading the code: its field
// table must name every field the schema takes, and nothing the schema does not.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Node {
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
}

/** Every field path of the JSON Schema, arrays written `[]` as the docs write them. */
function fieldPaths(node: Node, prefix = ''): string[] {
  const variants = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  const own = Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
    const at = prefix === '' ? key : `${prefix}.${key}`;
    return [at, ...fieldPaths(child, at)];
  });
  const items = node.items ? fieldPaths(node.items, `${prefix}[]`) : [];
  return [...new Set([...own, ...items, ...variants.flatMap((v) => fieldPaths(v, prefix))])];
}

/** The "### Fields" table's rows: the field, and its type column. */
function documentedFields(markdown: string): Map<string, string> {
  const section = markdown.split(/^### Fields$/m)[1]?.split(/^### /m)[0] ?? '';
  return new Map(
    [...section.matchAll(/^\| `([^`]+)` +\| ([^|]+)\|/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

/** A field has its own row, or its parent's type names it (`{ "min", "max" }`). */
function isDocumented(field: string, rows: Map<string, string>): boolean {
  if (rows.has(field)) return true;
  const dot = field.lastIndexOf('.');
  const parentType = rows.get(field.slice(0, dot));
  return parentType !== undefined && parentType.includes(`"${field.slice(dot + 1)}"`);
}

describe('docs/partners.md', () => {
  it('its field table names every field of the partner file, and only those', async () => {
    const schema = JSON.parse(await catalogueJsonSchema()) as Node;
    const fields = fieldPaths(schema).filter((field) => field !== '$schema');
    const rows = documentedFields(readFileSync(path.join(repoRoot, 'docs/partners.md'), 'utf8'));
    expect(fields.length).toBeGreaterThan(25);
    expect(fields.filter((field) => !isDocumented(field, rows))).toEqual([]);
    expect([...rows.keys()].filter((row) => !fields.includes(row))).toEqual([]);
  });
});
