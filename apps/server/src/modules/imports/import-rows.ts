import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  IMPORT_FIELDS,
  IMPORT_MESSAGES as M,
  createUserRequest,
  jobRequest,
  messageText,
  parseImportBoolean,
  parseImportDate,
  parseImportNumber,
  parseImportRole,
  timeEntryRequest,
  wcCodesMultipleRequest,
  type ImportKind,
  type ImportOutcome,
  type MessageCode,
  type MessageParams,
} from '@sitehours/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/database';
import { jobWorkTypes, jobs, timeEntries, users, wcCodes, workTypes } from '../../db/schema';
import type { CompanyScope } from '../../platform/principal';
import { codeSetErrors } from '../work-types/wc-code.service';

/**
 * What each row of an import would do (decision 0029): judged against the company's records as
 * they are now, through the same request schemas and rules as the screens, with their messages.
 * Planning reads each kind's records once for the whole file; nothing is written here.
 */

export interface RowError {
  field: string;
  code: string;
  params?: MessageParams;
  message: string;
}

/** What applying a row writes; `undefined` for an unchanged or refused row. */
export type RowWrite =
  | {
      kind: 'staff';
      existingId: string | null;
      input: z.output<typeof createUserRequest>;
      /** An update's worker as read when judging the row, to restore on undo. */
      before: Record<string, unknown> | null;
    }
  | {
      kind: 'jobs';
      existingId: string | null;
      input: z.output<typeof jobRequest>;
      before: Record<string, unknown> | null;
    }
  | {
      kind: 'workTypes';
      /** The work type's name; its codes are set once, by the first of its rows. */
      name: string;
      existingId: string | null;
      bands: { code: string; minHourlyRate: number; maxHourlyRate: number; compRate: number }[];
      before: { code: string; minHourlyRate: number; maxHourlyRate: number; compRate: number }[];
      first: boolean;
    }
  | {
      kind: 'hours';
      clientId: string;
      userId: string;
      jobId: string;
      workTypeId: string;
      entryDate: string;
      hours: string;
      notes: string | null;
    };

export interface PlannedRow {
  /** The row's line in the file: the header is line 1. */
  line: number;
  outcome: ImportOutcome;
  key: string;
  changed: string[];
  errors: RowError[];
  write?: RowWrite;
}

/** A row's cells by field, as mapped. */
export type MappedRow = Record<string, string>;

/** A row's error: the code is the catalogue's (or a schema's, which is one of its codes). */
const rowError = (field: string, code: string, params?: MessageParams): RowError => ({
  field,
  code,
  ...(params ? { params } : {}),
  message: messageText(code as MessageCode, params),
});

/** A schema's issues as row errors, each naming the import field it is about. */
function issuesOf(
  error: z.ZodError,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0] ?? ''),
): RowError[] {
  const seen = new Set<string>();
  const out: RowError[] = [];
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    out.push(rowError(field, issue.message));
  }
  return out;
}

const refused = (line: number, key: string, errors: RowError[]): PlannedRow => ({
  line,
  outcome: 'error',
  key,
  changed: [],
  errors,
});

/** Rows found by the same key: the first stands, the others are refused naming it. */
function firstOfEachKey(rows: PlannedRow[]): PlannedRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((r) => {
    if (r.outcome === 'error' || r.key === '') return r;
    const key = r.key.toLowerCase();
    const first = firstLine.get(key);
    if (first === undefined) {
      firstLine.set(key, r.line);
      return r;
    }
    return refused(r.line, r.key, [rowError('key', M.rowKeyTwice, { row: first })]);
  });
}

/** A boolean cell: empty keeps what is there (or the default); anything else must read. */
function booleanCell(cells: MappedRow, field: string, fallback: boolean, errors: RowError[]) {
  const text = cells[field] ?? '';
  if (text === '') return fallback;
  const value = parseImportBoolean(text);
  if (value === undefined) errors.push(rowError(field, M.booleanInvalid));
  return value ?? fallback;
}

/** An empty (or unmapped) cell leaves the field as it is: a file never erases by omission. */
const blank = (text: string | undefined) => text === undefined || text === '';

const numberCell = (text: string | undefined) =>
  text === undefined || text === '' ? undefined : (parseImportNumber(text) ?? text);

type Shown = Record<string, string | number | boolean | null | undefined>;
function changedFields(before: Shown, after: Shown) {
  return Object.keys(after).filter((k) => String(before[k] ?? '') !== String(after[k] ?? ''));
}

// ---------------------------------------------------------------------------------------------
// Staff: found by email; a person who works for another company gets an invitation on create.

async function planStaff(tx: Tx, scope: CompanyScope, rows: MappedRow[]): Promise<PlannedRow[]> {
  const current = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      hourlyRate: users.hourlyRate,
      roles: users.roles,
      isActive: users.isActive,
      includeInReports: users.includeInReports,
    })
    .from(users)
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.companyId, scope.companyId)));
  const byEmail = new Map(current.map((u) => [u.email.toLowerCase(), u]));
  return firstOfEachKey(
    rows.map((cells, i) => {
      const line = i + 2;
      const email = (cells.email ?? '').trim().toLowerCase();
      const existing = byEmail.get(email);
      const errors: RowError[] = [];
      const roleText = cells.role ?? '';
      const role =
        roleText === '' ? (existing?.roles[0] ?? 'standard_user') : parseImportRole(roleText);
      const isActive = booleanCell(cells, 'isActive', existing?.isActive ?? true, errors);
      const parsed = createUserRequest.safeParse({
        firstName: cells.firstName ?? '',
        lastName: cells.lastName ?? '',
        email: cells.email ?? '',
        phone: blank(cells.phone) ? (existing?.phone ?? null) : cells.phone,
        hourlyRate: numberCell(cells.hourlyRate) ?? '',
        role: role ?? roleText,
        isActive,
        includeInReports: existing?.includeInReports ?? true,
      });
      if (!parsed.success) errors.unshift(...issuesOf(parsed.error));
      if (errors.length || !parsed.success) return refused(line, email, errors);
      const input = parsed.data;
      if (!existing)
        return {
          line,
          outcome: 'create',
          key: input.email,
          changed: [],
          errors: [],
          write: { kind: 'staff', existingId: null, input, before: null },
        };
      const changed = changedFields(
        {
          firstName: existing.firstName,
          lastName: existing.lastName,
          phone: existing.phone,
          hourlyRate: Number(existing.hourlyRate).toFixed(2),
          role: existing.roles[0],
          isActive: existing.isActive,
        },
        {
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          hourlyRate: input.hourlyRate.toFixed(2),
          role: input.role,
          isActive: input.isActive,
        },
      );
      return changed.length
        ? {
            line,
            outcome: 'update',
            key: input.email,
            changed,
            errors: [],
            write: {
              kind: 'staff',
              existingId: existing.id,
              input,
              before: {
                firstName: existing.firstName,
                lastName: existing.lastName,
                email: existing.email,
                phone: existing.phone,
                hourlyRate: Number(existing.hourlyRate),
                role: existing.roles[0],
                isActive: existing.isActive,
                includeInReports: existing.includeInReports,
              },
            },
          }
        : { line, outcome: 'unchanged', key: input.email, changed: [], errors: [] };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Jobs: found by name, whatever its case.

async function planJobs(tx: Tx, scope: CompanyScope, rows: MappedRow[]): Promise<PlannedRow[]> {
  const current = await tx
    .select({
      id: jobs.id,
      jobName: jobs.name,
      address: jobs.address,
      city: jobs.city,
      state: jobs.state,
      zipCode: jobs.zipCode,
      isActive: jobs.isActive,
    })
    .from(jobs)
    .where(and(eq(jobs.tenantId, scope.tenantId), eq(jobs.companyId, scope.companyId)));
  const byName = new Map(current.map((j) => [j.jobName.trim().toLowerCase(), j]));
  return firstOfEachKey(
    rows.map((cells, i) => {
      const line = i + 2;
      const name = (cells.jobName ?? '').trim();
      const existing = byName.get(name.toLowerCase());
      const errors: RowError[] = [];
      const keep = (field: 'address' | 'city' | 'state' | 'zipCode') =>
        blank(cells[field]) ? (existing?.[field] ?? null) : cells[field];
      const isActive = booleanCell(cells, 'isActive', existing?.isActive ?? true, errors);
      const parsed = jobRequest.safeParse({
        jobName: name,
        address: keep('address'),
        city: keep('city'),
        state: keep('state'),
        zipCode: keep('zipCode'),
        isActive,
      });
      if (!parsed.success) errors.unshift(...issuesOf(parsed.error));
      if (errors.length || !parsed.success) return refused(line, name, errors);
      const input = parsed.data;
      const shown = (j: {
        jobName: string;
        address?: string | null;
        city?: string | null;
        state?: string | null;
        zipCode?: string | null;
        isActive?: boolean;
      }): Shown => ({
        jobName: j.jobName,
        address: j.address ?? null,
        city: j.city ?? null,
        state: j.state ?? null,
        zipCode: j.zipCode ?? null,
        isActive: j.isActive,
      });
      if (!existing)
        return {
          line,
          outcome: 'create',
          key: input.jobName,
          changed: [],
          errors: [],
          write: { kind: 'jobs', existingId: null, input, before: null },
        };
      const changed = changedFields(shown(existing), shown(input));
      return changed.length
        ? {
            line,
            outcome: 'update',
            key: input.jobName,
            changed,
            errors: [],
            write: { kind: 'jobs', existingId: existing.id, input, before: shown(existing) },
          }
        : { line, outcome: 'unchanged', key: input.jobName, changed: [], errors: [] };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Work types and their WC codes: a work type's rows are its whole set of codes (one No Threshold
// code, or a pair split at a threshold), checked as the Work Types screen checks a set.

type Band = { code: string; minHourlyRate: number; maxHourlyRate: number; compRate: number };
const bandKey = (b: Band) =>
  `${b.code}:${b.minHourlyRate.toFixed(2)}:${b.maxHourlyRate.toFixed(2)}:${b.compRate.toFixed(2)}`;
const sameBands = (a: Band[], b: Band[]) =>
  a.map(bandKey).sort().join('|') === b.map(bandKey).sort().join('|');

async function planWorkTypes(
  tx: Tx,
  scope: CompanyScope,
  rows: MappedRow[],
): Promise<PlannedRow[]> {
  const types = await tx
    .select({ id: workTypes.id, name: workTypes.name })
    .from(workTypes)
    .where(and(eq(workTypes.tenantId, scope.tenantId), eq(workTypes.companyId, scope.companyId)));
  const codes = await tx
    .select({
      workTypeId: wcCodes.workTypeId,
      code: wcCodes.code,
      minHourlyRate: wcCodes.minHourlyRate,
      maxHourlyRate: wcCodes.maxHourlyRate,
      compRate: wcCodes.compRate,
    })
    .from(wcCodes)
    .where(
      and(
        eq(wcCodes.tenantId, scope.tenantId),
        eq(wcCodes.companyId, scope.companyId),
        eq(wcCodes.isActive, true),
      ),
    );
  const typeOf = new Map(types.map((t) => [t.name.trim().toLowerCase(), t]));
  const codesOf = new Map<string, Band[]>();
  for (const c of codes) {
    const list = codesOf.get(c.workTypeId) ?? [];
    list.push({
      code: c.code,
      minHourlyRate: Number(c.minHourlyRate),
      maxHourlyRate: Number(c.maxHourlyRate),
      compRate: Number(c.compRate),
    });
    codesOf.set(c.workTypeId, list);
  }

  // Each row alone first: its name and its band, through the request schema of a code set.
  const single = rows.map((cells, i) => {
    const line = i + 2;
    const name = (cells.workTypeName ?? '').trim();
    const code = (cells.wcCode ?? '').trim();
    const key = `${name} ${code}`.trim();
    const errors: RowError[] = [];
    if (name === '') errors.push(rowError('workTypeName', CATALOG_MESSAGES.workTypeNameRequired));
    else if (name.length > 100) errors.push(rowError('workTypeName', 'workTypeNameTooLong'));
    const parsed = wcCodesMultipleRequest.safeParse({
      workTypeId: '00000000-0000-4000-8000-000000000000',
      wcCodes: [
        {
          code,
          minHourlyRate: numberCell(cells.minHourlyRate) ?? 0,
          maxHourlyRate: numberCell(cells.maxHourlyRate) ?? 0,
          compRate: numberCell(cells.compRate) ?? '',
        },
      ],
    });
    if (!parsed.success) {
      const field = (path: readonly PropertyKey[]) => {
        const last = String(path[path.length - 1] ?? '');
        return last === 'code' ? 'wcCode' : last;
      };
      errors.push(...issuesOf(parsed.error, field));
    }
    const band = parsed.success ? (parsed.data.wcCodes[0] as Band) : undefined;
    return { line, name, key, errors, band };
  });

  // Then each work type's set of codes, as the screen checks one.
  const groups = new Map<string, typeof single>();
  for (const r of single) {
    if (r.errors.length || !r.band) continue;
    const list = groups.get(r.name.toLowerCase()) ?? [];
    list.push(r);
    groups.set(r.name.toLowerCase(), list);
  }
  const planned = new Map<number, PlannedRow>();
  for (const [lower, group] of groups) {
    const bands = group.map((g) => g.band!);
    const duplicate = group.findIndex(
      (g, i) => group.findIndex((o) => o.band!.code === g.band!.code) !== i,
    );
    const problems =
      duplicate >= 0
        ? [
            rowError('wcCode', M.rowKeyTwice, {
              row: group.find((o) => o.band!.code === group[duplicate]!.band!.code)!.line,
            }),
          ]
        : bands.length > 2
          ? [rowError('wcCode', 'wcCodeCount')]
          : codeSetErrors(bands).map((e) =>
              rowError(
                e.path.endsWith('code')
                  ? 'wcCode'
                  : e.path === 'threshold'
                    ? 'minHourlyRate'
                    : 'maxHourlyRate',
                e.code,
                e.params,
              ),
            );
    const existing = typeOf.get(lower);
    const before = existing ? (codesOf.get(existing.id) ?? []) : [];
    const outcome: ImportOutcome = problems.length
      ? 'error'
      : !existing
        ? 'create'
        : sameBands(before, bands)
          ? 'unchanged'
          : 'update';
    group.forEach((g, i) => {
      planned.set(g.line, {
        line: g.line,
        outcome,
        key: g.key,
        changed: outcome === 'update' ? ['wcCode'] : [],
        errors: problems,
        ...(outcome === 'create' || outcome === 'update'
          ? {
              write: {
                kind: 'workTypes' as const,
                name: g.name,
                existingId: existing?.id ?? null,
                bands,
                before,
                first: i === 0,
              },
            }
          : {}),
      });
    });
  }
  return single.map((r) => planned.get(r.line) ?? refused(r.line, r.key, r.errors));
}

// ---------------------------------------------------------------------------------------------
// Hours already worked: opening balances, saved through the entry rules and approved. Each row's
// client id is derived from what it holds, so the same row imported again is found, not doubled.

async function planHours(tx: Tx, scope: CompanyScope, rows: MappedRow[]): Promise<PlannedRow[]> {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.companyId, scope.companyId)));
  const links = await tx
    .select({
      jobId: jobs.id,
      jobName: jobs.name,
      workTypeId: workTypes.id,
      workTypeName: workTypes.name,
    })
    .from(jobWorkTypes)
    .innerJoin(jobs, eq(jobs.id, jobWorkTypes.jobId))
    .innerJoin(workTypes, eq(workTypes.id, jobWorkTypes.workTypeId))
    .where(
      and(
        eq(jobs.tenantId, scope.tenantId),
        eq(jobs.companyId, scope.companyId),
        eq(jobs.isActive, true),
        eq(workTypes.isActive, true),
      ),
    );
  const jobNames = await tx
    .select({ id: jobs.id, name: jobs.name })
    .from(jobs)
    .where(and(eq(jobs.tenantId, scope.tenantId), eq(jobs.companyId, scope.companyId)));
  const userOf = new Map(staff.map((u) => [u.email.toLowerCase(), u.id]));
  const jobOf = new Map(jobNames.map((j) => [j.name.trim().toLowerCase(), j.id]));
  const linkOf = new Map(
    links.map((l) => [`${l.jobId} ${l.workTypeName.trim().toLowerCase()}`, l.workTypeId]),
  );
  const planned = rows.map((cells, i): PlannedRow => {
    const line = i + 2;
    const email = (cells.email ?? '').trim().toLowerCase();
    const jobName = (cells.jobName ?? '').trim();
    const typeName = (cells.workTypeName ?? '').trim();
    const date = parseImportDate(cells.entryDate ?? '');
    const errors: RowError[] = [];
    const userId = userOf.get(email);
    if (!userId) errors.push(rowError('email', M.workerUnknown, { email }));
    const jobId = jobOf.get(jobName.toLowerCase());
    if (!jobId) errors.push(rowError('jobName', M.jobUnknown, { name: jobName }));
    const workTypeId = jobId ? linkOf.get(`${jobId} ${typeName.toLowerCase()}`) : undefined;
    if (jobId && !workTypeId)
      errors.push(rowError('workTypeName', M.workTypeUnknown, { job: jobName, name: typeName }));
    if (!date) errors.push(rowError('entryDate', M.dateInvalid));
    const parsed = timeEntryRequest.safeParse({
      hours: numberCell(cells.hours) ?? '',
      entryDate: date ?? '2000-01-01',
      notes: cells.notes ?? null,
      isPto: false,
      jobId: jobId ?? '00000000-0000-4000-8000-000000000000',
      workTypeId: workTypeId ?? '00000000-0000-4000-8000-000000000000',
    });
    if (!parsed.success) errors.push(...issuesOf(parsed.error));
    const key = `${email} ${date ?? cells.entryDate ?? ''} ${jobName} ${typeName}`;
    if (errors.length || !parsed.success || !userId || !jobId || !workTypeId || !date)
      return refused(line, key, errors);
    const hours = parsed.data.hours.toFixed(2);
    const notes = parsed.data.notes ?? null;
    const clientId = `import-${createHash('sha256')
      .update([scope.companyId, userId, date, jobId, workTypeId, hours, notes ?? ''].join('\u001f'))
      .digest('hex')
      .slice(0, 40)}`;
    return {
      line,
      outcome: 'create',
      key,
      changed: [],
      errors: [],
      write: {
        kind: 'hours' as const,
        clientId,
        userId,
        jobId,
        workTypeId,
        entryDate: date,
        hours,
        notes,
      },
    };
  });
  // Rows already saved by an earlier import of the same file: unchanged.
  const ids = planned.flatMap((p) => (p.write?.kind === 'hours' ? [p.write.clientId] : []));
  const seen = ids.length
    ? await tx
        .select({ clientId: timeEntries.clientId })
        .from(timeEntries)
        .where(and(eq(timeEntries.tenantId, scope.tenantId), inArray(timeEntries.clientId, ids)))
    : [];
  const seenIds = new Set(seen.map((s) => s.clientId));
  return planned.map((p) =>
    p.write?.kind === 'hours' && seenIds.has(p.write.clientId)
      ? { line: p.line, outcome: 'unchanged', key: p.key, changed: [], errors: [] }
      : p,
  );
}

const PLANNERS: Record<
  ImportKind,
  (tx: Tx, scope: CompanyScope, rows: MappedRow[]) => Promise<PlannedRow[]>
> = { staff: planStaff, jobs: planJobs, workTypes: planWorkTypes, hours: planHours };

/** A file's rows as fields, through the mapping (an unmapped field is absent from each row). */
export function mappedRows(
  kind: ImportKind,
  rows: readonly (readonly string[])[],
  mapping: Record<string, number | null>,
): MappedRow[] {
  const fields = IMPORT_FIELDS[kind];
  return rows.map((row) => {
    const cells: MappedRow = {};
    for (const f of fields) {
      const column = mapping[f.key];
      if (column !== undefined && column !== null) cells[f.key] = (row[column] ?? '').trim();
    }
    return cells;
  });
}

export function planImport(tx: Tx, scope: CompanyScope, kind: ImportKind, rows: MappedRow[]) {
  return PLANNERS[kind](tx, scope, rows);
}
