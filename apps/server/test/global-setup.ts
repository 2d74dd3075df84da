import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { loadDemoDataIfEmpty } from '../src/db/demo-data';
import { databaseUrlFor } from './support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    templatePath: string;
    templateDatabase: string;
  }
}

/**
 * Builds one migrated database with the demo data; every test file starts from a copy of it.
 * Embedded: a PGlite data-dir dump. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `sh_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(pgUrl, name) });
    await loadDemoDataIfEmpty(database.db);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('templatePath', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await loadDemoDataIfEmpty(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const templatePath = path.join(os.tmpdir(), `sitehours-template-${process.pid}.tar`);
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templatePath', templatePath);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(templatePath, { force: true });
}
