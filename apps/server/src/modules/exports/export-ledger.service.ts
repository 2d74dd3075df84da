import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  EXPORT_MESSAGES,
  type ExportFileSummary,
  type PayrollExportFormat,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import type { AppContext } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { appendAndSeal } from '../ledger/ledger-append';
import { canonicalJson } from '../ledger/ledger-chain';
import { payrollFile } from '../payroll/payroll-file';
import { companySigningKey } from './export-signing';
import { sha256Hex, signManifest, type ExportManifest } from './manifest';
import type { DateRange } from '@sitehours/contract';

/** Who asks for an export: a company user, or an operator in a support session. */
export type ExportActor =
  | { kind: 'user'; userId: string; email: string }
  | { kind: 'operator'; adminId: string | null; email: string };

export interface StoredExport {
  id: string;
  sha256: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Exports listed at most; four years of weekly files in every format fit. */
const LISTED = 1000;

/**
 * The payroll file of a range, kept in the export ledger (decision 0027). A range that is
 * exactly a closed pay period, already exported in that format since its last close, gets the
 * stored file back (same bytes, same id): a closed period is paid from one file. Every other call
 * makes the file and stores it with its SHA-256 and signed manifest in the same request.
 */
export async function exportPayroll(
  ctx: AppContext,
  scope: CompanyScope,
  actor: ExportActor,
  format: PayrollExportFormat,
  range: DateRange,
): Promise<StoredExport> {
  const frozen = await withTenant(ctx.db, scope, (tx) => frozenExport(tx, scope, format, range));
  if (frozen) return frozen;
  const file = await payrollFile(ctx, scope, format, range);
  return recordExport(ctx, scope, actor, {
    format,
    range,
    fileName: file.fileName,
    contentType: file.contentType,
    content: Buffer.from(file.body, 'utf8'),
    adjustments: file.adjustments,
  });
}

async function frozenExport(
  tx: Tx,
  scope: CompanyScope,
  format: PayrollExportFormat,
  range: DateRange,
): Promise<StoredExport | undefined> {
  const [row] = await queryRows<StoredRow>(
    tx,
    sql`
    select f.id, f.sha256, f.file_name, f.content_type, f.content
      from export_files f
      join pay_periods p on p.tenant_id = f.tenant_id and p.company_id = f.company_id
       and p.start_date = f.start_date and p.end_date = f.end_date and p.status = 'closed'
     where f.tenant_id = ${scope.tenantId} and f.company_id = ${scope.companyId}
       and f.format = ${format} and f.start_date = ${range.startDate} and f.end_date = ${range.endDate}
       and f.created_at >= p.closed_at
     order by f.created_at desc
     limit 1`,
  );
  return row ? stored(row) : undefined;
}

interface StoredRow {
  id: string;
  sha256: string;
  file_name: string;
  content_type: string;
  content: Buffer | Uint8Array;
}

const stored = (row: StoredRow): StoredExport => ({
  id: row.id,
  sha256: row.sha256,
  fileName: row.file_name,
  contentType: row.content_type,
  content: Buffer.from(row.content),
});

async function actorName(tx: Tx, actor: ExportActor): Promise<string> {
  if (actor.kind === 'operator') return `${actor.email} (support)`;
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`select trim(first_name || ' ' || last_name) as name from users where id = ${actor.userId}`,
  );
  return row?.name || actor.email;
}

async function recordExport(
  ctx: AppContext,
  scope: CompanyScope,
  actor: ExportActor,
  file: {
    format: PayrollExportFormat;
    range: DateRange;
    fileName: string;
    contentType: string;
    content: Buffer;
    adjustments: number;
  },
): Promise<StoredExport> {
  const id = randomUUID();
  const sha256 = sha256Hex(file.content);
  const createdAt = new Date();
  return withTenant(ctx.db, scope, async (tx) => {
    const key = await companySigningKey(ctx, tx, scope);
    const createdBy = await actorName(tx, actor);
    const [company] = await queryRows<{ name: string }>(
      tx,
      sql`select name from companies where id = ${scope.companyId}`,
    );
    // The ledger's head is locked from here to the commit: the event comes last but for the
    // file itself, whose manifest names the head right after the event.
    const head = await appendAndSeal(tx, scope, [
      {
        kind: 'export.create',
        subjectId: id,
        actor: createdBy,
        data: {
          format: file.format,
          startDate: file.range.startDate,
          endDate: file.range.endDate,
          fileName: file.fileName,
          size: file.content.length,
          sha256,
          adjustments: file.adjustments,
        },
      },
    ]);
    const manifest: ExportManifest = {
      exportId: id,
      companyId: scope.companyId,
      companyName: company?.name ?? '',
      format: file.format,
      startDate: file.range.startDate,
      endDate: file.range.endDate,
      fileName: file.fileName,
      size: file.content.length,
      sha256,
      createdAt: createdAt.toISOString(),
      createdBy,
      ledgerSeq: head.seq,
      ledgerHash: head.hash,
      adjustments: file.adjustments,
    };
    const text = canonicalJson(manifest);
    await tx.execute(
      sql`insert into export_files (id, tenant_id, company_id, format, start_date, end_date,
            file_name, content_type, content, sha256, manifest, signature, created_by,
            created_by_name, created_at)
          values (${id}, ${scope.tenantId}, ${scope.companyId}, ${file.format},
            ${file.range.startDate}, ${file.range.endDate}, ${file.fileName}, ${file.contentType},
            ${file.content}, ${sha256}, ${text}, ${signManifest(text, key.privateKey)},
            ${actor.kind === 'user' ? actor.userId : actor.adminId}, ${createdBy},
            ${createdAt.toISOString()})`,
    );
    return {
      id,
      sha256,
      fileName: file.fileName,
      contentType: file.contentType,
      content: file.content,
    };
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The company's exports, newest first, each with the earlier exports whose dates overlap its
 * own: a range paid twice shows before the file reaches the payroll system.
 */
export async function listExports(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<ExportFileSummary[]> {
  const rows = await withTenant(ctx.db, scope, (tx) =>
    queryRows<{
      id: string;
      format: PayrollExportFormat;
      start_date: string;
      end_date: string;
      file_name: string;
      content_type: string;
      size: number | string;
      sha256: string;
      created_at: Date | string;
      created_by_name: string;
      manifest: string;
    }>(
      tx,
      sql`
      select id, format, start_date::text as start_date, end_date::text as end_date, file_name,
             content_type, octet_length(content) as size, sha256, created_at, created_by_name,
             manifest
        from export_files
       where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
       order by created_at desc, id desc
       limit ${LISTED}`,
    ),
  );
  return rows.map((r, i) => ({
    id: r.id,
    format: r.format,
    startDate: r.start_date,
    endDate: r.end_date,
    fileName: r.file_name,
    contentType: r.content_type,
    size: Number(r.size),
    sha256: r.sha256,
    createdAt: iso(r.created_at),
    createdByName: r.created_by_name,
    adjustments: (JSON.parse(r.manifest) as ExportManifest).adjustments ?? 0,
    overlaps: rows
      .slice(i + 1)
      .filter((o) => o.start_date <= r.end_date && o.end_date >= r.start_date)
      .map((o) => ({
        id: o.id,
        format: o.format,
        startDate: o.start_date,
        endDate: o.end_date,
        createdAt: iso(o.created_at),
        createdByName: o.created_by_name,
      })),
  }));
}

/** A stored file, byte for byte; another company's id is simply not found. */
export async function exportFile(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
): Promise<StoredExport> {
  const [row] = await withTenant(ctx.db, scope, (tx) =>
    queryRows<StoredRow>(
      tx,
      sql`select id, sha256, file_name, content_type, content from export_files
           where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId} and id = ${id}`,
    ),
  );
  if (!row) throw notFound(EXPORT_MESSAGES.notFound);
  return stored(row);
}

export async function exportManifest(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
): Promise<{ manifest: string; signature: string }> {
  const [row] = await withTenant(ctx.db, scope, (tx) =>
    queryRows<{ manifest: string; signature: string }>(
      tx,
      sql`select manifest, signature from export_files
           where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId} and id = ${id}`,
    ),
  );
  if (!row) throw notFound(EXPORT_MESSAGES.notFound);
  return row;
}

/** The company's public key (PEM, SPKI), made with the pair if the company has none yet. */
export async function exportPublicKey(ctx: AppContext, scope: CompanyScope): Promise<string> {
  return withTenant(
    ctx.db,
    scope,
    async (tx) => (await companySigningKey(ctx, tx, scope)).publicKey,
  );
}
