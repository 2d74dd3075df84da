import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { loadConfig } from './config';

/**
 * The OpenAPI document as the server serves it at /api/docs/json, from an app built on an
 * empty in-memory database (`npm run openapi` commits it as docs/openapi.json).
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-openapi-'));
  const database = await openDatabase({ pglite: await PGlite.create() });
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      API_DOCS: '1',
      // No web build: its files are no part of the API.
      WEB_DIST_DIR: dataDir,
    });
    const jwtSecret = randomBytes(32).toString('hex');
    const { app } = await buildApp({ config, database, jwtSecret, logger: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
