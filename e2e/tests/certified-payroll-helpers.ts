import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/auth';
import { adminToken, bearer, companyToday } from './crew-day-helpers';
import { plusDays } from './reports-helpers';

/**
 * A public-works project of Acme's of its own for each certified-payroll journey, made through
 * the API with unique names: a job marked prevailing wage from the Monday two weeks back, one
 * classification of its wage determination, two workers with identifying numbers on file, and
 * their approved time that week (the first works 44 hours: 4 of overtime). Optionally signed.
 */
export interface PublicWorksWeek {
  jobId: string;
  jobName: string;
  projectNumber: string;
  weekStart: string;
  weekEnding: string;
  workers: { id: string; email: string; name: string }[];
  headers: Record<string, string>;
  payrollId: string | null;
}

/** The Monday `weeks` weeks before this one, in the company's calendar. */
export function mondayWeeksAgo(weeks: number): string {
  const today = companyToday();
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - weeks * 7);
  return d.toISOString().slice(0, 10);
}

/** A calendar day as the English screen shows it ('Nov 8, 2026'). */
export const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export async function publicWorksWeek(
  request: APIRequestContext,
  options: { prefix: string; signed?: boolean },
): Promise<PublicWorksWeek> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const headers = bearer(await adminToken(request));
  const send = async (method: 'post' | 'put', url: string, data: object) => {
    const res = await request[method](url, { headers, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: string };
  };

  const type = await send('post', '/api/work-types', { workTypeName: `Wiring ${stamp}` });
  await send('post', '/api/wc-codes/multiple', {
    workTypeId: type.id,
    wcCodes: [{ code: '5190', minHourlyRate: 0, maxHourlyRate: 0, compRate: 4.2 }],
  });
  const jobName = `Library Retrofit ${stamp}`;
  const job = await send('post', '/api/jobs', {
    jobName,
    city: 'Oakland',
    state: 'CA',
    workTypeIds: [type.id],
  });
  const weekStart = mondayWeeksAgo(2);
  const projectNumber = `PW-${stamp}`;
  await send('put', `/api/jobs/${job.id}/public-works`, {
    wageLaw: 'federal',
    awardingAgency: 'City of Oakland Public Works',
    projectNumber,
    contractNumber: 'C-2291',
    projectLocation: '125 14th St, Oakland, CA',
    startDate: weekStart,
    fringePaidAs: 'plan',
    overtimeRate: 'weightedAverage',
  });
  const classification = await send('post', `/api/jobs/${job.id}/classifications`, {
    name: 'Electrician',
    determination: 'CA20260001',
    rates: [{ effectiveFrom: weekStart, baseRate: '30.00', fringeRate: '2.00' }],
  });

  const workers: PublicWorksWeek['workers'] = [];
  for (const [first, last] of [
    ['Alma', `Reyes ${stamp}`],
    ['Bruno', `Sato ${stamp}`],
  ] as const) {
    const email = `${options.prefix}-${first.toLowerCase()}-${stamp}@acme.test`;
    const user = await send('post', '/api/users', {
      firstName: first,
      lastName: last,
      email,
      phone: null,
      hourlyRate: 32,
      role: 'standard_user',
      isActive: true,
      includeInReports: false,
      password: DEMO_PASSWORD,
    });
    await send('put', `/api/staff/${user.id}/identity`, { identifyingNumber: '123-45-6789' });
    workers.push({ id: user.id, email, name: `${first} ${last}` });
  }

  // Alma: 8 hours Monday to Friday and 4 on Saturday (44: 4 of overtime); Bruno: 8 hours
  // Monday to Thursday.
  const ids: string[] = [];
  const days = [
    ...[0, 1, 2, 3, 4, 5].map((d) => ({ worker: workers[0]!, day: d, hours: d === 5 ? 4 : 8 })),
    ...[0, 1, 2, 3].map((d) => ({ worker: workers[1]!, day: d, hours: 8 })),
  ];
  for (const e of days) {
    const entry = await send('post', '/api/time-entries/admin-create', {
      targetUserId: e.worker.id,
      entryDate: plusDays(weekStart, e.day),
      hours: e.hours,
      isPto: false,
      jobId: job.id,
      workTypeId: type.id,
      classificationId: classification.id,
    });
    ids.push(entry.id);
  }
  await send('post', '/api/time-entries/approve-batch', { entryIds: ids });

  let payrollId: string | null = null;
  if (options.signed) {
    const week = await request.get(
      `/api/certified-payrolls/week?jobId=${job.id}&weekStart=${weekStart}`,
      { headers },
    );
    expect(week.ok(), await week.text()).toBe(true);
    const doc = (await week.json()) as { warnings: { key: string }[] };
    const signed = await send('post', '/api/certified-payrolls/sign', {
      jobId: job.id,
      weekStart,
      signatoryName: 'Pat Payroll',
      signatoryTitle: 'Payroll Manager',
      isFinal: false,
      explanations: Object.fromEntries(
        doc.warnings.map((w) => [w.key, 'Deductions are filed by the payroll service']),
      ),
    });
    payrollId = signed.id;
  }
  return {
    jobId: job.id,
    jobName,
    projectNumber,
    weekStart,
    weekEnding: plusDays(weekStart, 6),
    workers,
    headers,
    payrollId,
  };
}
