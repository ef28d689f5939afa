// `npm run partners:schema`: writes docs/partners.schema.json from the catalogue's schema, for
// lenders' editors and CI checks of their partner files (a test keeps the two the same).
import { writeFileSync } from 'node:fs';
import { catalogueJsonSchema, publishedSchemaPath } from '../partners/catalogue-json-schema.ts';

writeFileSync(publishedSchemaPath, await catalogueJsonSchema());
process.stdout.write(`wrote ${publishedSchemaPath}\n`);
