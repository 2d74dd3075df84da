import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  APPROVE_BATCH_MAX,
  CLIENT_ERROR_LIMITS,
  LOGO_MAX_SIDE,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  SETTINGS_MESSAGES,
  messageText,
} from '@sitehours/contract';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

/**
 * Limits on what one request may make the server do, and on what untrusted input may leave
 * behind (docs/decisions/0016-bounded-work-and-untrusted-files.md).
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
});
afterAll(() => t.close());

type FieldErrors = { message: string; errors?: { path: string; msg: string }[] };
const fieldsOf = (body: FieldErrors) => (body.errors ?? []).map((e) => e.path);

describe('date ranges', () => {
  const century = [
    ['/api/time-entries?start_date=2000-01-01&end_date=2100-12-31', 'end_date'],
    ['/api/time-entries?startDate=2000-01-01&endDate=2100-12-31', 'endDate'],
    [
      '/api/time-entries/payroll-export?startDate=2000-01-01&endDate=2100-12-31&format=generic',
      'endDate',
    ],
    [
      '/api/time-entries/payroll-export?startDate=2000-01-01&endDate=2100-12-31&format=quickbooks-iif',
      'endDate',
    ],
    ['/api/time-entries/weekly-report?startDate=2000-01-01&endDate=2100-12-31', 'endDate'],
  ] as const;

  it('refuses a range longer than a report may cover, naming the field', async () => {
    for (const [url, field] of century) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
      const body = res.json<FieldErrors>();
      expect(fieldsOf(body), url).toContain(field);
      expect(body.message, url).toContain(`at most ${REPORT_MAX_DAYS} days`);
    }
    // A worker's own list follows the same rule.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/time-entries?start_date=2026-01-01&end_date=2027-12-31',
      headers: worker.headers,
    });
    expect(own.statusCode).toBe(400);
    expect(fieldsOf(own.json())).toEqual(['end_date']);
  });

  it('still answers a week, a month and the longest range', async () => {
    const last = new Date(Date.UTC(2026, 0, REPORT_MAX_DAYS)).toISOString().slice(0, 10);
    for (const url of [
      '/api/time-entries?start_date=2026-11-16&end_date=2026-11-22',
      '/api/time-entries?startDate=2026-11-01&endDate=2026-11-30',
      `/api/time-entries?start_date=2026-01-01&end_date=${last}`,
      `/api/time-entries/payroll-export?startDate=2026-01-01&endDate=${last}&format=gusto`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('refuses an end before the start on the payroll file, naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/time-entries/payroll-export?startDate=2026-11-22&endDate=2026-11-16&format=generic',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'endDate must not be before startDate',
      errors: [{ path: 'endDate' }],
    });
  });
});

describe('approving in batches', () => {
  it('refuses more ids than one batch takes, naming the field, before any database work', async () => {
    const entryIds = Array.from({ length: APPROVE_BATCH_MAX + 1 }, () => randomUUID());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<FieldErrors>();
    expect(fieldsOf(body)).toEqual(['entryIds']);
    expect(body.message).toContain(`at most ${APPROVE_BATCH_MAX}`);
  });

  it('takes a full batch (here: unknown ids, so nothing is approved)', async () => {
    const entryIds = Array.from({ length: APPROVE_BATCH_MAX }, () => randomUUID());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messageText(REPORT_MESSAGES.foreignEntries));
  });
});

describe('numbers written as text', () => {
  const day = '2031-03-03';
  let vacation: string;
  let workTypeId: string;
  beforeAll(async () => {
    const types = await t.app.inject({ url: '/api/pto-types', headers: worker.headers });
    vacation = types.json().find((p: { name: string }) => p.name === 'Vacation').id;
    const workTypes = await t.app.inject({ url: '/api/work-types', headers: admin.headers });
    workTypeId = workTypes.json()[0].id ?? workTypes.json()[0].workTypeId;
  });

  it('refuses hours written in hexadecimal, binary, octal or with an exponent', async () => {
    for (const hours of ['0x2', '0b10', '0o2', '2e0', 'Infinity', '1_0']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/time-entries',
        payload: { hours, entryDate: day, isPTO: true, ptoTypeId: vacation },
        headers: worker.headers,
      });
      expect(res.statusCode, hours).toBe(400);
      expect(fieldsOf(res.json()), hours).toContain('hours');
    }
  });

  it('still takes hours as a number or a plain decimal', async () => {
    for (const [hours, entryDate] of [
      [2, '2031-03-04'],
      ['2.5', '2031-03-05'],
      [' .75 ', '2031-03-06'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/time-entries',
        payload: { hours, entryDate, isPTO: true, ptoTypeId: vacation },
        headers: worker.headers,
      });
      expect(res.statusCode, String(hours)).toBe(201);
      expect(res.json().hours).toBe(Number(hours));
    }
  });

  it('refuses hourly rates and rate bounds written other than as plain decimals', async () => {
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        firstName: 'Hex',
        lastName: 'Rate',
        email: 'hex.rate@acme.test',
        hourlyRate: '0x19',
        password: 'Rebar!Tie2026',
      },
      headers: admin.headers,
    });
    expect(user.statusCode).toBe(400);
    expect(fieldsOf(user.json())).toContain('hourlyRate');

    const match = await t.app.inject({
      url: `/api/wc-codes/match?workTypeId=${workTypeId}&hourlyRate=0x19`,
      headers: admin.headers,
    });
    expect(match.statusCode).toBe(400);
    expect(fieldsOf(match.json())).toContain('hourlyRate');

    const operator = await t.login('admin@sitehours.test');
    const page = await t.app.inject({ url: '/api/tenants?limit=0x10', headers: operator.headers });
    expect(page.statusCode).toBe(400);
    expect(fieldsOf(page.json())).toContain('limit');
    const plain = await t.app.inject({ url: '/api/tenants?limit=5', headers: operator.headers });
    expect(plain.statusCode).toBe(200);
  });
});

describe('logo uploads', () => {
  const PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';
  const colours = { primary_color: '#1d4ed8', secondary_color: '#111827' };

  function multipart(file: { name: string; type: string; bytes: Buffer }) {
    const boundary = '----sitehours' + randomUUID();
    const parts = Object.entries(colours).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    return {
      payload: Buffer.concat([
        Buffer.from(parts.join('')),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  const upload = async (file: { name: string; type: string; bytes: Buffer }) => {
    const companyId = (await t.tenantBySubdomain('acme')).company.id;
    const body = multipart(file);
    return t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/branding`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
  };

  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } });

  it('stores the picture of a PNG with HTML appended, without the HTML', async () => {
    const polyglot = Buffer.concat([await picture(64, 32).png().toBuffer(), Buffer.from(PAYLOAD)]);
    const res = await upload({ name: 'logo.png', type: 'image/png', bytes: polyglot });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().logo_url;
    const stored = fs.readFileSync(path.join(t.dataDir, url.replace(/^\/uploads\//, 'uploads/')));
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.includes(Buffer.from('<html'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 64, height: 32 });
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('stores the picture of a JPEG with a script in its EXIF data and after its end, without it', async () => {
    const jpeg = await picture(48, 48)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: PAYLOAD } })
      .toBuffer();
    const res = await upload({
      name: 'logo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from(PAYLOAD)]),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().logo_url;
    expect(url).toMatch(/\.jpg$/);
    const stored = fs.readFileSync(path.join(t.dataDir, url.replace(/^\/uploads\//, 'uploads/')));
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 48, height: 48 });
  });

  it('refuses a GIF that is also a script, SVG, and text, naming the field', async () => {
    const gif = await picture(2, 2).gif().toBuffer();
    const gifScript = Buffer.concat([
      Buffer.from('GIF89a/*'),
      gif.subarray(8),
      Buffer.from('*/alert(1)'),
    ]);
    const files = [
      { name: 'logo.gif', type: 'image/gif', bytes: gifScript },
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from(PAYLOAD) },
    ];
    for (const file of files) {
      const res = await upload(file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json(), file.name).toMatchObject({
        message: messageText(SETTINGS_MESSAGES.logoWrongType),
        errors: [{ path: 'logo', msg: messageText(SETTINGS_MESSAGES.logoWrongType) }],
      });
    }
  });

  it('refuses a file that starts like a PNG but holds no picture, naming the field', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from(PAYLOAD),
    ]);
    const res = await upload({ name: 'logo.png', type: 'image/png', bytes: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messageText(SETTINGS_MESSAGES.logoNotImage),
      errors: [{ path: 'logo' }],
    });
  });

  it('refuses a picture wider than the limit, naming the field', async () => {
    const wide = await picture(LOGO_MAX_SIDE + 1, 1)
      .png()
      .toBuffer();
    const res = await upload({ name: 'wide.png', type: 'image/png', bytes: wide });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messageText(SETTINGS_MESSAGES.logoTooLarge, { max: LOGO_MAX_SIDE }),
      errors: [{ path: 'logo' }],
    });
  });
});

describe('crash reports of the web app', () => {
  /** Sends reports from one address of their own (the rate limit counts per address). */
  const report = (payload: unknown, remoteAddress = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: payload as object,
      remoteAddress,
    });

  /** What the server logged for the reports sent while `send` ran. */
  async function logged(send: () => Promise<unknown>) {
    const spy = vi.spyOn(t.ctx.log, 'error');
    try {
      await send();
      return spy.mock.calls
        .filter((call) => call[1] === 'web app crash reported')
        .map((call) => (call[0] as { clientError: Record<string, unknown> }).clientError);
    } finally {
      spy.mockRestore();
    }
  }

  it('logs one line per text field: no line breaks, escapes or direction overrides', async () => {
    const [entry] = await logged(async () => {
      const res = await report({
        message: 'boom\n{"level":60,"msg":"admin signed in"}\r\u001b[2Jforged\u2028x\u202eevil',
        url: 'https://hours.example.com/jobs\nfake line',
        userAgent: 'Agent\u0000\u0007/1.0',
        stack: 'Error: boom\n    at a (app.js:1:1)\r\n\n    at b (app.js:2:2)\u2028  at c',
      });
      expect(res.statusCode).toBe(204);
    });
    expect(entry).toBeDefined();
    const texts = [entry!.message, entry!.url, entry!.userAgent, ...(entry!.stack as string[])];
    for (const text of texts) {
      expect(text).toEqual(expect.any(String));
      expect(text as string).not.toMatch(/[\p{Cc}\u2028\u2029\u202e]/u);
    }
    expect(entry!.message).toContain('boom');
    expect(entry!.stack).toEqual(['Error: boom', 'at a (app.js:1:1)', 'at b (app.js:2:2)', 'at c']);
  });

  it('logs known fields only, and refuses unknown ones', async () => {
    const entries = await logged(async () => {
      const res = await report({ message: 'boom', level: 'fatal', extra: 'x'.repeat(50) });
      expect(res.statusCode).toBe(400);
    });
    expect(entries).toEqual([]);
  });

  it('bounds each field and the number of stack lines logged', async () => {
    const tooLong = await report({ message: 'm'.repeat(CLIENT_ERROR_LIMITS.message + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({ path: 'message' });
    for (const field of ['stack', 'componentStack', 'url', 'userAgent'] as const) {
      const res = await report({
        message: 'boom',
        [field]: 'x'.repeat(CLIENT_ERROR_LIMITS[field] + 1),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0], field).toMatchObject({ path: field });
    }
    const many = Array.from({ length: 400 }, (_, i) => `at f${i} (app.js:${i}:1)`).join('\n');
    const [entry] = await logged(async () => {
      expect(
        (await report({ message: 'boom', stack: many, componentStack: many })).statusCode,
      ).toBe(204);
    });
    expect(entry!.stack).toHaveLength(CLIENT_ERROR_LIMITS.stackLines);
    expect(entry!.componentStack).toHaveLength(CLIENT_ERROR_LIMITS.stackLines);
    const longLine = 'y'.repeat(CLIENT_ERROR_LIMITS.stack);
    const [wide] = await logged(() => report({ message: 'boom', stack: longLine }));
    expect((wide!.stack as string[])[0]).toHaveLength(CLIENT_ERROR_LIMITS.lineLength);
  });

  it('refuses a body larger than a report can be', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'boom', padding: 'p'.repeat(100_000) }),
      remoteAddress: '198.51.100.8',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('takes 30 reports a minute from one address', async () => {
    const address = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await report({ message: `boom ${i}` }, address)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address still gets through.
    expect((await report({ message: 'boom' }, '198.51.100.10')).statusCode).toBe(204);
  });
});

describe('API description', () => {
  const secret = { JWT_SECRET: 'production-signing-secret-that-is-long-enough-0123' };
  const docsOf = async (app: TestApp['app']) =>
    Promise.all(
      ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'].map(
        async (url) => (await app.inject({ method: 'GET', url })).statusCode,
      ),
    );

  it('is served outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('is off in production by default, and on with API_DOCS=1', async () => {
    const hidden = await createTestApp({ NODE_ENV: 'production', ...secret });
    try {
      expect((await docsOf(hidden.app)).every((status) => status === 404)).toBe(true);
      // The API itself is unchanged.
      const login = await hidden.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@acme.test', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await hidden.close();
    }
    const shown = await createTestApp({ NODE_ENV: 'production', API_DOCS: '1', ...secret });
    try {
      const res = await shown.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
    } finally {
      await shown.close();
    }
  });

  it('can be turned off outside production', async () => {
    const hidden = await createTestApp({ API_DOCS: '0' });
    try {
      expect((await docsOf(hidden.app)).every((status) => status === 404)).toBe(true);
    } finally {
      await hidden.close();
    }
  });
});
