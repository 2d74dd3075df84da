import { and, eq, lt, sql } from 'drizzle-orm';
import { CREW_MESSAGES, PIN_TRIES_MAX } from '@sitehours/contract';
import type { Db } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { users } from '../../db/schema';
import { fieldError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { CompanyScope } from '../../platform/principal';

/**
 * Personal PINs: a worker signs their day on the lead's device, or punches at a kiosk, with one.
 * Kept as a password hash; five wrong tries in a row lock it until a new one is set.
 */

const pinError = (code: 'pinWrong' | 'pinLocked' | 'pinNotSet', left?: number) =>
  fieldError('pin', CREW_MESSAGES[code], code === 'pinWrong' ? { left: left ?? 0 } : undefined);

/**
 * Checks a worker's PIN, in a transaction of its own so that a wrong try is counted even though
 * the request then fails. A try is taken before the hash is compared (`pin_failures + 1` while
 * under the limit), so tries sent at once can never exceed five; a right PIN gives them back.
 */
export async function checkPin(
  db: Db,
  scope: CompanyScope,
  userId: string,
  pin: string,
): Promise<void> {
  const taken = await withTenant(db, scope, async (tx) => {
    const [row] = await tx
      .select({ pinHash: users.pinHash, failures: users.pinFailures })
      .from(users)
      .where(
        and(eq(users.id, userId), eq(users.companyId, scope.companyId), eq(users.isActive, true)),
      );
    if (!row?.pinHash) return { state: 'none' as const };
    const [took] = await tx
      .update(users)
      .set({ pinFailures: sql`${users.pinFailures} + 1` })
      .where(and(eq(users.id, userId), lt(users.pinFailures, PIN_TRIES_MAX)))
      .returning({ failures: users.pinFailures, pinHash: users.pinHash });
    return took ? { state: 'tried' as const, ...took } : { state: 'locked' as const };
  });
  if (taken.state === 'none') throw pinError('pinNotSet');
  if (taken.state === 'locked') throw pinError('pinLocked');
  if (!(await verifyPassword(taken.pinHash, pin))) {
    const left = PIN_TRIES_MAX - taken.failures;
    throw left > 0 ? pinError('pinWrong', left) : pinError('pinLocked');
  }
  await withTenant(db, scope, (tx) =>
    tx.update(users).set({ pinFailures: 0 }).where(eq(users.id, userId)),
  );
}

/** Sets a worker's PIN (their own, from their sign-in): a new PIN also unlocks a locked one. */
export async function setPin(db: Db, scope: CompanyScope, userId: string, pin: string) {
  const pinHash = await hashPassword(pin);
  await withTenant(db, scope, (tx) =>
    tx
      .update(users)
      .set({ pinHash, pinFailures: 0 })
      .where(and(eq(users.id, userId), eq(users.companyId, scope.companyId))),
  );
}

/** An admin clears a worker's PIN (forgotten or locked): the worker sets a new one. */
export async function clearPin(db: Db, scope: CompanyScope, userId: string): Promise<boolean> {
  const cleared = await withTenant(db, scope, (tx) =>
    tx
      .update(users)
      .set({ pinHash: null, pinFailures: 0 })
      .where(and(eq(users.id, userId), eq(users.companyId, scope.companyId)))
      .returning({ id: users.id }),
  );
  return cleared.length > 0;
}

/** The PIN state a lead's device and the staff list show. */
export const pinStateColumns = {
  pinSet: sql<boolean>`${users.pinHash} is not null`,
  pinLocked: sql<boolean>`${users.pinFailures} >= ${PIN_TRIES_MAX}`,
};
