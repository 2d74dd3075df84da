/**
 * A large client company for benchmarks, generated inside the database: workers, work types with
 * threshold WC codes, jobs, and a year of weekday time entries (about a million rows at the
 * defaults). Works on PGlite and PostgreSQL alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@sitehours/server/src/db/database';
import { withPlatform } from '@sitehours/server/src/db/scoped';
import { hashPassword } from '@sitehours/server/src/platform/passwords';

export interface LargeCompanyOptions {
  workers: number;
  /** Last day of the generated year (yyyy-MM-dd); the year runs 364 days back from it. */
  endDate: string;
  entriesPerDay: number;
  jobs: number;
  adminEmail: string;
  adminPassword: string;
  /** Company name, its subdomain and the domain of its workers' addresses. */
  name?: string;
  subdomain?: string;
  emailDomain?: string;
  /** Share of weekdays each worker records time (1: every weekday). */
  attendance?: number;
  /** An argon2 hash to reuse (hashing takes ~50 ms; the platform generator makes 200 admins). */
  passwordHash?: string;
}

export interface LargeCompany {
  tenantId: string;
  companyId: string;
  startDate: string;
  endDate: string;
  entryCount: number;
  /** A Monday-to-Sunday week inside the year, for the one-week reports. */
  week: { startDate: string; endDate: string };
}

async function one<T>(tx: Tx, query: SQL): Promise<T> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: T[] }).rows[0]!;
}

const WORK_TYPES: [name: string, below: string, above: string | null, compBelow: number, compAbove: number][] = [
  ['Carpentry', '5403', '5432', 13.98, 6.21],
  ['Concrete', '5201', '5205', 10.57, 5.95],
  ['Drywall', '5445', '5447', 9.87, 5.12],
  ['Painting', '5474', '5482', 11.84, 6.02],
  ['Electrical', '5190', null, 5.42, 0],
  ['Excavation', '6217', null, 8.31, 0],
];

export async function generateLargeCompany(db: Db, o: LargeCompanyOptions): Promise<LargeCompany> {
  const passwordHash = o.passwordHash ?? (await hashPassword(o.adminPassword));
  const name = o.name ?? 'Summit Builders Group';
  const subdomain = o.subdomain ?? 'summit-bench';
  const emailDomain = o.emailDomain ?? 'summit.bench';
  // Worked days out of ten, spread so that each worker has a different pattern.
  const daysInTen = Math.round((o.attendance ?? 1) * 10);
  const end = new Date(`${o.endDate}T00:00:00Z`);
  const start = new Date(end.getTime() - 364 * 86_400_000);
  const startDate = start.toISOString().slice(0, 10);
  // The week after the middle Monday of the year.
  const middle = new Date(start.getTime() + 182 * 86_400_000);
  middle.setUTCDate(middle.getUTCDate() - ((middle.getUTCDay() + 6) % 7));
  const week = {
    startDate: middle.toISOString().slice(0, 10),
    endDate: new Date(middle.getTime() + 6 * 86_400_000).toISOString().slice(0, 10),
  };

  return withPlatform(db, async (tx) => {
    const tenant = await one<{ id: string }>(tx, sql`insert into tenants (name, subdomain) values (${name}, ${subdomain}) returning id`);
    const company = await one<{ id: string }>(tx, sql`insert into companies (tenant_id, name, time_zone) values (${tenant.id}, ${name}, 'America/Denver') returning id`);
    const scope = sql`${tenant.id}::uuid, ${company.id}::uuid`;
    // Each account is a person with one membership (migration 0017).
    await tx.execute(sql`
      with p as (insert into people (email, password_hash) values (${o.adminEmail}, ${passwordHash}) returning id, email)
      insert into users (tenant_id, company_id, person_id, email, first_name, last_name, hourly_rate, roles, accepted_at)
      select ${scope}, p.id, p.email, 'Bench', 'Admin', 55, array['company_admin'], now() from p`);
    // Rates from 20.00 to 59.75: on both sides of every threshold.
    await tx.execute(sql`
      with p as (
        insert into people (email)
        select 'worker' || g || '@' || ${emailDomain} from generate_series(1, ${o.workers}) g
        returning id, email),
      n as (select p.*, substring(p.email from '^worker([0-9]+)@')::int as g from p)
      insert into users (tenant_id, company_id, person_id, email, first_name, last_name, hourly_rate, roles)
      select ${scope}, n.id, n.email, 'Worker', lpad(n.g::text, 5, '0'), 20 + (n.g % 160) * 0.25, array['standard_user']
        from n`);
    for (const [name, below, above, compBelow, compAbove] of WORK_TYPES) {
      const wt = await one<{ id: string }>(tx, sql`insert into work_types (tenant_id, company_id, name) values (${scope}, ${name}) returning id`);
      if (above) {
        await tx.execute(sql`insert into wc_codes (tenant_id, company_id, work_type_id, code, min_hourly_rate, max_hourly_rate, comp_rate)
          values (${scope}, ${wt.id}, ${below}, 0, 36, ${compBelow}), (${scope}, ${wt.id}, ${above}, 36, 999.99, ${compAbove})`);
      } else {
        await tx.execute(sql`insert into wc_codes (tenant_id, company_id, work_type_id, code, min_hourly_rate, max_hourly_rate, comp_rate)
          values (${scope}, ${wt.id}, ${below}, 0, 0, ${compBelow})`);
      }
    }
    await tx.execute(sql`
      insert into jobs (tenant_id, company_id, name, address, city, state, zip_code)
      select ${scope}, 'Project ' || lpad(g::text, 3, '0'), g || ' Main St', (array['Denver','Aurora','Boulder','Golden','Lakewood'])[1 + g % 5], 'CO', lpad((80000 + g)::text, 5, '0')
        from generate_series(1, ${o.jobs}) g`);
    await tx.execute(sql`
      insert into job_work_types (tenant_id, job_id, work_type_id)
      select ${tenant.id}::uuid, j.id, w.id from jobs j cross join work_types w
       where j.company_id = ${company.id} and w.company_id = ${company.id}`);
    // Each worker: every weekday, entriesPerDay entries spread over jobs and work types; the
    // WC code comes from the worker's rate, as the API would resolve it. Older weeks approved.
    const hours = (8 / o.entriesPerDay).toFixed(2);
    await tx.execute(sql`
      with w as (
        select id, hourly_rate, last_name::int as n from users
         where company_id = ${company.id} and roles = array['standard_user']
      ), j as (select array_agg(id order by name) as ids from jobs where company_id = ${company.id}),
      t as (select array_agg(id order by name) as ids from work_types where company_id = ${company.id}),
      slots as (
        select w.id as user_id, w.hourly_rate, d::date as entry_date,
               j.ids[1 + (w.n * 7 + s * 13 + extract(doy from d)::int) % array_length(j.ids, 1)] as job_id,
               t.ids[1 + (w.n + s) % array_length(t.ids, 1)] as work_type_id
          from w cross join j cross join t
         cross join generate_series(${startDate}::date, ${o.endDate}::date, interval '1 day') d
         cross join generate_series(1, ${o.entriesPerDay}) s
         where extract(isodow from d) < 6
           and (w.n * 3 + extract(doy from d)::int) % 10 < ${daysInTen}
      )
      insert into time_entries (tenant_id, company_id, user_id, entry_date, hours, is_pto, job_id, work_type_id,
                                wc_code_id, wc_code, comp_rate, hourly_rate, status, created_by)
      select ${scope}, s.user_id, s.entry_date, ${hours}, false, s.job_id, s.work_type_id,
             c.id, c.code, c.comp_rate, s.hourly_rate,
             case when s.entry_date < ${o.endDate}::date - 14 then 'approved' else 'pending' end, s.user_id
        from slots s
        join wc_codes c on c.work_type_id = s.work_type_id and c.is_active
         and ((c.min_hourly_rate = 0 and c.max_hourly_rate = 0)
              or (s.hourly_rate >= c.min_hourly_rate and s.hourly_rate < c.max_hourly_rate))`);
    const count = await one<{ n: number }>(tx, sql`select count(*)::int as n from time_entries where company_id = ${company.id}`);
    return { tenantId: tenant.id, companyId: company.id, startDate, endDate: o.endDate, entryCount: count.n, week };
  });
}
