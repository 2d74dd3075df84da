import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { globalAdmins } from '../src/db/schema';
import { createGlobalAdmin } from '../src/modules/auth/admin-bootstrap';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SiteHours</title>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('platform routes', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends the security headers on API answers, web pages and errors alike', async () => {
    for (const url of ['/api/health', '/time-entries', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("img-src 'self' data: blob:");
      expect(res.headers['content-security-policy'], url).not.toContain(
        'upgrade-insecure-requests',
      );
      // Inline scripts only by the hash of those the build wrote (platform/inline-scripts.ts).
      const scriptSources = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '');
      expect(scriptSources?.[1], url).toMatch(/^'self'( 'sha256-[\w+/=]+')*$/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('serves the web app, with index.html for client-side routes', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/time-entries' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>SiteHours</title>');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeTruthy();
  });

  it('logs crash reports from the web app', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'boom', url: '/jobs' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('creating a global admin (cli and ADMIN_EMAIL)', () => {
  it('creates a new operator who can sign in, once', async () => {
    expect(
      await createGlobalAdmin(t.db, { email: 'Ops@Example.com', password: 'Night!Shift2026' }),
    ).toBe('created');
    expect(
      await createGlobalAdmin(t.db, { email: 'ops@example.com', password: 'Night!Shift2026' }),
    ).toBe('exists');
    const rows = await withPlatform(t.db, (tx) =>
      tx.select().from(globalAdmins).where(eq(globalAdmins.email, 'ops@example.com')),
    );
    expect(rows).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ops@example.com', password: 'Night!Shift2026' },
    });
    expect(res.json().type).toBe('global_admin');
  });

  it('refuses a weak password or an address that already belongs to a user', async () => {
    await expect(
      createGlobalAdmin(t.db, { email: 'x@example.com', password: 'password' }),
    ).rejects.toThrow(/too weak/);
    expect(
      await createGlobalAdmin(t.db, { email: 'worker1@acme.test', password: 'Night!Shift2026' }),
    ).toBe('exists');
  });
});
