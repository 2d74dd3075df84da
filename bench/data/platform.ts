/**
 * The whole platform at realistic scale: 200 client companies, about 10,000 users and two million
 * time entries over a year. One large company (1,000 workers, two entries a worked day) and 199
 * crews of 10 to 78 workers (one entry a worked day); workers record time on 70–80% of weekdays.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@sitehours/server/src/db/database';
import { hashPassword } from '@sitehours/server/src/platform/passwords';
import { generateLargeCompany, type LargeCompany } from './large-company';

export const BENCH_ADMIN = { email: 'admin@summit.bench', password: 'Bench!Admin2026' };

export interface PlatformData {
  largest: LargeCompany;
  tenants: number;
  users: number;
  entries: number;
}

export async function generatePlatform(
  db: Db,
  options: { endDate: string; crews?: number; onProgress?: (done: number) => void },
): Promise<PlatformData> {
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  const largest = await generateLargeCompany(db, {
    workers: 1000,
    entriesPerDay: 2,
    attendance: 0.8,
    jobs: 60,
    endDate: options.endDate,
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    passwordHash,
  });
  const crews = options.crews ?? 199;
  for (let i = 1; i <= crews; i++) {
    await generateLargeCompany(db, {
      workers: 10 + ((i * 37) % 69),
      entriesPerDay: 1,
      attendance: 0.7,
      jobs: 5 + (i % 20),
      endDate: options.endDate,
      name: `Crew ${String(i).padStart(3, '0')} Contracting`,
      subdomain: `crew-${i}`,
      emailDomain: `crew${i}.bench`,
      adminEmail: `admin@crew${i}.bench`,
      adminPassword: BENCH_ADMIN.password,
      passwordHash,
    });
    options.onProgress?.(i);
  }
  // What autovacuum does to a live database after bulk inserts: statistics, and the visibility
  // map that lets reports read covering indexes alone.
  await db.execute(sql`vacuum analyze`);
  const result: unknown = await db.execute(
    sql`select (select count(*) from tenants)::int as tenants, (select count(*) from users)::int as users,
               (select count(*) from time_entries)::int as entries`,
  );
  const counts = (result as { rows: { tenants: number; users: number; entries: number }[] })
    .rows[0]!;
  return { largest, ...counts };
}
