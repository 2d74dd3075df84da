import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { mailOutbox } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method, url, payload: payload as object | undefined, headers });
}

/** The newest queued mail to an address. */
async function lastQueued(to: string) {
  const [mail] = await withPlatform(t.db, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1),
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Quoted-printable is ASCII: each =XX is one byte of the UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The newest delivered .eml to an address: its decoded subject and text. */
function lastDelivered(to: string): { subject: string; text: string } {
  const dir = path.join(t.dataDir, 'mail');
  const raw = fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .find((eml) => eml.includes(`To: ${to}`));
  if (!raw) throw new Error(`no .eml to ${to}`);
  const split = raw.indexOf('\n\n');
  const headers = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = raw.slice(split + 2);
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeWords(header('Subject')), text };
}

async function requestReset(email: string) {
  const res = await call('POST', '/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  return lastQueued(email);
}

describe('PUT /api/auth/me/language', () => {
  it('saves the language on the profile; GET /api/auth/me returns it', async () => {
    const { headers } = await t.login('worker2@acme.test');
    const before = (await call('GET', '/api/auth/me', undefined, headers)).json();
    expect(before.language).toBeNull();

    const saved = await call('PUT', '/api/auth/me/language', { language: 'es' }, headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe('es');
    const me = await call('GET', '/api/auth/me', undefined, headers);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'worker2@acme.test', language: 'es' });
  });

  it('refuses a language it does not offer, naming the field', async () => {
    const { headers } = await t.login('worker4@acme.test');
    const res = await call('PUT', '/api/auth/me/language', { language: 'fr' }, headers);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_error');
    expect(body.message).toMatch(/^language: /);
    expect(body.errors[0].path).toBe('language');
    const me = (await call('GET', '/api/auth/me', undefined, headers)).json();
    expect(me.language).toBeNull();
  });
});

describe('emails in the recipient language', () => {
  it('are English for someone with no language whose company has no default', async () => {
    const mail = await requestReset('worker1@acme.test');
    expect(mail.subject).toBe('Acme Construction: reset your SiteHours password');
    expect(mail.textBody).toMatch(/^Hello \S+,\n/);
    expect(mail.textBody).toContain(
      'Someone asked to reset the password of your Acme Construction account on SiteHours.',
    );
    expect(mail.textBody).toContain('Acme Construction via SiteHours');
  });

  it('are Spanish for someone who chose Spanish', async () => {
    const email = 'worker3@acme.test';
    const { headers } = await t.login(email);
    expect(
      (await call('PUT', '/api/auth/me/language', { language: 'es' }, headers)).statusCode,
    ).toBe(200);

    const mail = await requestReset(email);
    expect(mail.subject).toBe('Acme Construction: restablece tu contraseña de SiteHours');
    expect(mail.textBody).toMatch(/^Hola, \S+:\n/);
    expect(mail.textBody).toContain(
      'Alguien pidió restablecer la contraseña de tu cuenta de Acme Construction en SiteHours.',
    );
    expect(mail.textBody).toMatch(/\/reset-password\/[\w-]+\?email=worker3%40acme\.test/);

    await t.ctx.mail.flush();
    const delivered = lastDelivered(email);
    expect(delivered.subject).toBe('Acme Construction: restablece tu contraseña de SiteHours');
    expect(delivered.text).toContain('Abre este enlace en la próxima hora');
    expect(delivered.text).toContain('Acme Construction a través de SiteHours');
    expect(delivered.text).toContain(/http\S+\/reset-password\/\S+/.exec(mail.textBody)![0]);
  });

  it('are Spanish for everyone without a choice in a company whose default is Spanish', async () => {
    const { company } = await t.tenantBySubdomain('birch');
    const admin = await t.login('admin@birch.test');
    const settings = await call(
      'PUT',
      `/api/companies/${company.id}`,
      { default_language: 'es' },
      admin.headers,
    );
    expect(settings.statusCode).toBe(200);

    const mail = await requestReset('tech1@birch.test');
    expect(mail.subject).toBe('Birch Field Services: restablece tu contraseña de SiteHours');
    expect(mail.textBody).toContain('Hola, Owen:');
    await t.ctx.mail.flush();
    expect(lastDelivered('tech1@birch.test').text).toContain(
      'Si no lo pediste tú, puedes ignorar este mensaje',
    );

    // The invitation of a person added without a password follows the company's default too.
    const invited = await call(
      'POST',
      '/api/users',
      {
        firstName: 'Lucía',
        lastName: 'Méndez',
        email: 'lucia.mendez@birch.test',
        phone: '5035550199',
        hourlyRate: 28,
        role: 'standard_user',
        password: '',
      },
      admin.headers,
    );
    expect(invited.statusCode).toBe(201);
    const invitation = await lastQueued('lucia.mendez@birch.test');
    expect(invitation.subject).toBe('Birch Field Services te invitó a SiteHours');
    expect(invitation.textBody).toContain('Hola, Lucía:');
    expect(invitation.textBody).toContain('Elige tu contraseña en las próximas 72 horas');
  });

  it("follow the person's own choice of English over a Spanish company default", async () => {
    const admin = await t.login('admin@birch.test');
    expect(
      (await call('PUT', '/api/auth/me/language', { language: 'en' }, admin.headers)).statusCode,
    ).toBe(200);
    const mail = await requestReset('admin@birch.test');
    expect(mail.subject).toBe('Birch Field Services: reset your SiteHours password');
    expect(mail.textBody).toContain('Hello Priya,');
  });
});
