import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createSiteHoursClient, type Schema } from '@sitehours/api-client';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the typed API client', () => {
  it("signs in, records a day's work and reads the week back from a listening server", async () => {
    const signedOut = createSiteHoursClient(baseUrl);
    const signIn = await signedOut.POST('/api/auth/login', {
      body: { email: 'worker1@acme.test', password: DEMO_PASSWORD },
    });
    expect(signIn.response.status).toBe(200);
    const client = createSiteHoursClient(baseUrl, signIn.data!.token);

    const jobs = await client.GET('/api/jobs');
    const job = jobs.data!.find((j) => j.name === 'Lakeshore Medical Office')!;
    const workTypes = await client.GET('/api/job-work-types/job/{id}/work-types', {
      params: { path: { id: job.id } },
    });
    const carpentry = workTypes.data!.find((w) => w.name === 'Carpentry')!;

    const day = '2031-06-03';
    const saved = await client.POST('/api/time-entries', {
      body: { entryDate: day, hours: 7.5, isPto: false, jobId: job.id, workTypeId: carpentry.id },
    });
    expect(saved.response.status).toBe(201);

    const week = await client.GET('/api/time-entries', {
      params: { query: { startDate: '2031-06-02', endDate: '2031-06-08' } },
    });
    expect(week.error).toBeUndefined();
    expectTypeOf(week.data!).toEqualTypeOf<Schema<'TimeEntry'>[]>();
    expect(week.data!.map((e) => [e.entryDate, e.hours, e.workTypeName])).toEqual([
      [day, 7.5, 'Carpentry'],
    ]);
  });

  it('answers a refusal as the typed error of the document', async () => {
    const client = createSiteHoursClient(baseUrl, 'not-a-token');
    const { data, error, response } = await client.GET('/api/time-entries');
    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
    expectTypeOf(error!).toEqualTypeOf<Schema<'ErrorResponse'>>();
    expect(error!.code).toBe('accessTokenInvalid');
  });
});
