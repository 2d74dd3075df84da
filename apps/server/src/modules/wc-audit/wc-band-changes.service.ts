import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  bandChangeBlockedBy,
  codeUnderBands,
  formatCents,
  formatHundredths,
  wagesCents,
  wcPremiumCents,
  type WcBand,
  type WcBandChange,
  type WcBandChangeBand,
  type WcBandMove,
  type WcBandPreviewResponse,
  type WcStateRule,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import { timeEntries, wcBandChanges, wcCodes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, fieldError, fieldIssue, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { appendAndSeal } from '../ledger/ledger-append';
import { createAdjustments, type AdjustmentActor } from '../pay-periods/adjustments';
import { recordHistory, type EntrySnapshot } from '../time-entries/entry-history';
import { bandHistory, stateRuleOf, type BandHistory } from './wc-audit.service';

export interface BandChangeInput {
  workTypeId: string;
  effectiveFrom: string;
  bands: { wcCodeId: string; minHourlyRate: number; maxHourlyRate: number }[];
}

const rateText = (n: number) => n.toFixed(2);

interface CandidateRow {
  id: string;
  user_id: string;
  worker: string;
  entry_date: string;
  hours: string;
  hourly_rate: string;
  wc_code_id: string | null;
  wc_code: string | null;
  comp_rate: string | null;
  closed: boolean;
}

interface Move extends WcBandMove {
  fromCodeId: string | null;
  toCodeId: string;
  movedHundredths: bigint;
  movedCents: bigint;
}

interface Plan {
  history: BandHistory;
  bands: WcBandChangeBand[];
  moves: Move[];
  preview: WcBandPreviewResponse;
}

/**
 * What a change of bands from a date would do: every work entry of the work type from that day
 * whose rate now falls in another code. An entry of a closed pay period is judged by what it
 * counts today (its hours at its code plus the adjustments already made to it), so a second
 * change moves only what the first left. The date may be after today (entries saved later for
 * its days take the new bands); it must be after every change of the work type already applied
 * (409 naming `effectiveFrom`).
 */
async function plan(
  tx: Tx,
  scope: CompanyScope,
  input: BandChangeInput,
  stateRule: WcStateRule,
): Promise<Plan> {
  const [type] = await queryRows<{ id: string }>(
    tx,
    sql`select id from work_types
         where id = ${input.workTypeId} and tenant_id = ${scope.tenantId}
           and company_id = ${scope.companyId}`,
  );
  if (!type) throw notFound('wcWorkTypeNotFound');
  const history = (await bandHistory(tx, scope, [input.workTypeId])).get(input.workTypeId)!;
  input.bands.forEach((b, i) => {
    if (!history.codes.get(b.wcCodeId)?.isActive)
      throw fieldError(`bands.${i}.wcCodeId`, 'wcBandCodeUnknown');
  });
  const latest = bandChangeBlockedBy(history.changes, input.effectiveFrom);
  if (latest) {
    const params = { date: latest };
    throw new AppError(409, 'conflict', 'wcBandChangeNotAfterLatest', {
      params,
      fieldErrors: [fieldIssue('effectiveFrom', 'wcBandChangeNotAfterLatest', params)],
    });
  }

  // No applied change is later than this one: today's bands are those it replaces.
  const currentOf = new Map(history.current.map((b) => [b.wcCodeId, b]));
  const bands: WcBandChangeBand[] = input.bands.map((b) => ({
    wcCodeId: b.wcCodeId,
    minHourlyRate: rateText(b.minHourlyRate),
    maxHourlyRate: rateText(b.maxHourlyRate),
    previousMinHourlyRate: currentOf.get(b.wcCodeId)!.minHourlyRate,
    previousMaxHourlyRate: currentOf.get(b.wcCodeId)!.maxHourlyRate,
  }));
  const given = new Map(bands.map((b) => [b.wcCodeId, b]));
  const after: WcBand[] = history.current.map((b) => given.get(b.wcCodeId) ?? b);
  const active = new Set([...history.codes].filter(([, c]) => c.isActive).map(([id]) => id));

  const rows = await queryRows<CandidateRow>(
    tx,
    sql`
    select e.id, e.user_id, trim(u.first_name || ' ' || u.last_name) as worker,
           e.entry_date::text as entry_date, e.hours::text as hours,
           e.hourly_rate::text as hourly_rate, e.wc_code_id, e.wc_code, e.comp_rate::text as comp_rate,
           exists (select 1 from pay_periods p
                    where p.tenant_id = e.tenant_id and p.company_id = e.company_id
                      and p.status = 'closed'
                      and e.entry_date between p.start_date and p.end_date) as closed
      from time_entries e join users u on u.id = e.user_id
     where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
       and e.work_type_id = ${input.workTypeId} and not e.is_pto and e.adjusts_entry_id is null
       and e.entry_date >= ${input.effectiveFrom}
     order by e.entry_date, worker, e.created_at, e.id`,
  );
  // What the closed entries count today: their hours by code, adjustments included.
  const closedIds = rows.filter((r) => r.closed).map((r) => r.id);
  const adjustments = closedIds.length
    ? await tx
        .select({
          original: timeEntries.adjustsEntryId,
          wcCodeId: timeEntries.wcCodeId,
          hours: timeEntries.hours,
        })
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.tenantId, scope.tenantId),
            eq(timeEntries.companyId, scope.companyId),
            inArray(timeEntries.adjustsEntryId, closedIds),
          ),
        )
    : [];

  const codeName = (id: string | null) => (id ? (history.codes.get(id)?.code ?? null) : null);
  const compOf = (id: string | null, fallback: string | null) =>
    (id ? history.codes.get(id)?.compRate : undefined) ?? fallback ?? '0';
  const premium = (hours: bigint, rate: string, comp: string) =>
    wcPremiumCents(stateRule, wagesCents(formatHundredths(hours), rate), hours, comp);
  const hundredths = (h: string) => BigInt(Math.round(Number(h) * 100));

  const moves: Move[] = [];
  for (const r of rows) {
    const target = codeUnderBands(after, active, r.hourly_rate);
    if (!target) continue;
    const counts = new Map<string | null, bigint>([[r.wc_code_id, hundredths(r.hours)]]);
    if (r.closed)
      for (const a of adjustments.filter((x) => x.original === r.id))
        counts.set(a.wcCodeId, (counts.get(a.wcCodeId) ?? 0n) + hundredths(a.hours));
    for (const [from, hours] of counts) {
      if (from === target || hours === 0n) continue;
      const moved =
        premium(hours, r.hourly_rate, compOf(target, null)) -
        premium(hours, r.hourly_rate, compOf(from, r.comp_rate));
      moves.push({
        entryId: r.id,
        date: r.entry_date,
        workerName: r.worker,
        hours: formatHundredths(hours),
        hourlyRate: r.hourly_rate,
        fromWcCode: from === r.wc_code_id ? r.wc_code : codeName(from),
        toWcCode: codeName(target) ?? '',
        premiumMoved: formatCents(moved),
        closed: r.closed,
        fromCodeId: from,
        toCodeId: target,
        movedHundredths: hours,
        movedCents: moved,
      });
    }
  }
  const totals = (closed: boolean) => {
    const own = moves.filter((m) => m.closed === closed);
    return {
      entries: new Set(own.map((m) => m.entryId)).size,
      hours: formatHundredths(own.reduce((s, m) => s + m.movedHundredths, 0n)),
      premiumMoved: formatCents(own.reduce((s, m) => s + m.movedCents, 0n)),
    };
  };
  return {
    history,
    bands,
    moves,
    preview: {
      workTypeId: input.workTypeId,
      effectiveFrom: input.effectiveFrom,
      moves: moves.map(
        ({ fromCodeId: _f, toCodeId: _t, movedHundredths: _h, movedCents: _c, ...m }) => m,
      ),
      open: totals(false),
      closed: totals(true),
    },
  };
}

export function previewBandChange(ctx: AppContext, scope: CompanyScope, input: BandChangeInput) {
  return withTenant(ctx.db, scope, async (tx) => {
    const { stateRule } = await stateRuleOf(tx, scope);
    return (await plan(tx, scope, input, stateRule)).preview;
  });
}

/**
 * Saves a change of bands and applies it: the codes take the new bands, which entries saved from
 * now on follow for days from the date (an entry of an earlier day takes the bands in force on
 * it, see `codesInForce`); open-period entries from the date are re-coded (their history
 * records it); each closed-period entry gets an adjustment pair in the next open period (minus
 * its hours at the old code, plus at the new), the closed row left as it is; the ledger records
 * the change.
 */
export async function applyBandChange(
  ctx: AppContext,
  scope: CompanyScope,
  actor: AdjustmentActor,
  input: BandChangeInput,
) {
  return withTenant(ctx.db, scope, async (tx) => {
    // One change of a work type's bands at a time.
    await tx.execute(
      sql`select id from wc_codes where work_type_id = ${input.workTypeId}
           and company_id = ${scope.companyId} for update`,
    );
    const { stateRule } = await stateRuleOf(tx, scope);
    const p = await plan(tx, scope, input, stateRule);
    const now = new Date();
    const [change] = await tx
      .insert(wcBandChanges)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        workTypeId: input.workTypeId,
        effectiveFrom: input.effectiveFrom,
        bands: p.bands,
        createdBy: actor.actorId,
        createdByName: actor.actorLabel,
        appliedAt: now,
      })
      .returning();
    for (const b of p.bands)
      await tx
        .update(wcCodes)
        .set({ minHourlyRate: b.minHourlyRate, maxHourlyRate: b.maxHourlyRate, updatedAt: now })
        .where(and(eq(wcCodes.id, b.wcCodeId), eq(wcCodes.companyId, scope.companyId)));

    const reason = `WC threshold from ${input.effectiveFrom}`;
    const open = p.moves.filter((m) => !m.closed);
    const closed = p.moves.filter((m) => m.closed);
    await recodeOpen(tx, scope, actor, open, p.history, reason);
    const originals = closed.length
      ? await tx
          .select()
          .from(timeEntries)
          .where(
            and(
              eq(timeEntries.companyId, scope.companyId),
              inArray(
                timeEntries.id,
                closed.map((m) => m.entryId),
              ),
            ),
          )
      : [];
    const originalOf = new Map(originals.map((o) => [o.id, o]));
    const code = (id: string | null) => {
      const c = id ? p.history.codes.get(id) : undefined;
      return c && id ? { id, code: c.code, compRate: c.compRate } : undefined;
    };
    const adjustments = await createAdjustments(
      tx,
      scope,
      actor,
      closed.flatMap((m) => [
        {
          original: originalOf.get(m.entryId)!,
          hours: formatHundredths(-m.movedHundredths),
          reason,
          wcCode: code(m.fromCodeId),
        },
        { original: originalOf.get(m.entryId)!, hours: m.hours, reason, wcCode: code(m.toCodeId) },
      ]),
    );
    await appendAndSeal(tx, scope, [
      {
        kind: 'threshold.apply',
        subjectId: change!.id,
        actor: actor.actorLabel,
        data: {
          workTypeId: input.workTypeId,
          effectiveFrom: input.effectiveFrom,
          bands: p.bands,
          recoded: open.map((m) => ({ entryId: m.entryId, from: m.fromWcCode, to: m.toWcCode })),
          adjustments: adjustments.map((a) => a.id),
        },
      },
    ]);
    return {
      change: toChange(change!, p.history),
      recoded: new Set(open.map((m) => m.entryId)).size,
      adjusted: adjustments.length,
      preview: p.preview,
    };
  });
}

/** Re-codes open-period entries in place, each change in the entry's history. */
async function recodeOpen(
  tx: Tx,
  scope: CompanyScope,
  actor: AdjustmentActor,
  moves: readonly Move[],
  history: BandHistory,
  reason: string,
) {
  if (moves.length === 0) return;
  const ids = moves.map((m) => m.entryId);
  const before = await queryRows<{
    id: string;
    worker: string;
    entry_date: string;
    hours: string;
    job: string | null;
    work_type: string | null;
    wc_code: string | null;
    notes: string | null;
    status: string;
  }>(
    tx,
    sql`select e.id, trim(u.first_name || ' ' || u.last_name) as worker,
               e.entry_date::text as entry_date, e.hours::text as hours, j.name as job,
               w.name as work_type, e.wc_code, e.notes, e.status
          from time_entries e join users u on u.id = e.user_id
          left join jobs j on j.id = e.job_id left join work_types w on w.id = e.work_type_id
         where e.company_id = ${scope.companyId}
           and e.id in (${sql.join(
             ids.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})`,
  );
  const snapshot = (r: (typeof before)[number], wcCode: string | null): EntrySnapshot => ({
    worker: r.worker,
    date: r.entry_date,
    hours: Number(r.hours),
    job: r.job,
    workType: r.work_type,
    wcCode,
    otherType: null,
    notes: r.notes,
    status: r.status,
  });
  const moveOf = new Map(moves.map((m) => [m.entryId, m]));
  const now = new Date();
  // One statement per new code (a work type has a few).
  for (const toCodeId of new Set(moves.map((m) => m.toCodeId))) {
    const target = history.codes.get(toCodeId)!;
    await tx
      .update(timeEntries)
      .set({ wcCodeId: toCodeId, wcCode: target.code, compRate: target.compRate, updatedAt: now })
      .where(
        and(
          eq(timeEntries.companyId, scope.companyId),
          inArray(
            timeEntries.id,
            moves.filter((m) => m.toCodeId === toCodeId).map((m) => m.entryId),
          ),
        ),
      );
  }
  await recordHistory(
    tx,
    scope,
    before.map((r) => ({
      entryId: r.id,
      action: 'update' as const,
      changedBy: actor.actorId,
      changedByName: actor.actorLabel,
      reason,
      before: snapshot(r, r.wc_code),
      after: snapshot(r, moveOf.get(r.id)!.toWcCode),
    })),
  );
}

function toChange(row: typeof wcBandChanges.$inferSelect, history: BandHistory): WcBandChange {
  const bands = row.bands as WcBandChangeBand[];
  return {
    id: row.id,
    workTypeId: row.workTypeId,
    effectiveFrom: row.effectiveFrom,
    bands: bands.map((b) => ({ ...b, wcCode: history.codes.get(b.wcCodeId)?.code ?? '' })),
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

/** A work type's band changes, latest first. */
export function listBandChanges(ctx: AppContext, scope: CompanyScope, workTypeId: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    const [type] = await queryRows<{ id: string }>(
      tx,
      sql`select id from work_types
           where id = ${workTypeId} and tenant_id = ${scope.tenantId}
             and company_id = ${scope.companyId}`,
    );
    if (!type) throw notFound('wcWorkTypeNotFound');
    const history = (await bandHistory(tx, scope, [workTypeId])).get(workTypeId)!;
    const rows = await tx
      .select()
      .from(wcBandChanges)
      .where(
        and(
          eq(wcBandChanges.tenantId, scope.tenantId),
          eq(wcBandChanges.companyId, scope.companyId),
          eq(wcBandChanges.workTypeId, workTypeId),
        ),
      )
      .orderBy(sql`${wcBandChanges.effectiveFrom} desc, ${wcBandChanges.createdAt} desc`);
    return rows.map((r) => toChange(r, history));
  });
}
