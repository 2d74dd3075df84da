// The client's types, generated from the API's OpenAPI document: `npm run -w
// @sitehours/api-client generate` reads docs/openapi.json and writes src/schema.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENT_FILE = path.resolve(packageDir, '../../docs/openapi.json');
export const SCHEMA_FILE = path.join(packageDir, 'src/schema.ts');

const HEADER = [
  '// Generated from docs/openapi.json by openapi-typescript: `npm run openapi` writes it again.',
  '',
].join('\n');

/** The text of src/schema.ts for a document, formatted as the repository formats TypeScript. */
export async function schemaSource(document: object): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3);
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: SCHEMA_FILE });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const document = JSON.parse(fs.readFileSync(DOCUMENT_FILE, 'utf8')) as object;
  fs.writeFileSync(SCHEMA_FILE, await schemaSource(document));
}
