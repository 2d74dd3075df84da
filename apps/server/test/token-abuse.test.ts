import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { withPlatform } from '../src/db/scoped';
import { refreshTokens, securityEvents } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Forged, altered, expired and misused tokens are refused, and a replayed refresh token ends its
 * whole sign-in. Tokens are built here with jose the way platform/tokens.ts builds them (HS256,
 * issuer "sitehours"); a control proves that a token built this way with the server's key works,
 * so every refusal below comes from the one thing that was changed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The signing secret test-app.ts gives the server. */
const SERVER_KEY = new TextEncoder().encode('test-signing-secret-that-is-long-enough-0123456789');
const OTHER_KEY = new TextEncoder().encode('another-signing-secret-that-is-long-enough-987654');

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT from raw parts: header and payload as given, the signature over them by `sign`. */
function assemble(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  sign: (input: string) => string,
) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign(input)}`;
}
const hmac = (algorithm: 'sha256' | 'sha512', key: Uint8Array | string) => (input: string) =>
  createHmac(algorithm, key).update(input).digest('base64url');

/** Signed like the server signs, with the claims given (issuer and times included). */
function sign(claims: JWTPayload, key: Uint8Array = SERVER_KEY) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

/** A real token's payload with a changed part, keeping the real token's signature. */
function tamper(token: string, change: (payload: JWTPayload) => JWTPayload) {
  const [header, , signature] = token.split('.');
  return `${header}.${b64(change(decodeJwt(token)))}.${signature}`;
}

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

const refresh = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { authorization: `Bearer ${token}` },
  });

/** Refused as unauthenticated, and not as "expired" (which would make a client refresh). */
async function expectRefused(token: string, url = '/api/auth/me') {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, `${url} with ${token.slice(0, 60)}…`).toBe(401);
  expect(res.json()).toMatchObject({ message: expect.any(String) });
  expect(res.json().expired).toBeUndefined();
}

async function reuseEvents(userId: string) {
  return withPlatform(t.db, (tx) =>
    tx
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, 'refresh_token_reuse')),
      ),
  );
}

describe('forged and altered access tokens', () => {
  let real: string;
  let claims: JWTPayload;
  beforeAll(async () => {
    real = (await t.login('worker1@acme.test')).token;
    claims = decodeJwt(real);
  });

  it('accepts the real token and one built the same way with the server key (control)', async () => {
    expect(claims).toMatchObject({ iss: 'sitehours', typ: 'user', sub: expect.any(String) });
    expect((await me(real)).statusCode).toBe(200);
    expect((await me(await sign(claims))).statusCode).toBe(200);
  });

  it('refuses a token signed with another key', async () => {
    await expectRefused(await sign(claims, OTHER_KEY));
  });

  it('refuses an unsigned token (alg none), however it is spelled', async () => {
    const signature = real.split('.')[2]!;
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const unsigned = assemble({ alg, typ: 'JWT' }, claims, () => '');
      await expectRefused(unsigned);
      await expectRefused(unsigned.slice(0, -1)); // without the trailing dot
      await expectRefused(`${unsigned}${signature}`); // with the real signature kept
    }
  });

  it('refuses an expired token, flagged as expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ ...claims, iat: now - 3600, exp: now - 60 });
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'token_expired', expired: true });
    // Expired and signed with another key: a bad token, not an expired one.
    await expectRefused(await sign({ ...claims, iat: now - 3600, exp: now - 60 }, OTHER_KEY));
  });

  it('refuses a token whose payload was changed to a global admin, with the old signature', async () => {
    const elevated = tamper(real, (p) => ({ ...p, typ: 'global_admin', role: 'global_admin' }));
    await expectRefused(elevated);
    await expectRefused(elevated, '/api/tenants');
    await expectRefused(elevated, '/api/admin/global-admins');
  });

  it('refuses a token whose tenant, company or subject was changed', async () => {
    const birch = await t.tenantBySubdomain('birch');
    const admin = await t.userByEmail('admin@acme.test');
    for (const change of [
      (p: JWTPayload) => ({ ...p, tid: birch.tenant.id }),
      (p: JWTPayload) => ({ ...p, cid: birch.company.id }),
      (p: JWTPayload) => ({ ...p, tid: birch.tenant.id, cid: birch.company.id }),
      (p: JWTPayload) => ({ ...p, sub: admin.id }),
      (p: JWTPayload) => ({ ...p, exp: (p.exp ?? 0) + 86_400 }),
    ]) {
      await expectRefused(tamper(real, change));
      await expectRefused(tamper(real, change), '/api/jobs');
    }
  });

  it('refuses HS256 tokens signed with an empty or a guessable key', async () => {
    for (const key of ['', 'secret', 'sitehours', 'changeme', 'test-signing-secret']) {
      await expectRefused(assemble({ alg: 'HS256', typ: 'JWT' }, claims, hmac('sha256', key)));
    }
  });

  it('refuses other algorithms, even with the server key, and keys named in the header', async () => {
    // The server has no public key (HS256 with one secret): the "public key as HMAC secret"
    // confusion has nothing to work with, and a header naming RS256 or HS512 is refused outright.
    for (const [alg, algorithm] of [
      ['HS512', 'sha512'],
      ['RS256', 'sha256'],
      ['ES256', 'sha256'],
      ['PS256', 'sha256'],
    ] as const) {
      await expectRefused(assemble({ alg, typ: 'JWT' }, claims, hmac(algorithm, SERVER_KEY)));
    }
    // A key carried in the header itself (jwk) or looked up by kid is not trusted.
    const attackerJwk = { kty: 'oct', k: Buffer.from(OTHER_KEY).toString('base64url') };
    await expectRefused(
      assemble({ alg: 'HS256', typ: 'JWT', jwk: attackerJwk }, claims, hmac('sha256', OTHER_KEY)),
    );
    await expectRefused(
      assemble({ alg: 'HS256', typ: 'JWT', kid: '../../../dev/null' }, claims, hmac('sha256', '')),
    );
  });

  it('refuses correctly signed tokens whose claims are not the server’s', async () => {
    await expectRefused(await sign({ ...claims, iss: 'someone-else' }));
    await expectRefused(await sign({ ...claims, iss: undefined }));
    await expectRefused(await sign({ ...claims, sub: undefined }));
    await expectRefused(await sign({ ...claims, sub: randomUUID() }));
    await expectRefused(await sign({ ...claims, typ: 'superuser' }));
    await expectRefused(await sign({ ...claims, typ: 'global_admin' }), '/api/tenants');
  });

  it('refuses malformed tokens and other schemes', async () => {
    const [h, p, s] = real.split('.');
    for (const token of [
      `${h}.${p}`,
      `${h}.${p}.${s}.${s}`,
      `${h}..${s}`,
      `!!!.${p}.${s}`,
      `${h}.${p}.${s}`.replace(/[A-Za-z]/, '~'),
      'x'.repeat(100_000),
      '',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    for (const authorization of [`Basic ${real}`, `Token ${real}`, real, `Bearer  ${real}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization },
      });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
    }
    const inQuery = await t.app.inject({ method: 'GET', url: `/api/auth/me?access_token=${real}` });
    expect(inQuery.statusCode).toBe(401);
  });
});

describe('refresh and access tokens in each other’s place', () => {
  it('refuses a refresh token as an access token, and it stays usable as a refresh token', async () => {
    const session = await t.login('worker2@acme.test');
    await expectRefused(session.refreshToken);
    await expectRefused(session.refreshToken, '/api/jobs');
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an access token as a refresh token, as bearer and in the body', async () => {
    const session = await t.login('worker2@acme.test');
    const asBearer = await refresh(session.token);
    expect(asBearer.statusCode).toBe(401);
    for (const body of [{ refreshToken: session.token }, { refresh_token: session.token }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: body });
      expect(res.statusCode).toBe(401);
    }
    // Nothing of the sign-in was spent or revoked by the attempts.
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});

describe('refresh token replay', () => {
  it('revokes the whole family, however many rotations later, and records the reuse once', async () => {
    const user = await t.userByEmail('pm@acme.test');
    const acme = await t.tenantBySubdomain('acme');
    const other = await t.login('pm@acme.test'); // a second sign-in: another family
    const first = await t.login('pm@acme.test');
    const family = decodeJwt(first.token).fam as string;
    expect(family).toEqual(expect.any(String));

    const second = (await refresh(first.refreshToken)).json<{ refresh_token: string }>();
    const third = (await refresh(second.refresh_token)).json<{
      token: string;
      refresh_token: string;
    }>();
    expect(decodeJwt(third.token).fam).toBe(family);
    const eventsBefore = (await reuseEvents(user.id)).length;

    // The first token, spent two rotations ago, comes back.
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toEqual(expect.any(String));
    // The newest token of the family was never used, and it is dead too; so is the middle one.
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    const rows = await withPlatform(t.db, (tx) =>
      tx.select().from(refreshTokens).where(eq(refreshTokens.familyId, family)),
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);

    // One reuse event per replay, naming the account, tenant and company.
    const events = await reuseEvents(user.id);
    expect(events.length).toBeGreaterThan(eventsBefore);
    expect(events.at(-1)).toMatchObject({
      email: 'pm@acme.test',
      tenantId: acme.tenant.id,
      companyId: acme.company.id,
    });

    // The user's other sign-in is a family of its own and keeps working.
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('lets at most one branch of two simultaneous uses of a refresh token go on', async () => {
    const session = await t.login('worker3@acme.test');
    const results = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    // The second may be taken as a replay (401, the family ends), or, once the first has
    // committed, as the device asking again for a lost answer (200, the first answer's token
    // superseded). Either way, presenting the answered tokens in turn ends the sign-in.
    const answered = results.filter((r) => r.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => [200, 401].includes(r.statusCode))).toBe(true);
    const later: number[] = [];
    for (const r of answered)
      later.push((await refresh(r.json<{ refresh_token: string }>().refresh_token)).statusCode);
    expect(later.at(-1)).toBe(401);
  });

  it('refuses a refresh token after sign-out, and a revoked one stays refused', async () => {
    const session = await t.login('worker4@acme.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.headers,
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});
