import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, messageText } from '@sitehours/contract';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['login']>>;
let worker: Awaited<ReturnType<TestApp['login']>>;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
  companyId = (await t.tenantBySubdomain('acme')).company.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, session = admin) =>
  t.app.inject({ method, url, payload, headers: session.headers });

async function workTypeId(name: string) {
  const list = (await call('GET', '/api/work-types?includeInactive=true')).json();
  return list.find((w: { name: string }) => w.name === name).id as string;
}

describe('work types', () => {
  it('lists active work types with their active code counts; includeInactive adds the rest', async () => {
    const active = (
      await call('GET', `/api/work-types?companyId=${companyId}`, undefined, worker)
    ).json();
    expect(active.map((w: { name: string }) => w.name)).toContain('Carpentry');
    expect(active.some((w: { name: string }) => w.name === 'Demolition')).toBe(false);
    expect(active.find((w: { name: string }) => w.name === 'Carpentry')).toMatchObject({
      workTypeName: 'Carpentry',
      activeCodeCount: 2,
      isActive: true,
    });
    const all = (await call('GET', '/api/work-types?includeInactive=true')).json();
    expect(all.find((w: { name: string }) => w.name === 'Demolition').isActive).toBe(false);
  });

  it('refuses another company id', async () => {
    const birch = (await t.tenantBySubdomain('birch')).company.id;
    expect((await call('GET', `/api/work-types?companyId=${birch}`)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/work-types', {
          workTypeName: 'Sneaky',
          isActive: true,
          companyId: birch,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('creates and renames work types with a required, unique name', async () => {
    const blank = await call('POST', '/api/work-types', {
      workTypeName: '  ',
      isActive: true,
      companyId,
    });
    expect(blank.json().errors).toMatchObject([
      { path: 'workTypeName', msg: messageText(CATALOG_MESSAGES.workTypeNameRequired) },
    ]);
    const created = await call('POST', '/api/work-types', {
      workTypeName: ' Roofing ',
      isActive: true,
      companyId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ workTypeName: 'Roofing', activeCodeCount: 0 });
    const dup = await call('POST', '/api/work-types', {
      workTypeName: 'roofing',
      isActive: true,
      companyId,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].path).toBe('workTypeName');
    const renamed = await call('PUT', `/api/work-types/${created.json().id}`, {
      workTypeName: 'Roofing (steep)',
      isActive: false,
      companyId,
    });
    expect(renamed.json()).toMatchObject({ name: 'Roofing (steep)', isActive: false });
  });

  it('is managed by company admins only', async () => {
    expect(
      (await call('POST', '/api/work-types', { workTypeName: 'X', isActive: true }, worker))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/work-type-wc-codes', undefined, worker)).statusCode).toBe(403);
    expect((await call('GET', '/api/jobs/all', undefined, worker)).statusCode).toBe(403);
  });
});

describe('WC codes', () => {
  it('sets a threshold pair at once and matches rates at the boundaries', async () => {
    const id = (
      await call('POST', '/api/work-types', { workTypeName: 'Framing', isActive: true, companyId })
    ).json().id;
    const same = await call('POST', '/api/wc-codes/multiple', {
      workTypeId: id,
      wcCodes: [
        { code: '5403', minHourlyRate: 0, maxHourlyRate: 30, compRate: 12.5 },
        { code: '5403', minHourlyRate: 30, maxHourlyRate: 999.99, compRate: 6 },
      ],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(messageText(CATALOG_MESSAGES.codesMustDiffer));

    const pair = await call('POST', '/api/wc-codes/multiple', {
      workTypeId: id,
      wcCodes: [
        { code: '5403', minHourlyRate: 0, maxHourlyRate: 30, compRate: '12.50' },
        { code: '5432', minHourlyRate: 30, maxHourlyRate: 999.99, compRate: 6.02 },
      ],
    });
    expect(pair.statusCode).toBe(201);
    const match = async (rate: number) =>
      await call(
        'GET',
        `/api/wc-codes/match?workTypeId=${id}&hourlyRate=${rate}&companyId=${companyId}`,
        undefined,
        worker,
      );
    expect((await match(29.99)).json().code).toBe('5403');
    expect((await match(30)).json().code).toBe('5432');
    expect((await match(999.99)).json().code).toBe('5432');
    expect((await match(0)).json()).toMatchObject({
      code: '5403',
      compRate: 12.5,
      minHourlyRate: 0,
      maxHourlyRate: 30,
    });

    // Replacing the set keeps the old codes, inactive.
    await call('POST', '/api/wc-codes/multiple', {
      workTypeId: id,
      wcCodes: [{ code: '5190', minHourlyRate: 0, maxHourlyRate: 0, compRate: 5.42 }],
    });
    const withCodes = (await call('GET', '/api/work-type-wc-codes'))
      .json()
      .find((w: { id: string }) => w.id === id);
    expect(withCodes.wcCodes).toHaveLength(3);
    expect(
      withCodes.wcCodes
        .filter((c: { isActive: boolean }) => c.isActive)
        .map((c: { code: string }) => c.code),
    ).toEqual(['5190']);
    expect((await match(55)).json().code).toBe('5190');
  });

  it('answers a rate with no active code with 404 and the spec message', async () => {
    const id = await workTypeId('Roofing (steep)');
    const res = await call('GET', `/api/wc-codes/match?workTypeId=${id}&hourlyRate=25`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messageText(CATALOG_MESSAGES.noMatchingCode));
  });

  it('checks code format, comp rate and threshold', async () => {
    const id = await workTypeId('Roofing (steep)');
    const cases: [object, string][] = [
      [{ code: '881', compRate: 1 }, messageText(CATALOG_MESSAGES.wcCodeFormat)],
      [{ code: '', compRate: 1 }, messageText(CATALOG_MESSAGES.wcCodeRequired)],
      [{ code: '8810', compRate: '' }, messageText(CATALOG_MESSAGES.compRateRequired)],
      [{ code: '8810', compRate: 'abc' }, messageText(CATALOG_MESSAGES.compRateNumber)],
      [{ code: '8810', compRate: 100 }, messageText(CATALOG_MESSAGES.compRateRange)],
      [{ code: '8810', compRate: 0 }, messageText(CATALOG_MESSAGES.compRateRange)],
    ];
    for (const [body, msg] of cases) {
      const res = await call('POST', '/api/wc-codes', {
        workTypeId: id,
        minHourlyRate: 0,
        maxHourlyRate: 0,
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { msg: string }) => e.msg)).toContain(msg);
    }
    const threshold = await call('POST', '/api/wc-codes/multiple', {
      workTypeId: id,
      wcCodes: [
        { code: '1111', minHourlyRate: 0, maxHourlyRate: 120, compRate: 1 },
        { code: '2222', minHourlyRate: 120, maxHourlyRate: 999.99, compRate: 1 },
      ],
    });
    expect(threshold.json().errors.map((e: { msg: string }) => e.msg)).toContain(
      messageText(CATALOG_MESSAGES.thresholdRange),
    );
  });

  it('creates, edits and toggles single codes', async () => {
    const id = await workTypeId('Roofing (steep)');
    const created = (
      await call('POST', '/api/wc-codes', {
        code: '5551',
        workTypeId: id,
        minHourlyRate: 0,
        maxHourlyRate: 0,
        compRate: 19.8,
        isActive: true,
      })
    ).json();
    const edited = await call('PUT', `/api/wc-codes/${created.id}`, {
      code: '5552',
      workTypeId: id,
      minHourlyRate: 0,
      maxHourlyRate: 0,
      compRate: 18.25,
      isActive: true,
    });
    expect(edited.json()).toMatchObject({ code: '5552', compRate: 18.25 });
    const toggled = await call('PUT', `/api/wc-codes/${created.id}/toggle-status`);
    expect(toggled.json().isActive).toBe(false);
    const list = (await call('GET', `/api/wc-codes?companyId=${companyId}`)).json();
    expect(list.find((c: { id: string }) => c.id === created.id).isActive).toBe(false);
  });
});

describe('jobs', () => {
  it('lists active jobs for everyone and all jobs for admins', async () => {
    const active = (await call('GET', '/api/jobs', undefined, worker)).json();
    const all = (await call('GET', '/api/jobs/all')).json();
    expect(all.length).toBeGreaterThan(active.length);
    expect(active.every((j: { isActive: boolean }) => j.isActive)).toBe(true);
    expect(active[0]).toHaveProperty('jobName');
    expect(active[0]).toHaveProperty('zipCode');
  });

  it('creates a job with trimmed fields, upper-case state and its work types; returns jobId', async () => {
    const ids = [await workTypeId('Carpentry'), await workTypeId('Electrical')];
    const res = await call('POST', '/api/jobs', {
      jobName: '  Bayview Lofts ',
      address: ' 12 Pier St ',
      city: ' Oakland ',
      state: 'ca',
      zipCode: '94607',
      companyId,
      workTypeIds: ids,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      jobName: 'Bayview Lofts',
      address: '12 Pier St',
      city: 'Oakland',
      state: 'CA',
      zipCode: '94607',
      isActive: true,
    });
    const linked = (
      await call('GET', `/api/job-work-types/job/${res.json().jobId}/work-types`, undefined, worker)
    ).json();
    expect(linked.map((w: { name: string }) => w.name)).toEqual(['Carpentry', 'Electrical']);
  });

  it('checks name, ZIP, state and the chosen work types', async () => {
    const bad = await call('POST', '/api/jobs', { jobName: ' ', zipCode: '9460', state: 'Cal' });
    const msgs = bad.json().errors.map((e: { msg: string }) => e.msg);
    expect(msgs).toEqual(
      expect.arrayContaining([
        messageText(CATALOG_MESSAGES.jobNameRequired),
        messageText(CATALOG_MESSAGES.zipFormat),
        messageText(CATALOG_MESSAGES.stateFormat),
      ]),
    );
    const none = await call('POST', '/api/jobs', { jobName: 'Empty', workTypeIds: [] });
    expect(none.json().message).toBe(messageText(CATALOG_MESSAGES.atLeastOneWorkType));
    const noCodes = await call('POST', '/api/jobs', {
      jobName: 'No codes',
      workTypeIds: [await workTypeId('Roofing (steep)')],
    });
    expect(noCodes.statusCode).toBe(400);
    const unknown = await call('POST', '/api/jobs', {
      jobName: 'Unknown',
      workTypeIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.json().message).toBe(
      messageText('catalogWorkTypeNotFound', {
        name: '00000000-0000-4000-8000-000000000000',
      }),
    );
  });

  it('refuses work types of another company on a job', async () => {
    const birchAdmin = await t.login('admin@birch.test');
    const birchType = (
      await call(
        'POST',
        '/api/work-types',
        { workTypeName: 'Birch only', isActive: true },
        birchAdmin,
      )
    ).json().id;
    const res = await call('POST', '/api/jobs', { jobName: 'Cross', workTypeIds: [birchType] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not found');
  });

  it('edits a job, deactivates and reactivates it, and replaces its work types', async () => {
    const job = (await call('GET', '/api/jobs'))
      .json()
      .find((j: { name: string }) => j.name === 'Bayview Lofts');
    const off = await call('PUT', `/api/jobs/${job.id}`, {
      jobName: 'Bayview Lofts',
      address: job.address,
      city: job.city,
      state: job.state,
      zipCode: job.zipCode,
      isActive: false,
    });
    expect(off.json().isActive).toBe(false);
    expect(
      (await call('GET', '/api/jobs')).json().some((j: { id: string }) => j.id === job.id),
    ).toBe(false);
    const on = await call('PUT', `/api/jobs/${job.id}`, {
      jobName: 'Bayview Lofts II',
      isActive: true,
    });
    expect(on.json()).toMatchObject({ jobName: 'Bayview Lofts II', isActive: true, address: null });
    const links = await call('POST', `/api/job-work-types/job/${job.id}/work-types`, {
      workTypeIds: [await workTypeId('Painting')],
    });
    expect(links.statusCode).toBe(200);
    const linked = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
    expect(linked.map((w: { name: string }) => w.name)).toEqual(['Painting']);
    expect(
      (await call('PUT', '/api/jobs/00000000-0000-4000-8000-000000000000', { jobName: 'X' }))
        .statusCode,
    ).toBe(404);
  });

  it('assigns a work type to every active job', async () => {
    const id = await workTypeId('Excavation');
    const active = (await call('GET', '/api/jobs')).json();
    const res = await call('POST', `/api/work-types/${id}/assign-to-jobs`, { allActiveJobs: true });
    expect(res.json()).toEqual({
      count: active.length,
      message: messageText('catalogAssigned', { count: active.length }),
    });
    for (const job of active.slice(0, 3)) {
      const linked = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
      expect(linked.map((w: { name: string }) => w.name)).toContain('Excavation');
    }
    const noCodes = await call(
      'POST',
      `/api/work-types/${await workTypeId('Roofing (steep)')}/assign-to-jobs`,
      { allActiveJobs: true },
    );
    expect(noCodes.statusCode).toBe(400);
  });
});

describe('Other (PTO) types', () => {
  it("lists the company's active Other types for everyone", async () => {
    const res = (await call('GET', '/api/pto-types', undefined, worker)).json();
    expect(res.map((p: { name: string }) => p.name)).toEqual(['Holiday', 'Sick', 'Vacation']);
    expect(res[0].pto_type_id).toBe(res[0].ptoTypeId);
  });
});
