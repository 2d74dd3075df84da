import { and, eq, inArray } from 'drizzle-orm';
import type { WorkerIdentity, workerIdentityRequest } from '@sitehours/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { users, workerIdentities } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { openText, sealText } from '../../platform/sealed-text';
import { appendLedgerEvents } from '../ledger/ledger-append';

/**
 * Workers' identifying details for certified payrolls (decision 0028), kept apart from the staff
 * record: the last four characters in clear (all a payroll shows, 29 CFR 5.5(a)(3)(i)), the full
 * number and address encrypted with AES-256-GCM under a key derived from the server's secret for
 * the company, the worker's id bound in, so a copy of the database alone does not reveal them.
 * Only company admins read or change them.
 */
const PURPOSE = 'sitehours worker identity';

interface Details {
  identifyingNumber: string;
  address: string | null;
}

function keyOf(ctx: AppContext, companyId: string) {
  return ctx.tokens.deriveKey(PURPOSE, companyId);
}

function seal(ctx: AppContext, scope: CompanyScope, userId: string, details: Details): string {
  return sealText(JSON.stringify(details), keyOf(ctx, scope.companyId), userId);
}

function open(ctx: AppContext, scope: CompanyScope, userId: string, stored: string): Details {
  return JSON.parse(openText(stored, keyOf(ctx, scope.companyId), userId)) as Details;
}

async function companyWorker(q: Queryable, scope: CompanyScope, userId: string) {
  const [worker] = await q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenantId, scope.tenantId),
        eq(users.companyId, scope.companyId),
      ),
    );
  if (!worker) throw notFound('staffNotFound');
}

/**
 * What is on file for a worker: the last four and the address, and with `reveal` the full
 * number, each reveal recorded in the company's ledger with who asked.
 */
export function getWorkerIdentity(
  ctx: AppContext,
  scope: CompanyScope,
  actor: string,
  userId: string,
  reveal: boolean,
): Promise<WorkerIdentity> {
  return withTenant(ctx.db, scope, async (tx) => {
    await companyWorker(tx, scope, userId);
    const [row] = await tx
      .select()
      .from(workerIdentities)
      .where(
        and(eq(workerIdentities.userId, userId), eq(workerIdentities.companyId, scope.companyId)),
      );
    if (!row)
      return { userId, lastFour: null, identifyingNumber: null, address: null, updatedAt: null };
    const details = open(ctx, scope, userId, row.detailsEncrypted);
    const shown = {
      userId,
      lastFour: row.lastFour,
      address: details.address,
      updatedAt: row.updatedAt.toISOString(),
    };
    if (!reveal) return { ...shown, identifyingNumber: null };
    await appendLedgerEvents(tx, scope, [
      { kind: 'identity.reveal', subjectId: userId, actor, data: { userId } },
    ]);
    return { ...shown, identifyingNumber: details.identifyingNumber };
  });
}

export function saveWorkerIdentity(
  ctx: AppContext,
  scope: CompanyScope,
  actor: { id: string | null; label: string },
  userId: string,
  input: z.output<typeof workerIdentityRequest>,
): Promise<WorkerIdentity> {
  return withTenant(ctx.db, scope, async (tx) => {
    await companyWorker(tx, scope, userId);
    const identifyingNumber = input.identifyingNumber.replace(/[\s-]/g, '');
    const lastFour = identifyingNumber.slice(-4);
    const detailsEncrypted = seal(ctx, scope, userId, {
      identifyingNumber,
      address: input.address,
    });
    const now = new Date();
    await tx
      .insert(workerIdentities)
      .values({
        userId,
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        lastFour,
        detailsEncrypted,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [workerIdentities.userId, workerIdentities.tenantId],
        set: { lastFour, detailsEncrypted, updatedBy: actor.id, updatedAt: now },
      });
    await appendLedgerEvents(tx, scope, [
      {
        kind: 'identity.update',
        subjectId: userId,
        actor: actor.label,
        data: { userId, lastFour },
      },
    ]);
    return {
      userId,
      lastFour,
      identifyingNumber,
      address: input.address,
      updatedAt: now.toISOString(),
    };
  });
}

/** The last four characters on file per worker: all a certified payroll ever reads. */
export async function lastFourOf(q: Queryable, scope: CompanyScope, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await q
    .select({ userId: workerIdentities.userId, lastFour: workerIdentities.lastFour })
    .from(workerIdentities)
    .where(
      and(
        eq(workerIdentities.companyId, scope.companyId),
        inArray(workerIdentities.userId, [...userIds]),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.lastFour]));
}
