import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVE_BATCH_MAX } from '@sitehours/contract';
import type { RouteInfo } from '../src/app';
import { createTestApp, type TestApp } from './support/test-app';
import { hasParams } from './support/route-walk';
import { snapshotChanges, snapshotDatabase } from './support/tenant-snapshot';

/**
 * At least 10,000 generated malformed requests over every route (fast-check, fixed seed): wrong
 * types, missing and extra fields, 100 KB strings, odd Unicode, impossible dates and numbers,
 * broken JSON, wrong content types, bad path ids and query strings, and broken uploads. Each
 * request carries at least one value that is certainly refused, so none may change anything.
 * Never a 5xx; every 4xx in the product's error shape; the server still answers; no data changed.
 *
 * Reproduce a run with BAD_INPUT_SEED=<seed printed by the test>.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20260314);
const MIN_REQUESTS = 10_000;
const LOGO_ROUTE = 'POST /api/companies/:id/branding';
const UPLOAD_REQUESTS = 400;
/** Requests in flight at once: PostgreSQL works on them in parallel; PGlite takes them in turn. */
const CONCURRENCY = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Values

/** Text that no schema reads as an id, a date, a number, an enum value or a code. */
const ODD_CORE = ['\u0000', '\ud800', '\udfff', '\u202e', '👷‍♀️', 'e\u0301\u0301'];
const ODD_PIECES = [
  ...ODD_CORE,
  '\u200f',
  '\u202d',
  '\ufeff',
  '\u200b',
  '\u2028',
  '\uffff',
  '🏗️',
  'Z\u0336\u0337\u0338',
  '\r\n',
  '\t',
  '\\',
  '"',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '%00',
  'שלום',
  '١٢٣',
];
const oddString = fc
  .tuple(
    fc.constantFrom(...ODD_CORE),
    fc.array(
      fc.oneof(fc.constantFrom(...ODD_PIECES), fc.string({ unit: 'binary', maxLength: 4 })),
      {
        maxLength: 6,
      },
    ),
  )
  .map(([core, rest]) => [core, ...rest].join(''));

/** 100 to 140 thousand characters of one kind (never trimmed away). */
const hugeString = fc
  .record({
    length: fc.integer({ min: 100_000, max: 140_000 }),
    // No white space: fields are trimmed before their length is checked.
    piece: fc.constantFrom('x', 'é', '👷', '\u0000', 'a"b\\', '9', '\u202e'),
  })
  .map(({ length, piece }) => piece.repeat(Math.ceil(length / piece.length)));

/** encodeURIComponent, but lone surrogates become their (invalid) UTF-8 bytes instead of throwing. */
function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** 100 thousand characters without spaces: too long for every query value. */
const hugeToken = fc
  .constantFrom('x', 'é', '👷', '9', '\u0000')
  .map((piece) => piece.repeat(Math.ceil(100_000 / piece.length)));

const notText = fc.oneof(
  fc.integer(),
  fc.constantFrom<unknown>(1.5, -3.25, true, false, [], {}, ['a'], { a: 1 }, [[]]),
);

// ---------------------------------------------------------------------------------------------
// Fields: a valid value, values that are certainly refused, and whether a 100 KB string or odd
// Unicode is certainly refused too.

interface Kind {
  valid: fc.Arbitrary<unknown>;
  wrong: fc.Arbitrary<unknown>;
  hugeKills: boolean;
  oddKills: boolean;
  /** Where impossible dates or numbers belong. */
  date?: boolean;
  number?: boolean;
}

const text = (valid = 'Valid text'): Kind => ({
  valid: fc.constant(valid),
  wrong: notText,
  hugeKills: true,
  oddKills: false,
});
const email: Kind = {
  valid: fc.constant('someone@example.com'),
  wrong: fc.oneof(notText, fc.constantFrom('not-an-email', 'a@b', 'x y@z.io', '@@', 'a@b.')),
  hugeKills: true,
  oddKills: false,
};
const password = text('Valid!Pass2026');
const uuid: Kind = {
  valid: fc.uuid({ version: 4 }),
  wrong: fc.oneof(
    notText,
    fc.constantFrom('not-a-uuid', '123', '', "' OR 1=1 --", '../../etc/passwd', '{}'),
    fc.uuid({ version: 4 }).map((u) => `${u}0`),
  ),
  hugeKills: true,
  oddKills: true,
};
const bool: Kind = {
  valid: fc.boolean(),
  wrong: fc.constantFrom<unknown>('true', 'yes', 1, 0, 'false', [], {}),
  hugeKills: true,
  oddKills: true,
};
const BAD_DATES = [
  '2026-02-30',
  '99999-01-01',
  '',
  '2026-13-01',
  '2026-00-10',
  '26-01-05',
  '2026-1-5',
  'yesterday',
  '1999-12-31',
  '2101-01-01',
  '2026-02-29',
  '2026/01/05',
  '2026-01-05T00:00:00Z',
  ' 2026-01-05',
];
const date: Kind = {
  valid: fc.constantFrom('2026-01-05', '2026-03-02'),
  wrong: fc.oneof(fc.constantFrom<unknown>(...BAD_DATES, 20260105, true, []), notText),
  hugeKills: true,
  oddKills: true,
  date: true,
};
/** Raw JSON number literals that are not finite JSON numbers, spliced into the body text. */
const RAW_NUMBERS = ['1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '0x10', '.5', '1_000'];
const BAD_NUMBERS = [
  -1,
  -0.25,
  0,
  13,
  12.1,
  0.1,
  1000,
  1.234,
  1e21,
  'abc',
  '',
  '  ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '12,5',
  // Text that Number() reads, but no form writes: only plain decimals are numbers.
  '0x2',
  '0b10',
  '0o2',
  '2e0',
  '1_0',
  true,
  [],
  {},
  null,
];
/** Hours of an entry (0.25 to 12 in quarters): every BAD_NUMBERS value is refused. */
const hours: Kind = {
  valid: fc.constantFrom(8, 7.5, '4.25'),
  wrong: fc.constantFrom<unknown>(...BAD_NUMBERS),
  hugeKills: true,
  oddKills: true,
  number: true,
};
/** Money-like numbers with ranges; only the values refused by all of them. */
const money = (valid: number): Kind => ({
  valid: fc.constant(valid),
  wrong: fc.constantFrom<unknown>(
    -1,
    -0.01,
    1000,
    1.234,
    1e21,
    'abc',
    '',
    'NaN',
    'Infinity',
    '1e309',
    '0x19',
    '2.5e1',
    true,
    [],
    {},
    null,
  ),
  hugeKills: true,
  oddKills: true,
  number: true,
});
const oneOf = (...values: string[]): Kind => ({
  valid: fc.constantFrom(...values),
  wrong: fc.constantFrom<unknown>('xx', '', 'EN', 'nope ', 42, true, [], {}),
  hugeKills: true,
  oddKills: true,
});
const uuidList: Kind = {
  valid: fc.array(fc.uuid({ version: 4 }), { minLength: 1, maxLength: 3 }),
  wrong: fc.constantFrom<unknown>(
    [],
    'x',
    [1],
    ['not-a-uuid'],
    {},
    null,
    [null],
    [[]],
    // One more than a call may approve.
    Array.from(
      { length: APPROVE_BATCH_MAX + 1 },
      (_, i) => `c0a80101-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ),
  ),
  hugeKills: true,
  oddKills: true,
};
const band = { code: '8810', minHourlyRate: 0, maxHourlyRate: 0, compRate: 1.5 };
const bands: Kind = {
  valid: fc.constant([band]),
  wrong: fc.constantFrom<unknown>([], 'x', [{}], [1], null, [band, band, band], { 0: band }),
  hugeKills: true,
  oddKills: true,
};
const wcCode: Kind = {
  valid: fc.constant('8810'),
  wrong: fc.constantFrom<unknown>('123', '12345', 'abcd', '', 8810, null, '12 3', '８８１０'),
  hugeKills: true,
  oddKills: true,
};
const literalTrue: Kind = {
  valid: fc.constant(true),
  wrong: fc.constantFrom<unknown>(false, 'true', 1, null, 'yes', []),
  hugeKills: true,
  oddKills: true,
};
const role: Kind = {
  valid: fc.constantFrom('standard_user', 'company_manager'),
  wrong: fc.constantFrom<unknown>('superuser', 'global_admin', '', 42, true, {}, [], ['nope']),
  hugeKills: true,
  oddKills: true,
};
/** Ten digits or nothing: a long run of letters is "nothing", so 100 KB is not certainly wrong. */
const phone: Kind = {
  valid: fc.constant('(415) 555-0199'),
  wrong: fc.constantFrom<unknown>('123', '12345678901', 4155550199, true, {}, []),
  hugeKills: false,
  oddKills: false,
};
const clientId: Kind = {
  valid: fc.constant('client-0001'),
  wrong: fc.constantFrom<unknown>('short', 'has space!', 'x'.repeat(101), 42, true, {}),
  hugeKills: true,
  oddKills: true,
};
const usState: Kind = {
  valid: fc.constant('CA'),
  wrong: fc.constantFrom<unknown>('CAL', '12', 'C1', 42, true, {}),
  hugeKills: true,
  oddKills: true,
};
const zip: Kind = {
  valid: fc.constant('94607'),
  wrong: fc.constantFrom<unknown>('1234', '123456', 'abcde', 94607, true, {}),
  hugeKills: true,
  oddKills: true,
};
const subdomain: Kind = {
  valid: fc.constant('valid-subdomain'),
  wrong: fc.constantFrom<unknown>('-bad', 'bad-', 'b@d', 'has space', '', 42, {}),
  hugeKills: true,
  oddKills: true,
};
const settingsObject: Kind = {
  valid: fc.constant({ timezone: 'UTC' }),
  wrong: fc.constantFrom<unknown>('x', 42, [], { timezone: 'Mars/Olympus' }, { currency: 'XXX' }),
  hugeKills: true,
  oddKills: true,
};

interface Field {
  kind: Kind;
  required?: boolean;
}
const req = (kind: Kind): Field => ({ kind, required: true });
const opt = (kind: Kind): Field => ({ kind });

interface BodySpec {
  fields: Record<string, Field>;
  /** The body may be left out altogether (then only its fields can be wrong). */
  optional?: boolean;
}

const entryBody: BodySpec = {
  fields: {
    hours: req(hours),
    entryDate: req(date),
    notes: opt(text('A note')),
    isPto: opt(bool),
    userId: opt(uuid),
    targetUserId: opt(uuid),
    ptoTypeId: opt(uuid),
    jobId: opt(uuid),
    workTypeId: opt(uuid),
    clientId: opt(clientId),
    correctionReason: opt(text('A reason')),
  },
};
const wcCodeBody: BodySpec = {
  fields: {
    code: req(wcCode),
    minHourlyRate: opt(money(0)),
    maxHourlyRate: opt(money(0)),
    compRate: req(money(1.5)),
    workTypeId: req(uuid),
    isActive: opt(bool),
  },
};
const workTypeBody: BodySpec = {
  fields: { workTypeName: req(text()), isActive: opt(bool), companyId: opt(uuid) },
};
const jobBody: BodySpec = {
  fields: {
    jobName: req(text()),
    address: opt(text('1 Main St')),
    city: opt(text('Oakland')),
    state: opt(usState),
    zipCode: opt(zip),
    isActive: opt(bool),
    companyId: opt(uuid),
    workTypeIds: opt(uuidList),
  },
};
const userBody: BodySpec = {
  fields: {
    firstName: req(text('Pat')),
    lastName: req(text('Doe')),
    email: req(email),
    phone: opt(phone),
    hourlyRate: req(money(25.5)),
    role: opt(role),
    isActive: opt(bool),
    includeInReports: opt(bool),
    password: opt(password),
  },
};
const refreshBody: BodySpec = {
  optional: true,
  fields: { refreshToken: opt(text('token')), refresh_token: opt(text('token')) },
};

/** Body schemas of the routes, as the contract declares them. */
const BODIES: Record<string, BodySpec> = {
  'POST /api/auth/login': { fields: { email: req(email), password: req(password) } },
  'POST /api/auth/refresh': refreshBody,
  'POST /api/auth/logout': refreshBody,
  'POST /api/auth/forgot-password': { fields: { email: req(email) } },
  'POST /api/auth/reset-password': {
    fields: { token: req(text('a-token')), email: req(email), password: req(password) },
  },
  'POST /api/auth/change-password': {
    fields: { currentPassword: req(password), newPassword: req(password) },
  },
  'PUT /api/auth/me/language': { fields: { language: req(oneOf('en', 'es')) } },
  'POST /api/auth/check-password-strength': { fields: { password: req(password) } },
  'POST /api/client-errors': {
    fields: {
      message: req(text('Crash')),
      stack: opt(text('at x')),
      componentStack: opt(text('in y')),
      url: opt(text('/x')),
      userAgent: opt(text('agent')),
    },
  },
  'PUT /api/companies/:id': {
    fields: {
      name: opt(text('Co')),
      company_name: opt(text('Co')),
      time_zone: opt(oneOf('America/New_York', 'UTC')),
      date_format: opt(oneOf('MM/DD/YYYY')),
      currency: opt(oneOf('USD')),
      tax_id: opt(text('12-3456789')),
      contact_email: opt(email),
      billing_contact_email: opt(email),
      overtime_rule: opt(oneOf('none', 'federal', 'california')),
      default_language: opt(oneOf('en', 'es')),
    },
  },
  'PUT /api/companies/:id/address': {
    fields: {
      address_line1: opt(text('1 Main St')),
      address_line2: opt(text('Suite 2')),
      city: opt(text('Oakland')),
      state: opt(text('CA')),
      zip_code: opt(text('94607')),
      country: opt(text('US')),
    },
  },
  'POST /api/admin/global-admins': {
    fields: {
      email: req(email),
      password: req(password),
      firstName: opt(text('Op')),
      lastName: opt(text('Erator')),
    },
  },
  'PUT /api/admin/global-admins/:id': {
    fields: {
      email: req(email),
      password: opt(password),
      firstName: opt(text('Op')),
      lastName: opt(text('Erator')),
    },
  },
  'PUT /api/admin/global-admins/:id/status': { fields: { isActive: req(bool) } },
  'POST /api/tenants': {
    fields: {
      name: req(text('New Co')),
      subdomain: req(subdomain),
      adminEmail: req(email),
      adminFirstName: req(text('Ada')),
      adminLastName: req(text('Min')),
      settings: opt(settingsObject),
    },
  },
  'POST /api/tenants/:id/suspend': { optional: true, fields: { reason: opt(text('Reason')) } },
  'POST /api/admin/support/impersonate-tenant': {
    fields: { tenantId: req(uuid), reason: req(text('Support')), ticketId: opt(text('T-1')) },
  },
  'POST /api/admin/support/exit-impersonation': {
    fields: { sessionId: opt(uuid), reason: opt(text('Done')) },
  },
  'POST /api/work-types': workTypeBody,
  'PUT /api/work-types/:id': workTypeBody,
  'POST /api/work-types/:id/assign-to-jobs': { fields: { allActiveJobs: req(literalTrue) } },
  'POST /api/wc-codes': wcCodeBody,
  'PUT /api/wc-codes/:id': wcCodeBody,
  'POST /api/wc-codes/multiple': { fields: { workTypeId: req(uuid), wcCodes: req(bands) } },
  'POST /api/jobs': jobBody,
  'PUT /api/jobs/:id': jobBody,
  'POST /api/job-work-types/job/:id/work-types': { fields: { workTypeIds: req(uuidList) } },
  'POST /api/users': userBody,
  'PUT /api/users/:id': userBody,
  'PUT /api/users/:id/toggle-status': { optional: true, fields: { is_active: opt(bool) } },
  'POST /api/time-entries/approve-batch': {
    fields: { entryIds: req(uuidList), companyId: opt(uuid) },
  },
  'POST /api/time-entries': entryBody,
  'POST /api/time-entries/admin-create': entryBody,
  'PUT /api/time-entries/:id': entryBody,
};

/** Other spellings the schemas read: never used as "extra" field names. */
const ALIASES = [
  'first_name',
  'last_name',
  'hourly_rate',
  'roles',
  'is_active',
  'isActive',
  'include_in_reports',
  'entry_date',
  'is_pto',
  'isPTO',
  'user_id',
  'target_user_id',
  'pto_type_id',
  'job_id',
  'work_type_id',
  'client_id',
  'correction_reason',
  'refresh_token',
  'refreshToken',
  'company_name',
];

// Query strings: every value is text.
interface QueryField {
  valid: string;
  wrong: fc.Arbitrary<string>;
  required?: boolean;
  /** Free text: odd Unicode in it is no mistake (100 KB still is). */
  text?: boolean;
}
const qDate = (valid: string, required = true): QueryField => ({
  valid,
  wrong: fc.constantFrom(...BAD_DATES),
  required,
});
/** The end of a range: also refused before its start, or more than a report's range after it. */
const qEndDate = (valid: string): QueryField => ({
  valid,
  wrong: fc.constantFrom(...BAD_DATES, '2026-01-04', '2100-12-31', '2027-12-31'),
  required: true,
});
const qUuid: QueryField = {
  valid: 'c0a80101-0000-4000-8000-000000000001',
  wrong: fc.constantFrom('not-a-uuid', '', '1', "' OR 1=1 --", '%00'),
};
const qBool: QueryField = {
  valid: 'true',
  wrong: fc.constantFrom('maybe', 'TRUE', '1', 'yes', ''),
};
const range = {
  startDate: qDate('2026-01-05'),
  endDate: qEndDate('2026-01-11'),
  _: { valid: '123', wrong: fc.constant('x'.repeat(51)), text: true },
};
const QUERIES: Record<string, Record<string, QueryField>> = {
  'GET /api/tenants': {
    limit: {
      valid: '10',
      wrong: fc.constantFrom('abc', '0', '101', '1.5', '-1', '1e309', '0x10', '1e1'),
    },
    offset: { valid: '0', wrong: fc.constantFrom('-1', 'abc', '1.5', 'Infinity', '0x0', '0b1') },
    status: { valid: 'active', wrong: fc.constantFrom('nope', 'ACTIVE', '') },
  },
  'GET /api/work-types': { companyId: qUuid, includeInactive: qBool },
  'GET /api/wc-codes': { companyId: qUuid },
  'GET /api/wc-codes/match': {
    workTypeId: { ...qUuid, required: true },
    hourlyRate: {
      valid: '25',
      wrong: fc.constantFrom('abc', '-1', '1000', '1e309', 'Infinity', 'NaN', '', '0x19', '2.5e1'),
      required: true,
    },
    companyId: qUuid,
  },
  'GET /api/users': { includeInactive: qBool },
  'GET /api/time-entries': {
    start_date: qDate('2026-01-05'),
    end_date: qEndDate('2026-01-11'),
    user_id: qUuid,
  },
  'GET /api/time-entries/weekly-report': range,
  'GET /api/time-entries/employee-weekly-report': range,
  'GET /api/time-entries/ids': range,
  'GET /api/time-entries/wc-payroll-report': range,
  'GET /api/time-entries/job-worktype-report': {
    ...range,
    detailed: qBool,
    jobId: qUuid,
  },
  'GET /api/time-entries/payroll-export': {
    startDate: qDate('2026-01-05'),
    endDate: qEndDate('2026-01-11'),
    format: {
      valid: 'generic',
      wrong: fc.constantFrom('csv', 'GENERIC', '', 'quickbooks'),
      required: true,
    },
  },
  'GET /api/compliance/time-cards': {
    ...range,
    format: {
      valid: 'csv',
      wrong: fc.constantFrom('xls', 'CSV', '', 'generic'),
      required: true,
    },
    userId: qUuid,
  },
  'DELETE /api/time-entries/:id': {
    reason: { valid: 'Duplicate', wrong: fc.constant('r'.repeat(501)), text: true },
  },
};

// ---------------------------------------------------------------------------------------------
// Requests

type SessionName = 'companyAdmin' | 'worker' | 'globalAdmin' | 'anonymous';
interface Generated {
  theme: string;
  method: string;
  url: string;
  session: SessionName;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Who can reach a route's validation (others get 401 or 403 first, which is fine too). */
function reachers(route: RouteInfo): SessionName[] {
  const access = route.access;
  if (access === undefined || access === 'public') return ['anonymous', 'worker'];
  if (access === 'authenticated') return ['companyAdmin', 'worker', 'globalAdmin'];
  if (access === 'global_admin') return ['globalAdmin'];
  // A kiosk's credential is none of these sessions: they all stop at the access check.
  if (access === 'kiosk') return ['anonymous'];
  return access.roles.includes('standard_user') ? ['companyAdmin', 'worker'] : ['companyAdmin'];
}

function sessionArb(route: RouteInfo): fc.Arbitrary<SessionName> {
  const all: SessionName[] = ['companyAdmin', 'worker', 'globalAdmin'];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...reachers(route)), weight: 4 },
    { arbitrary: fc.constantFrom(...all), weight: 1 },
  );
}

const fillRaw = (url: string, value: string) => url.replace(/:(\w+)/g, () => value);

/** Path values that are no UUID (or no path segment at all once the router normalises them). */
const badParam = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '123',
    'null',
    'undefined',
    '-1',
    '1e309',
    'NaN',
    "'%20OR%201=1%20--",
    '%00',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%E0%A4%A',
    '%',
    '%20',
    '%7B%7D',
    '..',
    '.',
    '../../../../../../etc/passwd',
    '00000000-0000-0000-0000-00000000000g',
  ),
  fc.uuid({ version: 4 }).map((u) => `${u}0`),
  fc.uuid({ version: 4 }).map((u) => u.replace(/-/g, '')),
  fc.integer({ min: 201, max: 10_500 }).map((n) => 'a'.repeat(n)),
  oddString.map(encodeLoose),
);

function encodeQuery(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
}

/** Query parameters: valid ones, with at least one certainly refused (or a required one gone). */
function badQueryArb(fields: Record<string, QueryField>): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const required = names.filter((n) => fields[n]!.required);
  const wrongOne = fc.constantFrom(...names).chain((name) =>
    fc
      .oneof(
        fields[name]!.wrong.map((v) => [v]),
        fc.tuple(fields[name]!.wrong, fc.constant(fields[name]!.valid)),
        hugeToken.map((h) => [h]),
        ...(fields[name]!.text ? [] : [oddString.map((s) => [s])]),
      )
      .map((values) => ({ name, values })),
  );
  const dropOne = required.length
    ? fc.constantFrom(...required).map((name) => ({ name, values: [] as string[] }))
    : wrongOne;
  const junk = fc.array(
    fc.oneof(
      fc.constantFrom('__proto__=x', 'constructor%5Bprototype%5D%5Bx%5D=1', 'a[b][c]=d', '%', '&&'),
      fc.tuple(fc.string({ maxLength: 8 }), oddString).map(([k, v]) => encodeQuery([[`x${k}`, v]])),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(fc.oneof(wrongOne, dropOne), junk, fc.boolean()).map(([bad, extra, rawBad]) => {
    const pairs: [string, string][] = [];
    for (const name of names) {
      if (name === bad.name) for (const v of bad.values) pairs.push([name, v]);
      else if (fields[name]!.required || name.length % 2 === 0)
        pairs.push([name, fields[name]!.valid]);
    }
    const encoded = encodeQuery(pairs);
    // Sometimes the refused value goes in without encoding (broken percent-escapes and all).
    const raw =
      rawBad && bad.values.length === 1 && /^[\x21-\x7e]{1,200}$/.test(bad.values[0]!)
        ? `${encodeURIComponent(bad.name)}=${bad.values[0]!.replace(/[&#+]/g, '')}`
        : undefined;
    const main = raw ? encodeQuery(pairs.filter(([k]) => k !== bad.name)) + `&${raw}` : encoded;
    return [main, ...extra].filter(Boolean).join('&');
  });
}

function validQuery(fields: Record<string, QueryField> | undefined): string {
  if (!fields) return '';
  return encodeQuery(
    Object.entries(fields)
      .filter(([, f]) => f.required)
      .map(([k, f]) => [k, f.valid]),
  );
}

/** A JSON body as text in which one value is a raw token (such as 1e309) rather than JSON. */
function withRaw(body: Record<string, unknown>, field: string, raw: string): string {
  const marker = '__raw_number_marker__';
  return JSON.stringify({ ...body, [field]: marker }).replace(`"${marker}"`, raw);
}

interface BodyPlan {
  body: Record<string, unknown>;
  /** Text to send instead of JSON.stringify(body). */
  text?: string;
}

/**
 * A body with valid values but for the theme's changes, plus a certainly refused value when the
 * theme's changes are not certainly refused by themselves.
 */
function bodyArb(spec: BodySpec, theme: string): fc.Arbitrary<BodyPlan> {
  const names = Object.keys(spec.fields);
  const required = names.filter((n) => spec.fields[n]!.required);
  const optional = names.filter((n) => !spec.fields[n]!.required);
  const kind = (n: string) => spec.fields[n]!.kind;
  const base = fc
    .subarray(optional)
    .chain(
      (chosen) =>
        fc.record(
          Object.fromEntries([...required, ...chosen].map((n) => [n, kind(n).valid])),
        ) as fc.Arbitrary<Record<string, unknown>>,
    );
  const killer = fc
    .constantFrom(...names)
    .chain((n) => kind(n).wrong.map((v) => (b: Record<string, unknown>) => ({ ...b, [n]: v })));
  const extras = fc.dictionary(
    fc
      .oneof(
        fc.constantFrom('isAdmin', 'tenantId', 'tenant_id', 'passwordHash', 'createdAt', 'id'),
        fc.constantFrom('approvedAt', 'status', '$where', 'deletedAt', 'role_id', 'admin'),
        fc.string({ minLength: 1, maxLength: 10 }),
      )
      .filter((k) => !names.includes(k) && !ALIASES.includes(k) && k !== '__proto__'),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 6 },
  );
  const kill = (b: Record<string, unknown>) => killer.map((k) => k(b));

  switch (theme) {
    case 'wrong types':
      return fc.tuple(base, fc.subarray(names, { minLength: 1 })).chain(([b, fields]) =>
        fc.tuple(...fields.map((n) => kind(n).wrong)).map((vals) => ({
          body: { ...b, ...Object.fromEntries(fields.map((n, i) => [n, vals[i]])) },
        })),
      );
    case 'missing and extra fields':
      return fc.tuple(base, extras).chain(([b, extra]) => {
        const missing = required.length
          ? fc.subarray(required, { minLength: 1 })
          : fc.constant<string[]>([]);
        return missing.chain((gone) => {
          const left = Object.fromEntries(Object.entries(b).filter(([k]) => !gone.includes(k)));
          const body = { ...left, ...extra };
          return gone.length ? fc.constant({ body }) : kill(body).map((k) => ({ body: k }));
        });
      });
    case 'huge strings': {
      const hugeable = names.filter((n) => kind(n).hugeKills);
      return fc
        .tuple(base, hugeString)
        .chain(([b, huge]) =>
          hugeable.length
            ? fc.constantFrom(...hugeable).map((n) => ({ body: { ...b, [n]: huge } }))
            : kill({ ...b, [names[0]!]: huge }).map((k) => ({ body: k })),
        );
    }
    case 'odd unicode':
      return fc
        .tuple(base, fc.subarray(names, { minLength: 1 }), oddString)
        .chain(([b, fields, odd]) => {
          const body = { ...b, ...Object.fromEntries(fields.map((n) => [n, odd])) };
          return fields.some((n) => kind(n).oddKills)
            ? fc.constant({ body })
            : kill(body).map((k) => ({ body: k }));
        });
    case 'impossible dates': {
      const dates = names.filter((n) => kind(n).date);
      return fc
        .tuple(base, fc.constantFrom(...BAD_DATES))
        .chain(([b, bad]) =>
          dates.length
            ? fc.constantFrom(...dates).map((n) => ({ body: { ...b, [n]: bad } }))
            : kill({ ...b, date: bad }).map((k) => ({ body: k })),
        );
    }
    case 'impossible numbers': {
      const numbers = names.filter((n) => kind(n).number);
      if (!numbers.length)
        return fc
          .tuple(base, fc.constantFrom(...BAD_NUMBERS))
          .chain(([b, bad]) => kill({ ...b, hours: bad }).map((k) => ({ body: k })));
      return fc.tuple(base, fc.constantFrom(...numbers)).chain(([b, n]) =>
        fc.oneof(
          kind(n).wrong.map((v) => ({ body: { ...b, [n]: v } })),
          // Not JSON at all (NaN, Infinity) or not finite once read (1e309): refused either way.
          fc.constantFrom(...RAW_NUMBERS).map((raw) => ({ body: b, text: withRaw(b, n, raw) })),
        ),
      );
    }
    default:
      return base.chain(kill).map((body) => ({ body }));
  }
}

/** Texts that are no JSON object: broken JSON, other JSON values, poisoned objects. */
function malformedJsonArb(spec: BodySpec | undefined): fc.Arbitrary<string> {
  const fixed = [
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    '[1,2',
    '{"a":1}{"b":2}',
    'NaN',
    '{"hours": NaN}',
    '{"hours": Infinity}',
    'undefined',
    '\u0000',
    '{"a":"\u0000',
    '\ufeff{',
    '{"a":1} // comment',
    '/* c */ {"a":1}',
    '{"a":1}\u0000',
    '{"__proto__": {"isAdmin": true}}',
    '{"a": {"__proto__": {"x": 1}}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    '[]',
    '[{}]',
    '"text"',
    '42',
    'true',
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":'.repeat(3000) + '1' + '}'.repeat(2999),
    '['.repeat(50_000),
  ];
  const random = fc
    .string({ unit: 'binary', maxLength: 30 })
    .map((s) => `{"${s}`)
    .filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
  // An empty body (or a JSON null) reads as no body, which a route with an optional body accepts.
  const empties = spec?.optional ? [] : ['', '   ', '\n', 'null'];
  return fc.oneof(fc.constantFrom(...fixed, ...empties), random);
}

const CONTENT_TYPES_415 = [
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/html',
  'image/png',
  'application/vnd.api+json',
  'application/jsonx',
  '',
];
/** Read as JSON or text anyway: the body in them must be refused on its own. */
const CONTENT_TYPES_READ = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/plain',
  'text/plain; charset=utf-8',
];
/** Multipart leaves the body empty: only for routes whose body is required. */
const CONTENT_TYPES_MULTIPART = [
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'multipart/form-data; boundary=',
];

const LOGO_BOUNDARY = 'badinputboundary';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17, 1),
]);
const OVERSIZED = Buffer.alloc(3 * 1024 * 1024, 0x41);
PNG.copy(OVERSIZED);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
function multipart(parts: Part[], boundary = LOGO_BOUNDARY, end = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"`
      : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Broken logo uploads: each is refused (too big, no image, bad colours, broken multipart...). */
function uploadArb(acmeCompanyId: string): fc.Arbitrary<Omit<Generated, 'method' | 'session'>> {
  const colours = (primary: string, secondary = '#FFFFFF'): Part[] => [
    { name: 'primary_color', value: primary },
    { name: 'secondary_color', value: secondary },
  ];
  const logo = (value: Buffer, filename = 'logo.png', type = 'image/png'): Part => ({
    name: 'logo',
    value,
    filename,
    type,
  });
  const NOT_IMAGES = [
    'GIF89a',
    '%PDF-1.4',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'MZ\u0090',
    'PK\u0003\u0004',
    '\u0089PNG',
    'BM',
    '#!/bin/sh\nrm -rf /',
  ];
  const form = (
    data: Buffer,
    theme: string,
    contentType = `multipart/form-data; boundary=${LOGO_BOUNDARY}`,
  ) => ({
    theme,
    url: `/api/companies/${acmeCompanyId}/branding`,
    headers: { 'content-type': contentType },
    payload: data,
  });
  return fc.oneof(
    fc
      .integer({ min: 2 * 1024 * 1024 + 1, max: OVERSIZED.length })
      .map((size) =>
        form(
          multipart([...colours('#112233'), logo(OVERSIZED.subarray(0, size))]),
          'upload: oversized logo',
        ),
      ),
    fc
      .tuple(
        fc.constantFrom(...NOT_IMAGES),
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('logo.png', 'logo.jpg', 'logo.svg', 'logo.exe', '../../etc/passwd'),
      )
      .map(([head, rest, filename]) =>
        form(
          multipart([
            ...colours('#112233'),
            logo(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(rest)]), filename),
          ]),
          'upload: not an image',
        ),
      ),
    fc
      .constantFrom(
        'red',
        '#12345',
        '#GGGGGG',
        '',
        '#1122334',
        ' #112233',
        'x'.repeat(200),
        '\u0000#112233',
      )
      .map((bad) => form(multipart([...colours(bad), logo(PNG)]), 'upload: bad colours')),
    fc.constant(form(multipart([logo(PNG)]), 'upload: no colours')),
    fc
      .constantFrom('file', 'image', 'logo[]')
      .map((name) =>
        form(
          multipart([...colours('#112233'), { ...logo(PNG), name }]),
          'upload: wrong file field',
        ),
      ),
    fc.constant(
      form(multipart([...colours('#112233'), logo(PNG), logo(PNG, 'b.png')]), 'upload: two files'),
    ),
    fc.constant(
      form(
        multipart([
          ...colours('#112233'),
          ...Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
        ]),
        'upload: too many fields',
      ),
    ),
    fc
      .tuple(
        fc.constantFrom('garbage', '', '--x\r\n', '--wrong\r\n\r\n'),
        fc.constantFrom(
          'multipart/form-data',
          `multipart/form-data; boundary=${LOGO_BOUNDARY}`,
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=other',
        ),
      )
      .map(([data, type]) => form(Buffer.from(data), 'upload: broken multipart', type)),
    fc
      .integer({ min: 10, max: 200 })
      .map((cut) =>
        form(multipart([...colours('#112233'), logo(PNG)]).subarray(0, cut), 'upload: cut short'),
      ),
    fc.constant(
      form(
        multipart([...colours('#112233'), logo(PNG)], LOGO_BOUNDARY, false),
        'upload: no final boundary',
      ),
    ),
    fc.constant({ primary_color: '#112233', secondary_color: '#FFFFFF' }).map((body) => ({
      ...form(Buffer.from(JSON.stringify(body)), 'upload: JSON instead', 'application/json'),
    })),
  );
}

interface Context {
  acmeCompanyId: string;
  birchCompanyId: string;
}

/** The generated requests of one route. */
function routeArb(route: RouteInfo, ctx: Context): fc.Arbitrary<Generated> {
  const key = `${route.method} ${route.url}`;
  const spec = BODIES[key];
  const query = QUERIES[key];
  const method = route.method;
  const takesBody = method !== 'GET' && method !== 'DELETE';
  const params = hasParams(route);
  // A route with a path id but no body or query schema can only be wrong in its path.
  const pathOnly = params && !spec && !query;
  const validPath =
    key === LOGO_ROUTE
      ? fc.constantFrom(ctx.acmeCompanyId, ctx.birchCompanyId).map((id) => fillRaw(route.url, id))
      : params
        ? fc.uuid({ version: 4 }).map((id) => fillRaw(route.url, id))
        : fc.constant(route.url);
  const badPath = badParam.map((v) => fillRaw(route.url, v));
  const path = pathOnly ? badPath : validPath;
  const withQuery = (p: string, q: string) => (q ? `${p}?${q}` : p);
  const plain = (
    theme: string,
    url: fc.Arbitrary<string>,
    body?: fc.Arbitrary<BodyPlan>,
    type = 'application/json',
  ) =>
    fc
      .tuple(url, body ?? fc.constant(undefined), sessionArb(route))
      .map(([u, plan, session]): Generated => ({
        theme,
        method,
        url: u,
        session,
        headers: plan ? { 'content-type': type } : {},
        payload: plan ? (plan.text ?? JSON.stringify(plan.body)) : undefined,
      }));
  const themes: fc.Arbitrary<Generated>[] = [];
  const q = validQuery(query);
  const urlWithValidQuery = path.map((p) => withQuery(p, q));

  if (takesBody && spec) {
    for (const theme of [
      'wrong types',
      'missing and extra fields',
      'huge strings',
      'odd unicode',
      'impossible dates',
      'impossible numbers',
    ])
      themes.push(plain(theme, urlWithValidQuery, bodyArb(spec, theme)));
  }
  if (takesBody && key !== LOGO_ROUTE) {
    themes.push(
      fc
        .tuple(urlWithValidQuery, malformedJsonArb(spec), sessionArb(route))
        .map(([url, text, session]) => ({
          theme: 'malformed JSON',
          method,
          url,
          session,
          headers: JSON_TYPE,
          payload: text,
        })),
    );
    const types = [
      ...CONTENT_TYPES_415,
      ...CONTENT_TYPES_READ,
      ...(spec && !spec.optional ? CONTENT_TYPES_MULTIPART : []),
    ];
    themes.push(
      fc
        .tuple(
          urlWithValidQuery,
          spec ? bodyArb(spec, 'wrong types') : fc.constant({ body: {}, text: '{' }),
          fc.constantFrom(...types),
          fc.boolean(),
          sessionArb(route),
        )
        .map(([url, plan, type, omit, session]): Generated => ({
          theme: 'wrong content type',
          method,
          url,
          session,
          // A body without any content type at all is refused (415) as well.
          headers: omit && type === '' ? {} : { 'content-type': type },
          payload: plan.text ?? JSON.stringify(plan.body),
        })),
    );
  }
  if (params) {
    const junkBody = spec ? bodyArb(spec, 'any') : fc.constant({ body: {} });
    themes.push(
      plain(
        'bad path params',
        badPath.map((p) => withQuery(p, q)),
        takesBody ? junkBody : undefined,
      ),
    );
  }
  if (query) {
    themes.push(
      fc
        .tuple(
          path,
          badQueryArb(query),
          takesBody && spec ? bodyArb(spec, 'any') : fc.constant(undefined),
          sessionArb(route),
        )
        .map(([p, qs, plan, session]) => ({
          theme: 'bad query strings',
          method,
          url: `${p}?${qs}`,
          session,
          headers: plan ? JSON_TYPE : {},
          payload: plan ? JSON.stringify(plan.body) : undefined,
        })),
    );
  } else {
    // No query schema: junk queries are ignored; whatever else certainly refuses still does.
    const junk = fc
      .array(
        fc.tuple(
          fc.string({ maxLength: 8 }),
          fc.oneof(oddString, fc.constantFrom('%', '%E0%A4%A', 'a[b]=c')),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((pairs) =>
        pairs
          .map(
            ([k, v]) =>
              `x${encodeLoose(k)}=${v.startsWith('%') || v.includes('[') ? v : encodeLoose(v)}`,
          )
          .join('&'),
      );
    themes.push(
      fc
        .tuple(
          path,
          junk,
          takesBody
            ? spec
              ? bodyArb(spec, 'any')
              : fc.constant({ body: {}, text: '{' })
            : fc.constant(undefined),
          sessionArb(route),
        )
        .map(([p, qs, plan, session]) => ({
          theme: 'bad query strings',
          method,
          url: `${p}?${qs}`,
          session,
          headers: plan ? JSON_TYPE : {},
          payload: plan ? (plan.text ?? JSON.stringify(plan.body)) : undefined,
        })),
    );
  }
  if (key === LOGO_ROUTE) {
    const uploads = fc
      .tuple(uploadArb(ctx.acmeCompanyId), sessionArb(route))
      .map(([u, session]) => ({ ...u, method, session }));
    return fc.oneof(...themes, { arbitrary: uploads, weight: 6 });
  }
  if (!takesBody && !query && !params) {
    // Nothing to get wrong but the request itself: a body where none belongs, odd headers.
    themes.push(
      fc
        .tuple(
          malformedJsonArb(undefined),
          fc.constantFrom(...CONTENT_TYPES_415, ...CONTENT_TYPES_READ),
          sessionArb(route),
        )
        .map(([text, type, session]) => ({
          theme: 'body where none belongs',
          method,
          url: route.url,
          session,
          headers: { 'content-type': type },
          payload: text,
        })),
    );
  }
  return fc.oneof(...themes);
}

/** A stable 32-bit hash, so that each route's requests do not depend on the route order. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

describe('bad input, generated', () => {
  it('answers at least 10,000 malformed requests without a 5xx and without changing any data', async () => {
    const acme = await t.tenantBySubdomain('acme');
    const birch = await t.tenantBySubdomain('birch');
    const sessions: Record<SessionName, Record<string, string>> = {
      companyAdmin: (await t.login('admin@acme.test')).headers,
      worker: (await t.login('worker1@acme.test')).headers,
      globalAdmin: (await t.login('admin@sitehours.test')).headers,
      anonymous: {},
    };
    // Made on first use, whoever asks first, so made here that no request below is the first: the
    // company's signing key for its exports, and its ledger's genesis (at its first seal, which a
    // check of its history makes), so that the walk's reads find nothing pending.
    for (const url of ['/api/exports/public-key', '/api/ledger/verify']) {
      const res = await t.app.inject({ method: 'GET', url, headers: sessions.companyAdmin });
      expect(res.statusCode, url).toBe(200);
    }
    // Taken after signing in (which rightly writes: refresh tokens, sign-in events, last login).
    // Left out: rate_limits, the request counters of the rate limiter — counting requests, even
    // refused ones, is its job and not stored data. Nothing else is left out: no request below
    // may write anything, not even an audit row or a security event.
    const skip = ['rate_limits'];
    const before = await snapshotDatabase(t.db, skip);

    const routes = t.routes;
    const perRoute = Math.ceil(MIN_REQUESTS / routes.length) + 2;
    const ctx: Context = { acmeCompanyId: acme.company.id, birchCompanyId: birch.company.id };
    console.info(`bad input: seed ${SEED} (BAD_INPUT_SEED=${SEED} reproduces this run)`);

    let sent = 0;
    const failures: string[] = [];
    const failureKinds = new Map<string, number>();
    const themes = new Map<string, number>();
    const started = Date.now();
    const cpuStart = process.cpuUsage();
    const sendOne = async (key: string, r: Generated) => {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: { ...sessions[r.session], ...r.headers },
        ...(r.payload === undefined ? {} : { payload: r.payload }),
      });
      sent++;
      themes.set(r.theme, (themes.get(r.theme) ?? 0) + 1);
      const problem = problemOf(r, res.statusCode, res.body);
      if (problem) {
        const kind = `${problem}: ${key} [${r.theme}]`;
        failureKinds.set(kind, (failureKinds.get(kind) ?? 0) + 1);
        const payload = r.payload === undefined ? '' : String(r.payload).slice(0, 160);
        failures.push(
          `${problem}: ${r.method} ${r.url.slice(0, 160)} [${r.theme}, ${r.session}] ` +
            `payload ${JSON.stringify(payload)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
    };
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const count = perRoute + (key === LOGO_ROUTE ? UPLOAD_REQUESTS : 0);
      const requests = fc.sample(routeArb(route, ctx), {
        seed: (SEED ^ hash(key)) | 0,
        numRuns: count,
      });
      let next = 0;
      const worker = async () => {
        for (let r = requests[next++]; r; r = requests[next++]) await sendOne(key, r);
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuStart);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);

    const summary = [...failureKinds].map(([kind, n]) => `${n} × ${kind}`);
    expect(failures.length, [...summary, '', ...failures.slice(0, 20)].join('\n')).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(snapshotChanges(before, await snapshotDatabase(t.db, skip))).toEqual([]);
    console.info(
      `bad input: themes ${JSON.stringify(Object.fromEntries([...themes].sort()))}; ` +
        `${seconds} s, of which ${cpuSeconds} s of CPU in this process`,
    );
    console.info(
      `bad input: ${sent} generated requests over ${routes.length} routes, no 5xx, data unchanged`,
    );
    // Generous: on an idle machine this takes about a minute, but on a loaded one the wall clock
    // says little (the CPU time printed above is the cost).
  }, 1_800_000);
});

describe('odd Unicode that passes validation', () => {
  it('reaches the database without a server error', async () => {
    const admin = await t.login('admin@acme.test');
    const odd = ['a\u0000b', ...fc.sample(oddString, { seed: SEED, numRuns: 30 })];
    const failures: string[] = [];
    for (const [i, s] of odd.entries()) {
      // Valid addresses and names with the odd text inside (no spaces, no second @).
      const address = `odd${i}${s.replace(/[\s@]/g, '')}@example.com`;
      const calls: { url: string; payload: object; headers?: Record<string, string> }[] = [
        { url: '/api/auth/login', payload: { email: address, password: `pw${s}` } },
        { url: '/api/auth/forgot-password', payload: { email: address } },
        { url: '/api/auth/check-password-strength', payload: { password: s } },
        {
          url: '/api/jobs',
          payload: { jobName: `Odd job ${i} ${s}`, city: s },
          headers: admin.headers,
        },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ method: 'POST', ...call });
        const problem = problemOf(
          { method: 'GET', url: call.url, theme: '', session: 'anonymous', headers: {} },
          res.statusCode,
          res.body,
        );
        if (problem)
          failures.push(
            `${problem}: POST ${call.url} ${JSON.stringify(call.payload)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** What is wrong with an answer, if anything. */
function problemOf(r: Generated, status: number, body: string): string | undefined {
  if (status >= 500) return 'server error';
  if (status >= 400) {
    let parsed: { message?: unknown; error?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return 'error without a JSON body';
    }
    if (typeof parsed.message !== 'string' || parsed.message.trim() === '')
      return 'error without a message';
    return undefined;
  }
  // Reads may answer (a junk query is ignored); anything else was certainly invalid.
  if (r.method !== 'GET') return 'accepted';
  return undefined;
}
