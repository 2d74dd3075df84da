// Writes the API's OpenAPI document as the server builds it (docs/openapi.json) and the typed
// client's types generated from it (packages/api-client/src/schema.ts): `npm run openapi`, after
// a change to a route or a schema. A test fails while either is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { buildOpenApiDocument } from '../apps/server/src/platform/openapi-build.ts';
import {
  DOCUMENT_FILE,
  SCHEMA_FILE,
  schemaSource,
} from '../packages/api-client/scripts/generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const document = await buildOpenApiDocument();
const options = await prettier.resolveConfig(DOCUMENT_FILE);
fs.writeFileSync(
  DOCUMENT_FILE,
  await prettier.format(JSON.stringify(document), { ...options, filepath: DOCUMENT_FILE }),
);
fs.writeFileSync(SCHEMA_FILE, await schemaSource(document));
for (const file of [DOCUMENT_FILE, SCHEMA_FILE]) console.log(`wrote ${path.relative(root, file)}`);
