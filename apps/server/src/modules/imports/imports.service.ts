import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ENTRY_REFUSALS,
  IMPORT_CHUNK_ROWS,
  IMPORT_FIELDS,
  IMPORT_MESSAGES as M,
  IMPORT_UNDO_MS,
  guessMapping,
  mappingFromRemembered,
  messageText,
  normalizeHeader,
  type ImportApplyResult,
  type ImportDraft,
  type ImportKind,
  type ImportPreview,
  type ImportSummary,
  type ImportUndoResult,
  formulaSafe,
} from '@sitehours/contract';
import { csvFile } from '../../platform/csv-file';
import type { Tx } from '../../db/database';
import { withPlatform, withTenant } from '../../db/scoped';
import {
  importChanges,
  importMappings,
  imports,
  jobs,
  passwordTokens,
  people,
  timeEntries,
  users,
  wcCodes,
  workTypes,
} from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { pgCode } from '../../platform/error-handler';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { appendLedgerEvents } from '../ledger/ledger-append';
import { createJob, updateJob } from '../jobs/job.service';
import { approveBatch } from '../reports/report.service';
import { personOnlyHere } from '../staff/membership';
import { createUser, setUserStatus, updateUser } from '../staff/staff.service';
import { saveCompanyEntries } from '../time-entries/time-entry.repository';
import type { EntryActor } from '../time-entries/entry-actor';
import { deleteEntry } from '../time-entries/time-entry.service';
import { replaceWcCodes } from '../work-types/wc-code.service';
import { createWorkType } from '../work-types/work-type.service';
import { mappedRows, planImport, type PlannedRow, type RowError } from './import-rows';
import type { ImportTable } from './import-file';

/**
 * Imports (decision 0029): a file is read once and kept with its mapping; every preview and every
 * apply call judges its rows again against the company's records as they are then
 * (`planImport`), so a chunk written meanwhile, or a record changed on a screen, is seen. Each
 * write goes through the same service function as the screens, and is recorded so that the
 * import can be undone as a whole within a day.
 */

type ImportRow = typeof imports.$inferSelect;
type Counts = ImportRow['counts'];
const NO_COUNTS: Counts = { create: 0, update: 0, unchanged: 0, error: 0 };

function summaryOf(row: ImportRow): ImportSummary {
  const undoable =
    row.status === 'applied' && row.appliedAt
      ? new Date(row.appliedAt.getTime() + IMPORT_UNDO_MS)
      : null;
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    status: row.status,
    rowCount: row.rowCount,
    processed: row.processed,
    counts: row.counts,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    appliedAt: row.appliedAt?.toISOString() ?? null,
    undoableUntil: undoable && undoable.getTime() > Date.now() ? undoable.toISOString() : null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoneBy: row.undoneByName,
  };
}

const draftOf = (row: ImportRow): ImportDraft => ({
  ...summaryOf(row),
  headers: row.headers,
  mapping: row.mapping,
  sample: row.rows.slice(0, 5),
});

async function importOf(tx: Tx, scope: CompanyScope, id: string, lock = false) {
  const query = tx
    .select()
    .from(imports)
    .where(
      and(
        eq(imports.id, id),
        eq(imports.tenantId, scope.tenantId),
        eq(imports.companyId, scope.companyId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

/** A mapping field → column index kept only for the kind's fields and the file's columns. */
function cleanMapping(kind: ImportKind, headers: string[], mapping: Record<string, number | null>) {
  const out: Record<string, number | null> = {};
  for (const f of IMPORT_FIELDS[kind]) {
    const column = mapping[f.key];
    if (column === undefined || column === null) out[f.key] = null;
    else if (column >= headers.length) throw fieldError(`mapping.${f.key}`, M.mappingColumnUnknown);
    else out[f.key] = column;
  }
  for (const f of IMPORT_FIELDS[kind])
    if (f.required && out[f.key] === null)
      throw fieldError(`mapping.${f.key}`, M.requiredFieldUnmapped, { field: f.key });
  return out;
}

const tally = (planned: readonly PlannedRow[]): Counts => {
  const counts = { ...NO_COUNTS };
  for (const p of planned) counts[p.outcome] += 1;
  return counts;
};

export function listImports(ctx: AppContext, scope: CompanyScope): Promise<ImportSummary[]> {
  return withTenant(ctx.db, scope, async (tx) => {
    const rows = await tx
      .select()
      .from(imports)
      .where(and(eq(imports.tenantId, scope.tenantId), eq(imports.companyId, scope.companyId)))
      .orderBy(desc(imports.createdAt))
      .limit(50);
    return rows.map(summaryOf);
  });
}

export function getImport(ctx: AppContext, scope: CompanyScope, id: string) {
  return withTenant(ctx.db, scope, async (tx) => draftOf(await importOf(tx, scope, id)));
}

/** Keeps an uploaded file's rows, with the company's remembered mapping or a guessed one. */
export function createImport(
  ctx: AppContext,
  actor: EntryActor,
  kind: ImportKind,
  fileName: string,
  table: ImportTable,
): Promise<ImportDraft> {
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const [remembered] = await tx
      .select({ mapping: importMappings.mapping })
      .from(importMappings)
      .where(and(eq(importMappings.companyId, scope.companyId), eq(importMappings.kind, kind)));
    const mapping = remembered
      ? mappingFromRemembered(kind, table.headers, remembered.mapping)
      : guessMapping(kind, table.headers);
    const [row] = await tx
      .insert(imports)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        kind,
        fileName: fileName.slice(0, 200),
        headers: table.headers,
        rows: table.rows,
        mapping: Object.fromEntries(
          IMPORT_FIELDS[kind].map((f) => [f.key, mapping[f.key] ?? null]),
        ),
        rowCount: table.rows.length,
        counts: NO_COUNTS,
        createdBy: actor.userId,
        createdByName: actor.actorLabel,
      })
      .returning();
    return draftOf(row!);
  });
}

async function plan(tx: Tx, scope: CompanyScope, row: ImportRow) {
  return planImport(tx, scope, row.kind, mappedRows(row.kind, row.rows, row.mapping));
}

const previewOf = (row: ImportRow, planned: PlannedRow[]): ImportPreview => ({
  summary: summaryOf(row),
  rows: planned.map(({ line, outcome, key, changed, errors }) => ({
    line,
    outcome,
    key,
    changed,
    errors,
  })),
});

/** Sets the mapping (remembered for the company's next file of the kind) and previews. */
export function setMapping(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  mapping: Record<string, number | null>,
): Promise<ImportPreview> {
  return withTenant(ctx.db, scope, async (tx) => {
    const current = await importOf(tx, scope, id, true);
    if (current.status !== 'draft') throw conflict(M.alreadyApplied);
    const clean = cleanMapping(current.kind, current.headers, mapping);
    const byName: Record<string, string> = {};
    for (const [field, column] of Object.entries(clean))
      if (column !== null) byName[field] = normalizeHeader(current.headers[column]!);
    await tx
      .insert(importMappings)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        kind: current.kind,
        mapping: byName,
      })
      .onConflictDoUpdate({
        target: [importMappings.companyId, importMappings.kind, importMappings.tenantId],
        set: { mapping: byName },
      });
    const planned = await plan(tx, scope, { ...current, mapping: clean });
    const [row] = await tx
      .update(imports)
      .set({ mapping: clean, counts: tally(planned) })
      .where(eq(imports.id, id))
      .returning();
    return previewOf(row!, planned);
  });
}

export function previewImport(ctx: AppContext, scope: CompanyScope, id: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    const row = await importOf(tx, scope, id);
    return previewOf(row, await plan(tx, scope, row));
  });
}

// ---------------------------------------------------------------------------------------------
// Applying, a chunk at a time

/**
 * Lets the server read and answer other requests between two rows: the embedded database runs in
 * the server's own thread, and a chunk of rows written back to back would keep everyone else
 * waiting for seconds.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Change {
  entity: (typeof importChanges.$inferInsert)['entity'];
  recordId: string;
  action: 'create' | 'update';
  before?: unknown;
}

/** A rule refused the row while writing: kept with the rejected rows. */
function failureOf(line: number, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const fields = error.fieldErrors?.length
    ? error.fieldErrors.map((f) => ({ field: f.path, code: f.code, message: f.msg }))
    : [{ field: 'key', code: error.code, message: error.message }];
  return { line, errors: fields };
}

async function writeRows(
  ctx: AppContext,
  actor: EntryActor,
  rows: readonly PlannedRow[],
  changes: Change[],
  failures: { line: number; errors: { field: string; code: string; message: string }[] }[],
) {
  const { scope } = actor;
  const hours: PlannedRow[] = [];
  for (const p of rows) {
    const w = p.write;
    if (!w) continue;
    await yieldToOthers();
    try {
      if (w.kind === 'staff') {
        if (w.existingId) {
          await updateUser(ctx, scope, w.existingId, w.input);
          changes.push({
            entity: 'user',
            recordId: w.existingId,
            action: 'update',
            before: w.before,
          });
        } else {
          const created = await createUser(ctx, scope, w.input, { deferMail: true });
          changes.push({ entity: 'user', recordId: created.id, action: 'create' });
        }
      } else if (w.kind === 'jobs') {
        if (w.existingId) {
          await updateJob(ctx, scope, w.existingId, w.input);
          changes.push({
            entity: 'job',
            recordId: w.existingId,
            action: 'update',
            before: w.before,
          });
        } else {
          const created = await createJob(ctx, scope, w.input);
          changes.push({ entity: 'job', recordId: created.id, action: 'create' });
        }
      } else if (w.kind === 'workTypes') {
        if (!w.first) continue;
        let workTypeId = w.existingId;
        if (!workTypeId) {
          workTypeId = (await createWorkType(ctx, scope, { workTypeName: w.name, isActive: true }))
            .id;
          changes.push({ entity: 'work_type', recordId: workTypeId, action: 'create' });
        } else {
          changes.push({
            entity: 'wc_codes',
            recordId: workTypeId,
            action: 'update',
            before: w.before,
          });
        }
        await replaceWcCodes(ctx, scope, { workTypeId, wcCodes: w.bands });
      } else {
        hours.push(p);
      }
    } catch (error) {
      failures.push(failureOf(p.line, error));
    }
  }
  if (hours.length) await writeHours(ctx, actor, hours, changes, failures);
  // The welcome and invitation mails of the chunk's new workers, sent in one go.
  if (changes.some((c) => c.entity === 'user' && c.action === 'create')) ctx.mail.kick();
}

/** Hours already worked: saved through the entry rules, then approved (opening balances). */
async function writeHours(
  ctx: AppContext,
  actor: EntryActor,
  rows: readonly PlannedRow[],
  changes: Change[],
  failures: { line: number; errors: { field: string; code: string; message: string }[] }[],
) {
  const { scope } = actor;
  const entries = rows.map((p) => {
    const w = p.write as Extract<NonNullable<PlannedRow['write']>, { kind: 'hours' }>;
    return {
      id: crypto.randomUUID(),
      worker: w.userId,
      day: w.entryDate,
      hours: w.hours,
      isPto: false,
      job: w.jobId,
      workType: w.workTypeId,
      ptoType: null,
      clientId: w.clientId,
      notes: w.notes,
      createdBy: actor.userId,
      changedBy: actor.actorId,
      changedByName: actor.actorLabel,
    };
  });
  const saved = await withTenant(ctx.db, scope, (tx) => saveCompanyEntries(tx, scope, entries));
  const created: string[] = [];
  saved.forEach((s, i) => {
    if (s.outcome === 'created') created.push(entries[i]!.id);
    else if (s.outcome !== 'seen' && s.outcome !== 'taken_meanwhile') {
      const refusal = ENTRY_REFUSALS[s.outcome];
      failures.push({
        line: rows[i]!.line,
        errors: [
          { field: refusal.path, code: refusal.message, message: messageText(refusal.message) },
        ],
      });
    }
  });
  if (created.length) {
    await approveBatch(ctx, scope, { id: actor.actorId, label: actor.actorLabel }, created);
    for (const id of created)
      changes.push({ entity: 'time_entry', recordId: id, action: 'create' });
  }
}

/**
 * Writes the next chunk of the import's valid rows, judged again now; the screen calls until
 * `done`. The first call fixes the import (no new mapping after it); each chunk's writes and
 * their records are kept, so a call that fails part-way can simply be made again.
 */
export async function applyImport(
  ctx: AppContext,
  actor: EntryActor,
  id: string,
): Promise<ImportApplyResult> {
  const { scope } = actor;
  const { row, planned } = await withTenant(ctx.db, scope, async (tx) => {
    const row = await importOf(tx, scope, id, true);
    if (row.status === 'undone') throw conflict(M.alreadyApplied);
    return { row, planned: row.status === 'applied' ? [] : await plan(tx, scope, row) };
  });
  if (row.status === 'applied') return { summary: summaryOf(row), done: true };
  const chunk = planned.slice(row.processed, row.processed + IMPORT_CHUNK_ROWS);
  const changes: Change[] = [];
  const failures: ImportRow['failures'] = [];
  try {
    await writeRows(ctx, actor, chunk, changes, failures);
  } finally {
    await withTenant(ctx.db, scope, async (tx) => {
      if (changes.length)
        await tx.insert(importChanges).values(
          changes.map((c) => ({
            tenantId: scope.tenantId,
            importId: id,
            entity: c.entity,
            recordId: c.recordId,
            action: c.action,
            before: c.before ?? null,
          })),
        );
    });
  }
  const failed = new Set(failures.map((f) => f.line));
  return withTenant(ctx.db, scope, async (tx) => {
    const current = await importOf(tx, scope, id, true);
    const counts = current.processed === 0 ? { ...NO_COUNTS } : { ...current.counts };
    for (const p of chunk) counts[failed.has(p.line) ? 'error' : p.outcome] += 1;
    const processed = Math.min(current.rowCount, row.processed + chunk.length);
    const done = processed >= current.rowCount;
    const [updated] = await tx
      .update(imports)
      .set({
        processed,
        counts,
        failures: [...current.failures, ...failures],
        status: done ? 'applied' : 'applying',
        ...(done ? { appliedAt: new Date() } : {}),
      })
      .where(eq(imports.id, id))
      .returning();
    if (done)
      await appendLedgerEvents(tx, scope, [
        {
          kind: 'import.apply',
          subjectId: id,
          actor: actor.actorLabel,
          data: { importId: id, kind: current.kind, fileName: current.fileName, ...counts },
        },
      ]);
    return { summary: summaryOf(updated!), done };
  });
}

/** The refused rows in the file's own layout, with an Error column, to fix and upload again. */
export function rejectedRows(ctx: AppContext, scope: CompanyScope, id: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    const row = await importOf(tx, scope, id);
    const planned = await plan(tx, scope, row);
    const errorsOf = new Map<number, RowError[] | ImportRow['failures'][number]['errors']>();
    for (const p of planned) if (p.outcome === 'error') errorsOf.set(p.line, p.errors);
    for (const f of row.failures) errorsOf.set(f.line, f.errors);
    const lines = [...errorsOf.keys()].sort((a, b) => a - b);
    const body = csvFile([
      [...row.headers.map(formulaSafe), 'Error'],
      ...lines.map((line) => [
        ...row.rows[line - 2]!.map(formulaSafe),
        formulaSafe(
          errorsOf
            .get(line)!
            .map((e) => `${e.field}: ${e.message}`)
            .join('; '),
        ),
      ]),
    ]);
    const base = row.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'import';
    return { body, fileName: `${base}-rejected.csv` };
  });
}

// ---------------------------------------------------------------------------------------------
// Undo

/** Removes a record in a savepoint: one still referred to (time on it since) is kept instead. */
async function removeOrKeep(tx: Tx, remove: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  try {
    await tx.transaction(async (inner) => {
      await remove(inner);
    });
    return true;
  } catch (error) {
    if (pgCode(error) === '23503') return false;
    throw error;
  }
}

/**
 * Undoes an applied import within a day: what it created is removed (or, when time has been
 * recorded on it since, deactivated and counted as kept), what it changed is put back as it was.
 * Recorded in the company's ledger with who and when.
 */
export async function undoImport(
  ctx: AppContext,
  actor: EntryActor,
  id: string,
): Promise<ImportUndoResult> {
  const { scope } = actor;
  const row = await withTenant(ctx.db, scope, (tx) => importOf(tx, scope, id));
  if (row.status !== 'applied' || !row.appliedAt) throw conflict(M.notApplied);
  if (Date.now() - row.appliedAt.getTime() > IMPORT_UNDO_MS) throw conflict(M.undoExpired);
  const changes = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select()
      .from(importChanges)
      .where(eq(importChanges.importId, id))
      .orderBy(desc(importChanges.id)),
  );
  let removed = 0;
  let restored = 0;
  let kept = 0;
  const entryIds = changes.filter((c) => c.entity === 'time_entry').map((c) => c.recordId);
  if (entryIds.length) {
    for (const entryId of entryIds) {
      await yieldToOthers();
      try {
        await deleteEntry(ctx, actor, entryId, 'Import undone');
        removed += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        kept += 1;
      }
    }
  }
  for (const c of changes) {
    if (c.entity === 'time_entry') continue;
    await yieldToOthers();
    if (c.action === 'update') {
      await restore(ctx, scope, c);
      restored += 1;
      continue;
    }
    const gone = await removeCreated(ctx, scope, c);
    if (gone) removed += 1;
    else kept += 1;
  }
  return withTenant(ctx.db, scope, async (tx) => {
    const [updated] = await tx
      .update(imports)
      .set({ status: 'undone', undoneAt: new Date(), undoneByName: actor.actorLabel })
      .where(eq(imports.id, id))
      .returning();
    await appendLedgerEvents(tx, scope, [
      {
        kind: 'import.undo',
        subjectId: id,
        actor: actor.actorLabel,
        data: { importId: id, kind: row.kind, removed, restored, kept },
      },
    ]);
    return { summary: summaryOf(updated!), removed, restored, kept };
  });
}

async function restore(ctx: AppContext, scope: CompanyScope, c: typeof importChanges.$inferSelect) {
  const before = c.before as Record<string, unknown>;
  if (c.entity === 'user') {
    await updateUser(ctx, scope, c.recordId, {
      firstName: String(before.firstName),
      lastName: String(before.lastName),
      email: String(before.email),
      phone: (before.phone as string | null) ?? null,
      hourlyRate: Number(before.hourlyRate),
      role: before.role as never,
      isActive: Boolean(before.isActive),
      includeInReports: Boolean(before.includeInReports),
      password: undefined,
    });
  } else if (c.entity === 'job') {
    await updateJob(ctx, scope, c.recordId, {
      jobName: String(before.jobName),
      address: (before.address as string | null) ?? null,
      city: (before.city as string | null) ?? null,
      state: (before.state as string | null) ?? null,
      zipCode: (before.zipCode as string | null) ?? null,
      isActive: Boolean(before.isActive),
    });
  } else if (c.entity === 'wc_codes') {
    const bands = before as unknown as Parameters<typeof replaceWcCodes>[2]['wcCodes'];
    if (bands.length) await replaceWcCodes(ctx, scope, { workTypeId: c.recordId, wcCodes: bands });
    else
      await withTenant(ctx.db, scope, (tx) =>
        tx
          .update(wcCodes)
          .set({ isActive: false, updatedAt: new Date() })
          .where(and(eq(wcCodes.workTypeId, c.recordId), eq(wcCodes.companyId, scope.companyId))),
      );
  }
}

async function removeCreated(
  ctx: AppContext,
  scope: CompanyScope,
  c: typeof importChanges.$inferSelect,
): Promise<boolean> {
  if (c.entity === 'user') {
    const gone = await withPlatform(ctx.db, async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, c.recordId));
      if (!user) return true;
      const alone = await personOnlyHere(tx, user.id);
      return removeOrKeep(tx, async (inner) => {
        await inner
          .delete(passwordTokens)
          .where(inArray(passwordTokens.subjectId, [user.id, user.personId]));
        await inner.delete(users).where(eq(users.id, user.id));
        if (alone) await inner.delete(people).where(eq(people.id, user.personId));
      });
    });
    if (!gone) await setUserStatus(ctx, scope, c.recordId, false).catch(() => undefined);
    return gone;
  }
  if (c.entity === 'job') {
    const gone = await withTenant(ctx.db, scope, (tx) =>
      removeOrKeep(tx, async (inner) => {
        await inner.execute(sql`delete from job_work_types where job_id = ${c.recordId}`);
        await inner
          .delete(jobs)
          .where(and(eq(jobs.id, c.recordId), eq(jobs.companyId, scope.companyId)));
      }),
    );
    if (!gone)
      await withTenant(ctx.db, scope, (tx) =>
        tx
          .update(jobs)
          .set({ isActive: false, updatedAt: new Date() })
          .where(eq(jobs.id, c.recordId)),
      );
    return gone;
  }
  if (c.entity === 'work_type') {
    const gone = await withTenant(ctx.db, scope, (tx) =>
      removeOrKeep(tx, async (inner) => {
        await inner.execute(sql`delete from job_work_types where work_type_id = ${c.recordId}`);
        await inner.delete(wcCodes).where(eq(wcCodes.workTypeId, c.recordId));
        await inner
          .delete(workTypes)
          .where(and(eq(workTypes.id, c.recordId), eq(workTypes.companyId, scope.companyId)));
      }),
    );
    if (!gone)
      await withTenant(ctx.db, scope, (tx) =>
        tx
          .update(workTypes)
          .set({ isActive: false, updatedAt: new Date() })
          .where(eq(workTypes.id, c.recordId)),
      );
    return gone;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Export in the import's layout

export function exportRows(ctx: AppContext, scope: CompanyScope, kind: ImportKind) {
  return withTenant(ctx.db, scope, async (tx): Promise<Record<string, string>[]> => {
    const own = <T extends { tenantId: unknown; companyId: unknown }>(t: T) =>
      and(eq(t.tenantId as never, scope.tenantId), eq(t.companyId as never, scope.companyId));
    if (kind === 'staff') {
      const rows = await tx
        .select()
        .from(users)
        .where(own(users))
        .orderBy(users.lastName, users.firstName);
      return rows.map((u) => ({
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        phone: u.phone ?? '',
        hourlyRate: Number(u.hourlyRate).toFixed(2),
        role: u.roles[0] ?? 'standard_user',
        isActive: u.isActive ? 'yes' : 'no',
      }));
    }
    if (kind === 'jobs') {
      const rows = await tx.select().from(jobs).where(own(jobs)).orderBy(jobs.name);
      return rows.map((j) => ({
        jobName: j.name,
        address: j.address ?? '',
        city: j.city ?? '',
        state: j.state ?? '',
        zipCode: j.zipCode ?? '',
        isActive: j.isActive ? 'yes' : 'no',
      }));
    }
    if (kind === 'workTypes') {
      const rows = await tx
        .select({
          name: workTypes.name,
          code: wcCodes.code,
          min: wcCodes.minHourlyRate,
          max: wcCodes.maxHourlyRate,
          comp: wcCodes.compRate,
        })
        .from(wcCodes)
        .innerJoin(workTypes, eq(workTypes.id, wcCodes.workTypeId))
        .where(and(own(wcCodes), eq(wcCodes.isActive, true)))
        .orderBy(workTypes.name, wcCodes.minHourlyRate);
      return rows.map((r) => ({
        workTypeName: r.name,
        wcCode: r.code,
        minHourlyRate: Number(r.min).toFixed(2),
        maxHourlyRate: Number(r.max).toFixed(2),
        compRate: Number(r.comp).toFixed(2),
      }));
    }
    const rows = await tx
      .select({
        email: users.email,
        entryDate: timeEntries.entryDate,
        hours: timeEntries.hours,
        jobName: jobs.name,
        workTypeName: workTypes.name,
        notes: timeEntries.notes,
      })
      .from(timeEntries)
      .innerJoin(users, eq(users.id, timeEntries.userId))
      .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
      .innerJoin(workTypes, eq(workTypes.id, timeEntries.workTypeId))
      .where(and(own(timeEntries), eq(timeEntries.isPto, false)))
      .orderBy(timeEntries.entryDate, users.email)
      .limit(100_000);
    return rows.map((r) => ({
      email: r.email,
      entryDate: r.entryDate,
      hours: Number(r.hours).toFixed(2),
      jobName: r.jobName,
      workTypeName: r.workTypeName,
      notes: r.notes ?? '',
    }));
  });
}
