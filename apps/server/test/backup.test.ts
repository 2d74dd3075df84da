import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from '../src/db/backup';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/raw-query';
import { createTestApp, openEmptyDatabase, type TestApp } from './support/test-app';

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await createTestApp();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-backup-'));
  // A logo on disk, so the round trip covers uploaded files too.
  const logos = path.join(t.dataDir, 'uploads', 'logos');
  fs.mkdirSync(logos, { recursive: true });
  fs.writeFileSync(path.join(logos, 'sample.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Every row of every table, in a stable order, as PostgreSQL prints it. */
async function contents(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select relname as name from pg_class
         where relkind = 'r' and relnamespace = current_schema()::regnamespace order by relname`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: string | null }>(
      database.db,
      sql`select json_agg(t order by t::text)::text as rows from ${sql.identifier(name)} t`,
    );
    result[name] = row?.rows ?? '[]';
  }
  return result;
}

describe('backup and restore', () => {
  it(
    'restores every row and file exactly, into an empty database of either kind',
    { timeout: 120_000 },
    async () => {
      const file = path.join(work, 'round-trip.jsonl.gz');
      const written = await writeBackup(t.database, t.dataDir, file);
      expect(written.tables.time_entries).toBeGreaterThan(0);
      expect(written.files).toBe(1);
      const original = await contents(t.database);
      const kinds = process.env.TEST_DATABASE_URL
        ? (['postgres', 'pglite'] as const)
        : (['pglite'] as const);

      for (const kind of kinds) {
        const target = await openEmptyDatabase(kind);
        const targetDir = fs.mkdtempSync(path.join(work, `${kind}-`));
        try {
          const restored = await restoreBackup(target.database, targetDir, file);
          expect(restored.tables).toEqual(written.tables);
          expect(await contents(target.database)).toEqual(original);
          expect(fs.readFileSync(path.join(targetDir, 'uploads', 'logos', 'sample.png'))).toEqual(
            fs.readFileSync(path.join(t.dataDir, 'uploads', 'logos', 'sample.png')),
          );
        } finally {
          await target.drop();
        }
      }
    },
  );

  it('refuses to mix a backup into a database that holds data, unless told to replace it', async () => {
    const file = path.join(work, 'again.jsonl.gz');
    await writeBackup(t.database, t.dataDir, file);
    const original = await contents(t.database);
    await expect(restoreBackup(t.database, t.dataDir, file)).rejects.toThrow(
      'The database already holds data',
    );
    expect(await contents(t.database)).toEqual(original);
    await t.db.execute(sql`update tenants set name = 'Changed since the backup'`);
    await restoreBackup(t.database, t.dataDir, file, { force: true });
    expect(await contents(t.database)).toEqual(original);
  });

  it('restores when a database connection is slow to come', async () => {
    const file = path.join(work, 'slow.jsonl.gz');
    const written = await writeBackup(t.database, t.dataDir, file);
    const target = await openEmptyDatabase();
    try {
      // Every connection busy (the embedded database runs one transaction at a time): the file is
      // read to its end before the restore's transaction begins.
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const busy = Array.from({ length: 10 }, () =>
        target.database.db.transaction(async () => gate),
      );
      const restoring = restoreBackup(
        target.database,
        fs.mkdtempSync(path.join(work, 'slow-')),
        file,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      open();
      await Promise.all(busy);
      expect((await restoring).tables).toEqual(written.tables);
    } finally {
      await target.drop();
    }
  });

  it('refuses a file that is not a backup, changing nothing', async () => {
    const file = path.join(work, 'not-a-backup.gz');
    fs.writeFileSync(file, (await import('node:zlib')).gzipSync('{"hello":"world"}\n'));
    const original = await contents(t.database);
    await expect(restoreBackup(t.database, t.dataDir, file, { force: true })).rejects.toThrow(
      'not a SiteHours backup',
    );
    expect(await contents(t.database)).toEqual(original);
  });
});
