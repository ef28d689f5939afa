// `npm run partners:schema`: writes docs/partners.schema.json from the catalogue's schema, for
// lenders' editors and CI checks of their partner files (a test keeps the two the same).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueJsonSchema } from '../partners/catalogue-json-schema.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const target = path.join(repoRoot, 'docs/partners.schema.json');
writeFileSync(target, catalogueJsonSchema());
process.stdout.write(`wrote ${path.relative(repoRoot, target)}\n`);
