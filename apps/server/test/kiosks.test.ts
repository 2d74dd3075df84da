import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { kioskDevices, punches } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { fillPath, idCarryingBody, needsSignIn } from './support/route-walk';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker1: Session;
let birchAdmin: Session;
let job: { id: string; name: string };
let carpentry: string;
let worker1Id: string;
let worker2Id: string;
let birchWorkerId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: object, session: Session = admin) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}
const kioskHeaders = (credential: string) => ({ authorization: `Kiosk ${credential}` });
function device(method: Method, url: string, credential: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: kioskHeaders(credential) });
}
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

async function newKiosk(body: object = {}) {
  const res = await call('POST', '/api/kiosks', { name: 'Gate tablet', jobId: job.id, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; credential: string; askPhoto: boolean }>();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker1 = await t.login('worker1@acme.test');
  const worker2 = await t.login('worker2@acme.test');
  birchAdmin = await t.login('admin@birch.test');
  const jobs = (await call('GET', '/api/jobs')).json();
  job = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office');
  const types = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  worker1Id = (await t.userByEmail('worker1@acme.test')).id;
  worker2Id = (await t.userByEmail('worker2@acme.test')).id;
  birchWorkerId = (await t.userByEmail('tech1@birch.test')).id;
  const { companyId } = await t.userByEmail('admin@acme.test');
  expect(
    (await call('PUT', `/api/companies/${companyId}`, { time_capture: 'times' })).statusCode,
  ).toBe(200);
  expect((await call('PUT', '/api/me/pin', { pin: '2468' }, worker1)).statusCode).toBe(200);
  expect((await call('PUT', '/api/me/pin', { pin: '1357' }, worker2)).statusCode).toBe(200);
  const tech = await t.login('tech1@birch.test');
  expect((await call('PUT', '/api/me/pin', { pin: '2468' }, tech)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('setting up a kiosk', () => {
  it('answers the credential once and keeps only its hash', async () => {
    const kiosk = await newKiosk({ askPhoto: true });
    expect(kiosk.credential).toMatch(/^[\w-]{43}$/);
    const [row] = await withPlatform(t.db, (tx) =>
      tx.select().from(kioskDevices).where(eq(kioskDevices.id, kiosk.id)),
    );
    expect(row!.tokenHash).not.toContain(kiosk.credential);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const list = (await call('GET', '/api/kiosks')).json<{ id: string }[]>();
    expect(list.find((k) => k.id === kiosk.id)).toMatchObject({
      askPhoto: true,
      jobName: job.name,
    });
    expect(JSON.stringify(list)).not.toContain(kiosk.credential);
  });

  it('is for admins only, on an active job of their own company', async () => {
    const res = await call('POST', '/api/kiosks', { name: 'Mine', jobId: job.id }, worker1);
    expect(res.statusCode).toBe(403);
    const foreign = await call(
      'POST',
      '/api/kiosks',
      { name: 'Theirs', jobId: job.id },
      birchAdmin,
    );
    expect([400, 409]).toContain(foreign.statusCode);
    const noName = await call('POST', '/api/kiosks', { name: ' ', jobId: job.id });
    expect(noName.statusCode).toBe(400);
  });

  it('is refused to a company that keeps hours', async () => {
    const birchJobs = (await call('GET', '/api/jobs', undefined, birchAdmin)).json();
    const res = await call(
      'POST',
      '/api/kiosks',
      { name: 'Birch gate', jobId: birchJobs[0].id },
      birchAdmin,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('punchTimeCaptureOff');
  });
});

describe('punching at a kiosk', () => {
  it('shows names and work types only, and punches a worker in and out by PIN', async () => {
    const kiosk = await newKiosk();
    const info = await device('GET', '/api/kiosk', kiosk.credential);
    expect(info.statusCode).toBe(200);
    const body = info.json();
    expect(body.jobName).toBe(job.name);
    expect(body.workers.find((w: { userId: string }) => w.userId === worker1Id)).toBeTruthy();
    expect(Object.keys(body.workers[0]).sort()).toEqual(['name', 'userId']);
    expect(body.workTypes.map((w: { id: string }) => w.id)).toContain(carpentry);
    expect(JSON.stringify(body)).not.toContain('@acme.test');

    const state = await device('POST', '/api/kiosk/state', kiosk.credential, {
      userId: worker1Id,
      pin: '2468',
    });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json().state).toBe('off');

    const inBody = {
      userId: worker1Id,
      pin: '2468',
      clientId: randomUUID(),
      kind: 'in',
      at: minutesAgo(90),
      workTypeId: carpentry,
    };
    const clockedIn = await device('POST', '/api/kiosk/punches', kiosk.credential, inBody);
    expect(clockedIn.statusCode, clockedIn.body).toBe(201);
    // The same punch again (the kiosk's queue after a lost answer): one punch.
    const again = await device('POST', '/api/kiosk/punches', kiosk.credential, inBody);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(clockedIn.json().id);
    const working = await device('POST', '/api/kiosk/state', kiosk.credential, {
      userId: worker1Id,
      pin: '2468',
    });
    expect(working.json()).toMatchObject({ state: 'working', workTypeName: 'Carpentry' });

    const out = await device('POST', '/api/kiosk/punches', kiosk.credential, {
      userId: worker1Id,
      pin: '2468',
      clientId: randomUUID(),
      kind: 'out',
      at: minutesAgo(0),
    });
    expect(out.statusCode, out.body).toBe(201);
    const stored = await withPlatform(t.db, (tx) =>
      tx.select().from(punches).where(eq(punches.kioskId, kiosk.id)),
    );
    expect(stored.map((p) => p.kind).sort()).toEqual(['in', 'out']);
    expect(stored.find((p) => p.kind === 'in')!.jobId).toBe(job.id);
    expect(stored.find((p) => p.kind === 'out')!.entryId).not.toBeNull();

    const review = await call(
      'GET',
      `/api/kiosks/${kiosk.id}/punches?date=${clockedIn.json().workDate}`,
    );
    expect(review.statusCode).toBe(200);
    expect(review.json().map((p: { kind: string }) => p.kind)).toEqual(['out', 'in']);
  });

  it('locks a PIN after 5 wrong tries, the right one included then', async () => {
    const kiosk = await newKiosk();
    const tryPin = (pin: string) =>
      device('POST', '/api/kiosk/state', kiosk.credential, { userId: worker2Id, pin });
    for (let left = 4; left >= 1; left--) {
      const res = await tryPin('0000');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        path: 'pin',
        code: 'pinWrong',
        params: { left },
      });
    }
    expect((await tryPin('0000')).json().errors[0].code).toBe('pinLocked');
    const right = await tryPin('1357');
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].code).toBe('pinLocked');
    const punch = await device('POST', '/api/kiosk/punches', kiosk.credential, {
      userId: worker2Id,
      pin: '1357',
      clientId: randomUUID(),
      kind: 'in',
      at: minutesAgo(1),
      workTypeId: carpentry,
    });
    expect(punch.json().errors[0].code).toBe('pinLocked');
  });

  it("refuses another tenant's worker, whatever the PIN", async () => {
    const kiosk = await newKiosk();
    const state = await device('POST', '/api/kiosk/state', kiosk.credential, {
      userId: birchWorkerId,
      pin: '2468',
    });
    expect(state.statusCode).toBe(400);
    expect(state.json().errors[0].code).toBe('pinNotSet');
    const punch = await device('POST', '/api/kiosk/punches', kiosk.credential, {
      userId: birchWorkerId,
      pin: '2468',
      clientId: randomUUID(),
      kind: 'in',
      at: minutesAgo(1),
      workTypeId: carpentry,
    });
    expect(punch.statusCode).toBe(400);
    const theirs = await withPlatform(t.db, (tx) =>
      tx.select().from(punches).where(eq(punches.userId, birchWorkerId)),
    );
    expect(theirs.filter((p) => p.kioskId)).toEqual([]);
  });

  it('refuses a revoked kiosk at once, and a made-up credential', async () => {
    const kiosk = await newKiosk();
    expect((await device('GET', '/api/kiosk', kiosk.credential)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/kiosks/${kiosk.id}`)).statusCode).toBe(200);
    const after = await device('GET', '/api/kiosk', kiosk.credential);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('kioskCredentialInvalid');
    expect((await device('GET', '/api/kiosk', 'x'.repeat(43))).statusCode).toBe(401);
    // Another company's admin cannot revoke, or see, this company's kiosks.
    const other = await newKiosk();
    expect(
      (await call('DELETE', `/api/kiosks/${other.id}`, undefined, birchAdmin)).statusCode,
    ).toBe(404);
    expect((await device('GET', '/api/kiosk', other.credential)).statusCode).toBe(200);
  });

  it('refuses a signed-in account on the kiosk routes', async () => {
    const res = await call('GET', '/api/kiosk', undefined, admin);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/kiosk' })).statusCode).toBe(401);
  });
});

describe('a kiosk credential', () => {
  it('is refused by every other route', async () => {
    const kiosk = await newKiosk();
    const id = randomUUID();
    const routes = t.routes.filter((r) => needsSignIn(r) && r.access !== 'kiosk');
    expect(routes.length).toBeGreaterThan(50);
    const accepted: string[] = [];
    for (const route of routes) {
      const method = route.method as Method;
      const res = await t.app.inject({
        method,
        url: fillPath(route.url, id),
        headers: kioskHeaders(kiosk.credential),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: idCarryingBody([id]) }),
      });
      if (res.statusCode !== 401) accepted.push(`${method} ${route.url} -> ${res.statusCode}`);
    }
    expect(accepted).toEqual([]);
    // Also as a bearer token: it is no access token.
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${kiosk.credential}` },
    });
    expect(bearer.statusCode).toBe(401);
  });
});

describe('photos at the punch', () => {
  it('stores the photo with the punch and shows it to the admins only', async () => {
    const kiosk = await newKiosk({ askPhoto: true });
    const jpeg = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#8a6' },
    })
      .jpeg()
      .toBuffer();
    const res = await device('POST', '/api/kiosk/punches', kiosk.credential, {
      userId: worker1Id,
      pin: '2468',
      clientId: randomUUID(),
      kind: 'in',
      at: minutesAgo(0),
      workTypeId: carpentry,
      photo: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().hasPhoto).toBe(true);
    const [row] = await withPlatform(t.db, (tx) =>
      tx.select().from(punches).where(eq(punches.id, res.json().id)),
    );
    expect(row!.photoPath).toMatch(/^punch-photos\/[0-9a-f-]{36}\.jpg$/);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', row!.photoPath!))).toBe(true);

    const review = (
      await call('GET', `/api/kiosks/${kiosk.id}/punches?date=${res.json().workDate}`)
    ).json();
    expect(review[0]).toMatchObject({ id: res.json().id, hasPhoto: true });
    const url = `/api/kiosks/${kiosk.id}/punches/${res.json().id}/photo`;
    const shown = await call('GET', url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await call('GET', url, undefined, worker1)).statusCode).toBe(403);
    expect((await call('GET', url, undefined, birchAdmin)).statusCode).toBe(404);
    expect((await device('GET', url, kiosk.credential)).statusCode).toBe(401);

    // Clock out before the next test's punches.
    await device('POST', '/api/kiosk/punches', kiosk.credential, {
      userId: worker1Id,
      pin: '2468',
      clientId: randomUUID(),
      kind: 'out',
      at: new Date(Date.now() + 1000).toISOString(),
    });
  });

  it('refuses what is not a JPEG or PNG', async () => {
    const kiosk = await newKiosk({ askPhoto: true });
    const res = await device('POST', '/api/kiosk/punches', kiosk.credential, {
      userId: worker1Id,
      pin: '2468',
      clientId: randomUUID(),
      kind: 'in',
      at: new Date(Date.now() + 2000).toISOString(),
      workTypeId: carpentry,
      photo: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'photo', code: 'kioskPhotoInvalid' });
    const folder = path.join(t.dataDir, 'uploads', 'punch-photos');
    expect(fs.readdirSync(folder)).toHaveLength(1);
  });
});

describe('wrong PINs at one kiosk', () => {
  it('stop the kiosk taking PINs after ten, so it cannot lock the whole company', async () => {
    const kiosk = await newKiosk();
    const others = [
      (await t.userByEmail('worker3@acme.test')).id,
      (await t.userByEmail('worker4@acme.test')).id,
    ];
    for (const userId of others)
      for (let i = 0; i < 5; i++)
        expect(
          (await device('POST', '/api/kiosk/state', kiosk.credential, { userId, pin: '0000' }))
            .statusCode,
        ).toBe(400);
    const right = await device('POST', '/api/kiosk/state', kiosk.credential, {
      userId: worker1Id,
      pin: '2468',
    });
    expect(right.statusCode).toBe(429);
    // Another kiosk of the company still takes the PIN.
    const other = await newKiosk();
    const elsewhere = await device('POST', '/api/kiosk/state', other.credential, {
      userId: worker1Id,
      pin: '2468',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
