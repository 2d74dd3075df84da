import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { punches, timeEntries, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let worker: Session;
let worker2: Session;
let admin: Session;
let other: Session;
let job: { id: string; name: string };
let carpentry: string;
let electrical: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: object, session = worker) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}

beforeAll(async () => {
  t = await createTestApp();
  worker = await t.login('worker1@acme.test');
  worker2 = await t.login('worker2@acme.test');
  admin = await t.login('admin@acme.test');
  other = await t.login('admin@birch.test');
  const jobs = (await call('GET', '/api/jobs')).json();
  job = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office');
  const types = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  electrical = types.find((w: { name: string }) => w.name === 'Electrical').id;
  const { companyId } = await t.userByEmail('admin@acme.test');
  const res = await call('PUT', `/api/companies/${companyId}`, { time_capture: 'times' }, admin);
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

/** Punch times in the company's zone (Acme: America/Los_Angeles, UTC-8 in winter). */
let dayCounter = 0;
const freshDay = () => `2025-03-${String(++dayCounter).padStart(2, '0')}`;
const at = (day: string, time: string) => `${day}T${time}-08:00`;

function punch(kind: string, when: string, extra: object = {}, session = worker) {
  return call(
    'POST',
    '/api/punches',
    { clientId: randomUUID(), kind, at: when, ...extra },
    session,
  );
}
const opens = { jobId: '', workTypeId: '' };
beforeAll(() => {
  opens.jobId = job.id;
  opens.workTypeId = carpentry;
});

async function entriesOf(session: Session, day: string) {
  const res = await call(
    'GET',
    `/api/time-entries?start_date=${day}&end_date=${day}`,
    undefined,
    session,
  );
  return res.json<
    { id: string; hours: number; startedAt: string; endedAt: string; workTypeName: string }[]
  >();
}

describe('clocking in and out', () => {
  it('turns a day of punches into entries with start and end, and hours never rounded down', async () => {
    const day = freshDay();
    expect((await punch('in', at(day, '07:00:00'), opens)).statusCode).toBe(201);
    let clock = (await call('GET', '/api/punch-clock')).json();
    expect(clock).toMatchObject({ state: 'working', jobName: job.name, workTypeName: 'Carpentry' });
    expect(
      (await punch('switch', at(day, '09:30:10'), { jobId: job.id, workTypeId: electrical }))
        .statusCode,
    ).toBe(201);
    expect((await punch('meal_start', at(day, '11:30:00'))).statusCode).toBe(201);
    clock = (await call('GET', '/api/punch-clock')).json();
    expect(clock.state).toBe('meal');
    // After the meal the stretch goes on with Electrical, the work type before it.
    expect((await punch('meal_end', at(day, '12:00:00'))).statusCode).toBe(201);
    const out = await punch('out', at(day, '15:30:00'), { restBreaksGiven: true });
    expect(out.statusCode).toBe(201);

    const entries = await entriesOf(worker, day);
    expect(entries.map((e) => [e.workTypeName, e.hours])).toEqual([
      // 2 h 30 min 10 s: 9,010 s = 250.3 hundredths, rounded up to 2.51.
      ['Carpentry', 2.51],
      // 1 h 59 min 50 s = 199.7 hundredths: 2.00.
      ['Electrical', 2],
      ['Electrical', 3.5],
    ]);
    expect(entries[0]!.startedAt).toBe(new Date(at(day, '07:00:00')).toISOString());
    expect(entries[0]!.endedAt).toBe(new Date(at(day, '09:30:10')).toISOString());
    clock = (await call('GET', '/api/punch-clock')).json();
    expect(clock.state).toBe('off');
  });

  it('records a punch sent twice (offline, then again) exactly once', async () => {
    const day = freshDay();
    const body = { clientId: randomUUID(), kind: 'in', at: at(day, '07:00:00'), ...opens };
    const first = await call('POST', '/api/punches', body);
    const again = await call('POST', '/api/punches', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const outBody = { clientId: randomUUID(), kind: 'out', at: at(day, '08:00:00') };
    await Promise.all([
      call('POST', '/api/punches', outBody),
      call('POST', '/api/punches', outBody),
    ]);
    expect(await entriesOf(worker, day)).toHaveLength(1);
    // Another worker cannot reuse, or learn about, that id.
    const stolen = await call('POST', '/api/punches', body, worker2);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().errors[0].path).toBe('clientId');
  });

  it('refuses punches out of order, naming why', async () => {
    const day = freshDay();
    const early = await punch('out', at(day, '07:00:00'));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('punchNotClockedIn');
    await punch('in', at(day, '07:00:00'), opens);
    const twice = await punch('in', at(day, '07:05:00'), opens);
    expect(twice.json().code).toBe('punchAlreadyClockedIn');
    const before = await punch('meal_start', at(day, '06:00:00'));
    expect(before.statusCode).toBe(400);
    expect(before.json().errors[0].path).toBe('at');
    await punch('out', at(day, '08:00:00'));
  });

  it('flags a device clock that disagrees with the server, and keeps the device time', async () => {
    const day = freshDay();
    const sentAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const res = await punch('in', at(day, '07:00:00'), { ...opens, sentAt });
    expect(res.json()).toMatchObject({
      clockSkewFlagged: true,
      at: new Date(at(day, '07:00:00')).toISOString(),
    });
    const fine = await punch('out', at(day, '08:00:00'), { sentAt: new Date().toISOString() });
    expect(fine.json().clockSkewFlagged).toBe(false);
  });

  it('rejects bad bodies with a 400 naming the field', async () => {
    for (const [body, path] of [
      [{ kind: 'in', at: '2025-02-01T07:00:00-08:00', ...opens }, 'clientId'],
      [{ clientId: randomUUID(), kind: 'lunch', at: '2025-02-01T07:00:00-08:00' }, 'kind'],
      [{ clientId: randomUUID(), kind: 'in', at: '07:00', ...opens }, 'at'],
      [{ clientId: randomUUID(), kind: 'in', at: '2025-02-01T07:00:00-08:00' }, 'jobId'],
      [
        {
          clientId: randomUUID(),
          kind: 'out',
          at: '2025-02-01T07:00:00-08:00',
          location: { latitude: 91, longitude: 0 },
        },
        'location.latitude',
      ],
    ] as const) {
      const res = await call('POST', '/api/punches', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it("refuses another company's job", async () => {
    const birchJob = (await call('GET', '/api/jobs', undefined, other)).json()[0];
    const res = await punch('in', at(freshDay(), '07:00:00'), {
      jobId: birchJob.id,
      workTypeId: carpentry,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('jobId');
  });

  it('refuses a work type that is not bookable on the job, naming it', async () => {
    const all = (await call('GET', '/api/work-types', undefined, admin)).json<{ id: string }[]>();
    const onJob = new Set(
      (await call('GET', `/api/job-work-types/job/${job.id}/work-types`))
        .json<{ id: string }[]>()
        .map((w) => w.id),
    );
    const elsewhere = all.find((w) => !onJob.has(w.id));
    expect(elsewhere, 'a work type of the company that is not on the job').toBeDefined();
    const res = await punch('in', at(freshDay(), '07:00:00'), {
      jobId: job.id,
      workTypeId: elsewhere!.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('workTypeId');
  });

  it('answers 409 where the company records hours only', async () => {
    const res = await punch(
      'in',
      at(freshDay(), '07:00:00'),
      { jobId: randomUUID(), workTypeId: randomUUID() },
      other,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('punchTimeCaptureOff');
  });
});

describe('location at the punch only, with consent', () => {
  it('keeps no position without consent, and flags a punch outside the site radius', async () => {
    const site = { latitude: 41.8781, longitude: -87.6298, radiusM: 200 };
    const jobBody = (await call('GET', '/api/jobs/all', undefined, admin))
      .json()
      .find((j: { id: string }) => j.id === job.id);
    const saved = await call(
      'PUT',
      `/api/jobs/${job.id}`,
      { jobName: jobBody.jobName, site },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().site).toEqual(site);

    const day = freshDay();
    const far = { latitude: 41.8881, longitude: -87.6298, accuracy: 10 }; // about 1.1 km north
    const before = await punch('in', at(day, '07:00:00'), { ...opens, location: far }, worker2);
    expect(before.json()).toMatchObject({ outsideRadius: false, distanceM: null });
    await call('PUT', '/api/punch-clock/location-consent', { granted: true }, worker2);
    const outside = await punch('out', at(day, '08:00:00'), { location: far }, worker2);
    expect(outside.json()).toMatchObject({ outsideRadius: true });
    expect(outside.json().distanceM).toBeGreaterThan(1000);
    const near = await punch(
      'in',
      at(day, '09:00:00'),
      { ...opens, location: { ...site, accuracy: 5 } },
      worker2,
    );
    expect(near.json()).toMatchObject({ outsideRadius: false, distanceM: 0 });

    const stored = await withPlatform(t.db, (tx) =>
      tx.select().from(punches).where(eq(punches.id, before.json().id)),
    );
    expect(stored[0]!.latitude).toBeNull();
    await call('PUT', '/api/punch-clock/location-consent', { granted: false }, worker2);
    const refused = await punch('out', at(day, '10:00:00'), { location: far }, worker2);
    expect(refused.json().distanceM).toBeNull();
    const [consent] = await withPlatform(t.db, (tx) =>
      tx
        .select({ c: users.locationConsent })
        .from(users)
        .where(eq(users.email, 'worker2@acme.test')),
    );
    expect(consent!.c).toBe('refused');
  });
});

describe('correcting a punched entry', () => {
  it('keeps the old start and end in the entry history with the reason', async () => {
    const day = freshDay();
    await punch('in', at(day, '07:00:00'), opens);
    await punch('out', at(day, '15:00:00'));
    const [entry] = await entriesOf(worker, day);
    const res = await call(
      'PUT',
      `/api/time-entries/${entry!.id}`,
      {
        entryDate: day,
        isPTO: false,
        jobId: job.id,
        workTypeId: carpentry,
        startedAt: at(day, '06:45:00'),
        endedAt: at(day, '15:00:00'),
        correctionReason: 'Forgot to clock in at the gate',
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hours: 8.25,
      startedAt: new Date(at(day, '06:45:00')).toISOString(),
    });
    const history = (
      await call('GET', `/api/time-entries/${res.json().id}/history`, undefined, admin)
    ).json();
    const update = history.find((h: { action: string }) => h.action === 'update');
    expect(update.reason).toBe('Forgot to clock in at the gate');
    expect(update.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'Start',
          before: new Date(at(day, '07:00:00')).toISOString(),
        }),
        expect.objectContaining({ field: 'Hours', before: '8', after: '8.25' }),
      ]),
    );
    const stored = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.id, res.json().id))),
    );
    expect(stored[0]!.hours).toBe('8.25');
  });
});
