import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_IDS } from '../src/platform/openapi-operation-ids';
import { operationKey } from '../src/platform/openapi-operations';
import { TAGS } from '../src/platform/openapi-document';
import {
  DOCUMENT_FILE,
  SCHEMA_FILE,
  schemaSource,
} from '../../../packages/api-client/scripts/generate';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};
beforeAll(async () => {
  t = await createTestApp();
  document = JSON.parse(JSON.stringify(t.app.swagger()));
});
afterAll(() => t.close());

const REGENERATE = 'out of date: `npm run openapi` writes it again';

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('names every API route with an operationId of its own, and no route that is gone', () => {
    const keys = t.routes.map((r) => operationKey(r.method, r.url));
    const unnamed = keys.filter((key) => !OPERATION_IDS[key]);
    expect(unnamed, 'routes without an operationId in openapi-operation-ids.ts').toEqual([]);
    expect(Object.keys(OPERATION_IDS).filter((key) => !keys.includes(key))).toEqual([]);
    const ids = Object.values(OPERATION_IDS);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(id))).toEqual([]);
  });

  it('describes every operation: its id, summary, tag, security and error answers', () => {
    const tags = TAGS.map((tag) => tag.name);
    const incomplete = operations().filter(({ path, operation }) => {
      const statuses = Object.keys(operation.responses as object);
      return (
        typeof operation.operationId !== 'string' ||
        typeof operation.summary !== 'string' ||
        (operation.tags as string[]).length !== 1 ||
        !tags.includes((operation.tags as string[])[0]!) ||
        !Array.isArray(operation.security) ||
        !statuses.some((s) => s.startsWith('2')) ||
        (path !== '/api/health' && !statuses.some((s) => s.startsWith('4')))
      );
    });
    expect(incomplete.map(({ path, method }) => `${method} ${path}`)).toEqual([]);
    expect(operations()).toHaveLength(t.routes.length);
  });

  it('derives the error answers from what a route declares', () => {
    const op = (path: string, method: string) =>
      Object.keys(document.paths[path]![method]!.responses as object);
    // A company admin's route with a path id and a body.
    expect(op('/api/time-entries/{id}/history', 'get')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404']),
    );
    // Public and rate limited, with a body.
    expect(op('/api/auth/check-password-strength', 'post')).toEqual([
      '200',
      '400',
      '413',
      '415',
      '429',
    ]);
    expect(document.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(document.paths['/api/kiosk']!.get!.security).toEqual([{ kiosk: [] }]);
    expect(document.paths['/api/jobs']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('is committed as docs/openapi.json, with the API client generated from it', async () => {
    const committed = JSON.parse(fs.readFileSync(DOCUMENT_FILE, 'utf8'));
    expect(committed, `docs/openapi.json is ${REGENERATE}`).toEqual(document);
    const source = await schemaSource(document);
    expect(source === fs.readFileSync(SCHEMA_FILE, 'utf8'), `schema.ts is ${REGENERATE}`).toBe(
      true,
    );
  });
});
