import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, apiSignIn } from '../support/auth';

/**
 * A crew of Acme's of its own for each crew-day journey, made through the API with unique
 * names: a job with three work types of its own, a lead given the crew-lead permission, and
 * workers each with a personal PIN. Acme keeps hours.
 */
export interface CrewSetup {
  crewId: string;
  crewName: string;
  jobId: string;
  jobName: string;
  workTypes: { id: string; name: string }[];
  lead: { id: string; email: string; name: string };
  workers: { id: string; email: string; name: string; pin: string }[];
  date: string;
}

/** Today in the company's zone (the journeys and the browser share it). */
export const companyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function adminToken(
  request: APIRequestContext,
  admin: string = ACCOUNTS.companyAdmin,
) {
  return apiSignIn(request, admin, DEMO_PASSWORD);
}

/** Another company for a crew: its admin and the domain of its people's addresses. */
export interface CrewCompany {
  admin: string;
  domain: string;
}

export async function crewOfAcme(
  request: APIRequestContext,
  prefix: string,
  workerCount: number,
  company: CrewCompany = { admin: ACCOUNTS.companyAdmin, domain: 'acme.test' },
): Promise<CrewSetup> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const headers = bearer(await adminToken(request, company.admin));
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };

  const workTypes: { id: string; name: string }[] = [];
  for (const name of [`Framing ${stamp}`, `Drywall ${stamp}`, `Cleanup ${stamp}`]) {
    const type = await post('/api/work-types', { workTypeName: name });
    const codes = await request.post('/api/wc-codes/multiple', {
      headers,
      data: {
        workTypeId: type.id,
        wcCodes: [{ code: '5403', minHourlyRate: 0, maxHourlyRate: 0, compRate: 6.1 }],
      },
    });
    expect(codes.ok(), await codes.text()).toBe(true);
    workTypes.push({ id: type.id, name });
  }
  const jobName = `Crew Site ${stamp}`;
  const job = await post('/api/jobs', {
    jobName,
    city: 'Oakland',
    state: 'CA',
    workTypeIds: workTypes.map((w) => w.id),
  });

  const person = async (first: string, last: string, crewLead: boolean) => {
    const email = `${prefix}-${first.toLowerCase()}-${stamp}@${company.domain}`.replace(/\s+/g, '');
    const created = await post('/api/users', {
      firstName: first,
      lastName: last,
      email,
      phone: null,
      hourlyRate: 30,
      role: 'standard_user',
      isActive: true,
      includeInReports: false,
      password: DEMO_PASSWORD,
      crewLead,
    });
    return { id: created.id, email, name: `${first} ${last}` };
  };
  const lead = await person('Lena', `Lead ${stamp}`, true);
  const workers = [];
  for (let i = 1; i <= workerCount; i++) {
    const w = await person(`W${i}`, `Worker ${stamp}`, false);
    const pin = String(1000 + i * 7).padStart(4, '0');
    const token = await apiSignIn(request, w.email, DEMO_PASSWORD);
    const set = await request.put('/api/me/pin', { headers: bearer(token), data: { pin } });
    expect(set.ok(), await set.text()).toBe(true);
    workers.push({ ...w, pin });
  }
  const crewName = `Crew ${stamp}`;
  const crew = await post('/api/crews', {
    name: crewName,
    defaultJobId: job.id,
    members: [
      { userId: lead.id, isLead: true },
      ...workers.map((w) => ({ userId: w.id, isLead: false })),
    ],
  });
  return {
    crewId: crew.id,
    crewName,
    jobId: job.id,
    jobName,
    workTypes,
    lead,
    workers,
    date: companyToday(),
  };
}

/** The crew day as the lead's device reads it. */
export async function crewDayOf(request: APIRequestContext, setup: CrewSetup) {
  const token = await apiSignIn(request, setup.lead.email, DEMO_PASSWORD);
  const res = await request.get(`/api/crew-day?crewId=${setup.crewId}&date=${setup.date}`, {
    headers: bearer(token),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as {
    rows: {
      userId: string;
      entries: { id: string; hours: number; workTypeId: string }[];
      signature: { state: string; voided: boolean } | null;
    }[];
  };
}

/** The lead saves a worker's 8 hours through the API (as the crew day's submit does). */
export async function saveDay(request: APIRequestContext, setup: CrewSetup) {
  const token = await apiSignIn(request, setup.lead.email, DEMO_PASSWORD);
  const worker = setup.workers[0]!;
  const res = await request.post('/api/crew-day', {
    headers: bearer(token),
    data: {
      crewId: setup.crewId,
      date: setup.date,
      jobId: setup.jobId,
      entries: [
        {
          clientId: `e2e-${worker.id}`,
          userId: worker.id,
          workTypeId: setup.workTypes[0]!.id,
          hours: 8,
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return token;
}
