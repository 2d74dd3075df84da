import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, messageText } from '@sitehours/contract';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['login']>>;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  companyId = (await t.tenantBySubdomain('acme')).company.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, payload?: object, session = admin) =>
  t.app.inject({ method, url, payload, headers: session.headers });

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = '----sitehours' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const brand = (body: ReturnType<typeof multipart>, id = companyId, session = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/companies/${id}/branding`,
    payload: body.payload,
    headers: { ...session.headers, ...body.headers },
  });

describe('company settings', () => {
  it('reads the settings of the own company only, for admins', async () => {
    const res = (await call('GET', `/api/companies/${companyId}/settings`)).json();
    expect(res).toMatchObject({
      company_name: 'Acme Construction',
      time_zone: 'America/Los_Angeles',
      plan_type: 'basic',
      subscription_status: 'active',
      contact_info: { city: 'Oakland', zip_code: '94607' },
    });
    const birch = (await t.tenantBySubdomain('birch')).company.id;
    expect((await call('GET', `/api/companies/${birch}/settings`)).statusCode).toBe(404);
    const worker = await t.login('worker1@acme.test');
    expect(
      (await call('GET', `/api/companies/${companyId}/settings`, undefined, worker)).statusCode,
    ).toBe(403);
  });

  it('updates the general fields, or one contact email alone', async () => {
    const general = await call('PUT', `/api/companies/${companyId}`, {
      name: 'Acme Construction Inc.',
      time_zone: 'America/Denver',
      date_format: 'YYYY-MM-DD',
      currency: 'CAD',
      tax_id: '94-1234567',
    });
    expect(general.json()).toMatchObject({
      name: 'Acme Construction Inc.',
      time_zone: 'America/Denver',
      currency: 'CAD',
      tax_id: '94-1234567',
      contact_email: 'office@acme.test',
    });
    const contact = await call('PUT', `/api/companies/${companyId}`, {
      contact_email: 'Front.Desk@Acme.test',
    });
    expect(contact.json()).toMatchObject({
      contact_email: 'front.desk@acme.test',
      name: 'Acme Construction Inc.',
    });
    const billing = await call('PUT', `/api/companies/${companyId}`, {
      billing_contact_email: 'billing@acme.test',
    });
    expect(billing.json().billing_contact_email).toBe('billing@acme.test');
  });

  it('refuses values outside the offered lists and empty updates', async () => {
    expect(
      (await call('PUT', `/api/companies/${companyId}`, { time_zone: 'Mars/Olympus' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/api/companies/${companyId}`, { currency: 'BTC' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', `/api/companies/${companyId}`, { contact_email: 'not-mail' })).json()
        .errors[0].msg,
    ).toBe(messageText(SETTINGS_MESSAGES.invalidEmail));
    expect((await call('PUT', `/api/companies/${companyId}`, {})).statusCode).toBe(400);
  });

  it('stores the workers’ compensation state, refusing an unknown one by its field', async () => {
    const set = await call('PUT', `/api/companies/${companyId}`, { wc_state: 'WA' });
    expect(set.statusCode).toBe(200);
    expect(set.json().wc_state).toBe('WA');
    const read = async () =>
      (await call('GET', `/api/companies/${companyId}/settings`)).json().wc_state;
    expect(await read()).toBe('WA');

    for (const bad of ['XX', 'wa', 42]) {
      const refused = await call('PUT', `/api/companies/${companyId}`, { wc_state: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('wcStateUnknown');
      expect(refused.json().errors[0]).toMatchObject({ path: 'wc_state' });
    }
    expect(await read()).toBe('WA');

    // null: the address's state again.
    const cleared = await call('PUT', `/api/companies/${companyId}`, { wc_state: null });
    expect(cleared.json().wc_state).toBeNull();
    expect(await read()).toBeNull();
  });

  it('updates the address', async () => {
    const res = await call('PUT', `/api/companies/${companyId}/address`, {
      address_line1: '88 Wharf Rd',
      address_line2: 'Suite 2',
      city: 'Richmond',
      state: 'CA',
      zip_code: '94804',
      country: 'US',
    });
    expect(res.json().contact_info).toEqual({
      address_line1: '88 Wharf Rd',
      address_line2: 'Suite 2',
      city: 'Richmond',
      state: 'CA',
      zip_code: '94804',
      country: 'US',
    });
  });
});

describe('branding', () => {
  it('stores colours and a PNG logo under a content-derived name, served as an image', async () => {
    const res = await brand(
      multipart(
        { primary_color: '#1d4ed8', secondary_color: '#111827' },
        { name: 'logo.png', type: 'image/png', bytes: PNG },
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ primary_color: '#1D4ED8', secondary_color: '#111827' });
    expect(body.logo_url).toMatch(/^\/uploads\/logos\/[a-f0-9]{32}\.png$/);
    expect(
      fs.existsSync(path.join(t.dataDir, 'uploads', body.logo_url.replace('/uploads/', ''))),
    ).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: body.logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The stored logo is the picture encoded anew, not the uploaded bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    const me = (await call('GET', '/api/auth/me')).json();
    expect(me.companies[0].logo_url).toBe(body.logo_url);
  });

  it('keeps the logo when only colours change', async () => {
    const before = (await call('GET', `/api/companies/${companyId}/settings`)).json().logo_url;
    const res = await brand(multipart({ primary_color: '#059669', secondary_color: '#374151' }));
    expect(res.json()).toMatchObject({ primary_color: '#059669', logo_url: before });
  });

  it('refuses HTML or SVG renamed to .png, and files of 2 MB or more', async () => {
    const html = await brand(
      multipart(
        { primary_color: '#000000', secondary_color: '#666666' },
        {
          name: 'logo.png',
          type: 'image/png',
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(messageText(SETTINGS_MESSAGES.logoWrongType));
    const svg = await brand(
      multipart(
        { primary_color: '#000000', secondary_color: '#666666' },
        {
          name: 'logo.png',
          type: 'image/png',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
        },
      ),
    );
    expect(svg.statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await brand(
      multipart(
        { primary_color: '#000000', secondary_color: '#666666' },
        { name: 'big.png', type: 'image/png', bytes: big },
      ),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(messageText(SETTINGS_MESSAGES.logoTooBig));
  });

  it('checks the colours and the company', async () => {
    const bad = await brand(multipart({ primary_color: 'red', secondary_color: '#666666' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      path: 'primary_color',
      msg: messageText(SETTINGS_MESSAGES.colorFormat),
    });
    const birch = (await t.tenantBySubdomain('birch')).company.id;
    expect(
      (await brand(multipart({ primary_color: '#000000', secondary_color: '#666666' }), birch))
        .statusCode,
    ).toBe(404);
    const worker = await t.login('worker1@acme.test');
    expect(
      (
        await brand(
          multipart({ primary_color: '#000000', secondary_color: '#666666' }),
          companyId,
          worker,
        )
      ).statusCode,
    ).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/branding`,
      payload: { primary_color: '#000000' },
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(400);
  });

  it('does not serve anything but stored logos', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/logos/..%2F..%2Fjwt-secret' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/logos/${'a'.repeat(32)}.png` }))
        .statusCode,
    ).toBe(404);
  });
});
