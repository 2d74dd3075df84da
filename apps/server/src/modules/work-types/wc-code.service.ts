import { and, asc, eq } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  MAX_HOURLY_RATE,
  codesInForce,
  isNoThresholdBand,
  matchWcCode,
  type FieldError,
  type WcCode,
} from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { wcCodes, workTypes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, fieldIssue, invalidFields, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { bandChangesAfter } from '../wc-audit/band-changes-after';

type WcCodeRow = typeof wcCodes.$inferSelect;

export function toWcCode(c: WcCodeRow): WcCode {
  return {
    id: c.id,
    code: c.code,
    workTypeId: c.workTypeId,
    minHourlyRate: Number(c.minHourlyRate),
    maxHourlyRate: Number(c.maxHourlyRate),
    compRate: Number(c.compRate),
    isActive: c.isActive,
  };
}

interface Band {
  code: string;
  minHourlyRate: number;
  maxHourlyRate: number;
  compRate: number;
}

const money = (n: number) => n.toFixed(2);

async function assertWorkType(q: Queryable, scope: CompanyScope, workTypeId: string) {
  const [row] = await q
    .select({ id: workTypes.id })
    .from(workTypes)
    .where(and(eq(workTypes.id, workTypeId), eq(workTypes.companyId, scope.companyId)));
  if (!row)
    throw new AppError(404, 'not_found', CATALOG_MESSAGES.workTypeMissing, {
      fieldErrors: [fieldIssue('workTypeId', CATALOG_MESSAGES.workTypeMissing)],
    });
}

/**
 * A work type's codes are one No Threshold code (0 to 0) or a pair split at a threshold:
 * below 0 to T and above T to 999.99, with T from 0.01 to 99.99 and two different codes.
 */
export function codeSetErrors(bands: Band[]): FieldError[] {
  if (bands.length === 1) {
    const [only] = bands;
    const open =
      isNoThresholdBand(only!) ||
      (only!.minHourlyRate === 0 && only!.maxHourlyRate >= MAX_HOURLY_RATE);
    return open ? [] : [fieldIssue('wcCodes.0', 'wcSingleCodeRange')];
  }
  const sorted = [...bands].sort((a, b) => a.minHourlyRate - b.minHourlyRate);
  const [below, above] = sorted as [Band, Band];
  const errors: FieldError[] = [];
  if (below.code === above.code)
    errors.push(fieldIssue('wcCodes.1.code', CATALOG_MESSAGES.codesMustDiffer));
  const threshold = above.minHourlyRate;
  if (!(threshold >= 0.01 && threshold <= 99.99))
    errors.push(fieldIssue('threshold', CATALOG_MESSAGES.thresholdRange));
  if (
    below.minHourlyRate !== 0 ||
    below.maxHourlyRate !== threshold ||
    above.maxHourlyRate !== MAX_HOURLY_RATE
  ) {
    errors.push(fieldIssue('wcCodes', 'wcBandsRange'));
  }
  return errors;
}

export async function listWcCodes(ctx: AppContext, scope: CompanyScope) {
  const rows = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select()
      .from(wcCodes)
      .where(eq(wcCodes.companyId, scope.companyId))
      .orderBy(asc(wcCodes.code)),
  );
  return rows.map(toWcCode);
}

export async function createWcCode(
  ctx: AppContext,
  scope: CompanyScope,
  input: Band & { workTypeId: string; isActive: boolean },
) {
  return withTenant(ctx.db, scope, async (tx) => {
    await assertWorkType(tx, scope, input.workTypeId);
    const [row] = await tx
      .insert(wcCodes)
      .values({
        ...scope,
        workTypeId: input.workTypeId,
        code: input.code,
        minHourlyRate: money(input.minHourlyRate),
        maxHourlyRate: money(input.maxHourlyRate),
        compRate: money(input.compRate),
        isActive: input.isActive,
      })
      .returning();
    return toWcCode(row!);
  });
}

export async function updateWcCode(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  input: Band & { workTypeId: string; isActive: boolean },
) {
  return withTenant(ctx.db, scope, async (tx) => {
    await assertWorkType(tx, scope, input.workTypeId);
    const [row] = await tx
      .update(wcCodes)
      .set({
        workTypeId: input.workTypeId,
        code: input.code,
        minHourlyRate: money(input.minHourlyRate),
        maxHourlyRate: money(input.maxHourlyRate),
        compRate: money(input.compRate),
        isActive: input.isActive,
        updatedAt: new Date(),
      })
      .where(and(eq(wcCodes.id, id), eq(wcCodes.companyId, scope.companyId)))
      .returning();
    if (!row) throw notFound(CATALOG_MESSAGES.wcCodeMissing);
    return toWcCode(row);
  });
}

export async function toggleWcCode(ctx: AppContext, scope: CompanyScope, id: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    const [current] = await tx
      .select()
      .from(wcCodes)
      .where(and(eq(wcCodes.id, id), eq(wcCodes.companyId, scope.companyId)));
    if (!current) throw notFound(CATALOG_MESSAGES.wcCodeMissing);
    const [row] = await tx
      .update(wcCodes)
      .set({ isActive: !current.isActive, updatedAt: new Date() })
      .where(eq(wcCodes.id, id))
      .returning();
    return toWcCode(row!);
  });
}

/**
 * Sets a work type's codes in one go: the new set becomes its active codes; earlier codes are
 * kept inactive, because saved time entries refer to them.
 */
export async function replaceWcCodes(
  ctx: AppContext,
  scope: CompanyScope,
  input: { workTypeId: string; wcCodes: Band[] },
) {
  const [first, ...rest] = codeSetErrors(input.wcCodes);
  if (first) throw invalidFields([first, ...rest]);
  return withTenant(ctx.db, scope, async (tx) => {
    await assertWorkType(tx, scope, input.workTypeId);
    await tx
      .update(wcCodes)
      .set({ isActive: false, updatedAt: new Date() })
      .where(
        and(
          eq(wcCodes.workTypeId, input.workTypeId),
          eq(wcCodes.companyId, scope.companyId),
          eq(wcCodes.isActive, true),
        ),
      );
    const rows = await tx
      .insert(wcCodes)
      .values(
        input.wcCodes.map((c) => ({
          ...scope,
          workTypeId: input.workTypeId,
          code: c.code,
          minHourlyRate: money(c.minHourlyRate),
          maxHourlyRate: money(c.maxHourlyRate),
          compRate: money(c.compRate),
        })),
      )
      .returning();
    return rows.map(toWcCode);
  });
}

/** The active code of a work type for an hourly rate, by the shared band rules. */
export async function resolveWcCode(
  q: Queryable,
  scope: CompanyScope,
  workTypeId: string,
  hourlyRate: number,
  day?: string,
) {
  const rows = await q
    .select()
    .from(wcCodes)
    .where(
      and(
        eq(wcCodes.workTypeId, workTypeId),
        eq(wcCodes.companyId, scope.companyId),
        eq(wcCodes.isActive, true),
      ),
    );
  const codes = rows.map(toWcCode);
  if (day === undefined) return matchWcCode(codes, hourlyRate);
  // The codes hold the latest bands; a change applied from a later day is undone for this one.
  const changes = (await bandChangesAfter(q, scope, [workTypeId], day)).get(workTypeId) ?? [];
  return matchWcCode(codesInForce(codes, changes, day), hourlyRate);
}

export async function matchWcCodeFor(
  ctx: AppContext,
  scope: CompanyScope,
  workTypeId: string,
  hourlyRate: number,
  day?: string,
) {
  const match = await withTenant(ctx.db, scope, (tx) =>
    resolveWcCode(tx, scope, workTypeId, hourlyRate, day),
  );
  if (!match) throw notFound(CATALOG_MESSAGES.noMatchingCode);
  return match;
}
