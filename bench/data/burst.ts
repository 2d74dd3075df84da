import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '@sitehours/server/src/db/database';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { refreshTokens } from '@sitehours/server/src/db/schema';
import { TokenService } from '@sitehours/server/src/platform/tokens';

/** A company's workers signed in, and the job and work type their saves go to. */
export interface BurstWorkers {
  jobId: string;
  workTypeId: string;
  tokens: string[];
}

/** A running refresh-token family per worker (the access check requires one): their ids. */
export async function runningSignIns(
  database: Database,
  tenantId: string,
  userIds: readonly string[],
): Promise<string[]> {
  const families = userIds.map(() => randomUUID());
  await database.db.insert(refreshTokens).values(
    userIds.map((id, i) => ({
      tokenHash: randomBytes(32).toString('hex'),
      familyId: families[i]!,
      subjectType: 'user' as const,
      subjectId: id,
      tenantId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return families;
}

/**
 * Every worker of the company signed in as a device is: a running sign-in each and an access
 * token signed with the server's secret, without a password check per worker.
 */
export async function signedInWorkers(
  database: Database,
  company: { tenantId: string; companyId: string },
  jwtSecret: string,
): Promise<BurstWorkers> {
  const workers = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where company_id = ${company.companyId}
         and roles = array['standard_user'] order by email`,
  );
  const [coding] = await queryRows<{ job_id: string; work_type_id: string }>(
    database.db,
    sql`select job_id, work_type_id from job_work_types jw join jobs j on j.id = jw.job_id
         where j.company_id = ${company.companyId} limit 1`,
  );
  const families = await runningSignIns(
    database,
    company.tenantId,
    workers.map((w) => w.id),
  );
  const tokens = new TokenService(jwtSecret, 3600);
  return {
    jobId: coding!.job_id,
    workTypeId: coding!.work_type_id,
    tokens: await Promise.all(
      workers.map((w, i) =>
        tokens.sign({
          sub: w.id,
          typ: 'user',
          tid: company.tenantId,
          cid: company.companyId,
          fam: families[i],
        }),
      ),
    ),
  };
}

/** The Monday-morning burst of platform-bench.ts: every worker saves one entry, 100 at a time. */
export async function mondayBurst(
  base: string,
  workers: BurstWorkers,
  entryDate: string,
  connections = 100,
) {
  let w = 0;
  const result = await autocannon({
    url: base,
    connections,
    amount: workers.tokens.length,
    requests: [
      {
        method: 'POST',
        path: '/api/time-entries',
        setupRequest: (req) => ({
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${workers.tokens[w++ % workers.tokens.length]}`,
          },
          body: JSON.stringify({
            clientId: `burst-${randomUUID()}`,
            entryDate,
            hours: 8,
            isPTO: false,
            jobId: workers.jobId,
            workTypeId: workers.workTypeId,
            notes: 'Framing, level 2',
          }),
        }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
