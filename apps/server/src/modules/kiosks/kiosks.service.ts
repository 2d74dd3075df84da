import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CREW_MESSAGES,
  KIOSK_PHOTO_MAX_BYTES,
  PUNCH_MESSAGES,
  dayInZone,
  type CreatedKiosk,
  type Kiosk,
  type KioskInfo,
  type KioskPunch,
  type KioskPunchResult,
  type KioskWorkerState,
  type PunchInput,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { withPlatform, withTenant } from '../../db/scoped';
import {
  companies,
  jobWorkTypes,
  jobs,
  kioskDevices,
  punches,
  tenants,
  users,
  workTypes,
} from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../platform/data-dir';
import { AppError, fieldError, notFound, unauthorized } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { tenantAllowsSignIn } from '../../platform/principal';
import { countInWindow, readCounters } from '../../platform/rate-limit-store';
import { sniffImage } from '../../platform/uploads';
import { punchClockOf, recordPunch, type PunchActor } from '../punches/punch.service';
import { checkPin } from '../sign-offs/pins';
import { dayQuestionsOf, signDay } from '../sign-offs/sign-off.service';

/**
 * Kiosks: a tablet an admin sets up for one site. It holds a device credential (32 random bytes,
 * only their SHA-256 kept) that reaches the `/api/kiosk` routes alone: the company's worker names
 * and the site's work types, and punching and signing with a worker's PIN. Nothing else.
 */

/** The kiosk behind a credential, once checked: what its routes act in. */
export interface KioskDevice {
  id: string;
  name: string;
  jobId: string;
  askPhoto: boolean;
  scope: CompanyScope;
}

const hashOf = (credential: string) => createHash('sha256').update(credential).digest('hex');

/** How often the kiosk's "last seen" is written (not on every request). */
const SEEN_EVERY_MS = 60_000;

/**
 * The kiosk a credential belongs to, looked up in the platform context (the tenant is not known
 * yet). A revoked kiosk, or one of a tenant that may not sign in, is refused at once.
 */
export async function kioskOfCredential(ctx: AppContext, credential: string): Promise<KioskDevice> {
  if (credential.length > 200) throw unauthorized(CREW_MESSAGES.kioskCredentialInvalid);
  const found = await withPlatform(ctx.db, async (tx) => {
    const [row] = await tx
      .select({
        kiosk: kioskDevices,
        tenantStatus: tenants.status,
      })
      .from(kioskDevices)
      .innerJoin(tenants, eq(tenants.id, kioskDevices.tenantId))
      .where(and(eq(kioskDevices.tokenHash, hashOf(credential)), isNull(kioskDevices.revokedAt)));
    if (!row || !tenantAllowsSignIn(row.tenantStatus)) return undefined;
    const seen = row.kiosk.lastSeenAt?.getTime() ?? 0;
    if (Date.now() - seen > SEEN_EVERY_MS)
      await tx
        .update(kioskDevices)
        .set({ lastSeenAt: new Date() })
        .where(eq(kioskDevices.id, row.kiosk.id));
    return row.kiosk;
  });
  if (!found) throw unauthorized(CREW_MESSAGES.kioskCredentialInvalid);
  return {
    id: found.id,
    name: found.name,
    jobId: found.jobId,
    askPhoto: found.askPhoto,
    scope: { tenantId: found.tenantId, companyId: found.companyId },
  };
}

// ---- The admin's side ---------------------------------------------------------------------------

const kioskColumns = {
  id: kioskDevices.id,
  name: kioskDevices.name,
  jobId: kioskDevices.jobId,
  jobName: jobs.name,
  askPhoto: kioskDevices.askPhoto,
  createdAt: kioskDevices.createdAt,
  lastSeenAt: kioskDevices.lastSeenAt,
  revokedAt: kioskDevices.revokedAt,
};

function toKiosk(row: {
  id: string;
  name: string;
  jobId: string;
  jobName: string;
  askPhoto: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
}): Kiosk {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The company's kiosks, the revoked ones last. */
export async function listKiosks(ctx: AppContext, scope: CompanyScope): Promise<Kiosk[]> {
  const rows = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select(kioskColumns)
      .from(kioskDevices)
      .innerJoin(jobs, eq(jobs.id, kioskDevices.jobId))
      .where(eq(kioskDevices.companyId, scope.companyId))
      .orderBy(sql`${kioskDevices.revokedAt} is not null`, asc(kioskDevices.name)),
  );
  return rows.map(toKiosk);
}

/**
 * Sets up a kiosk for one of the company's active jobs. The credential is answered this once;
 * only its hash is kept. A company that keeps hours has no punches, so no kiosk either.
 */
export async function createKiosk(
  ctx: AppContext,
  scope: CompanyScope,
  createdBy: string | null,
  body: { name: string; jobId: string; askPhoto?: boolean | undefined },
): Promise<CreatedKiosk> {
  const credential = randomBytes(32).toString('base64url');
  return withTenant(ctx.db, scope, async (tx) => {
    const [company] = await tx
      .select({ timeCapture: companies.timeCapture })
      .from(companies)
      .where(eq(companies.id, scope.companyId));
    if (company?.timeCapture !== 'times')
      throw new AppError(409, 'time_capture_off', PUNCH_MESSAGES.timeCaptureOff);
    const [job] = await tx
      .select({ name: jobs.name, isActive: jobs.isActive })
      .from(jobs)
      .where(and(eq(jobs.id, body.jobId), eq(jobs.companyId, scope.companyId)));
    if (!job) throw fieldError('jobId', 'catalogJobNotFound');
    if (!job.isActive) throw fieldError('jobId', 'entryJobInactive');
    const [row] = await tx
      .insert(kioskDevices)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        jobId: body.jobId,
        name: body.name,
        tokenHash: hashOf(credential),
        askPhoto: body.askPhoto ?? false,
        createdBy,
      })
      .returning();
    return { ...toKiosk({ ...row!, jobName: job.name }), credential };
  });
}

/** Revokes a kiosk: its credential is refused from the next request on. */
export async function revokeKiosk(ctx: AppContext, scope: CompanyScope, id: string) {
  const done = await withTenant(ctx.db, scope, (tx) =>
    tx
      .update(kioskDevices)
      .set({ revokedAt: sql`coalesce(${kioskDevices.revokedAt}, now())` })
      .where(and(eq(kioskDevices.id, id), eq(kioskDevices.companyId, scope.companyId)))
      .returning({ id: kioskDevices.id }),
  );
  if (!done.length) throw notFound(CREW_MESSAGES.kioskNotFound);
  return { success: true as const };
}

async function assertOwnKiosk(tx: Tx, scope: CompanyScope, id: string) {
  const [kiosk] = await tx
    .select({ id: kioskDevices.id })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.id, id), eq(kioskDevices.companyId, scope.companyId)));
  if (!kiosk) throw notFound(CREW_MESSAGES.kioskNotFound);
}

/** The punches made at a kiosk on a day (today in the company's zone when none is named). */
export async function kioskPunches(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  date: string | undefined,
): Promise<KioskPunch[]> {
  return withTenant(ctx.db, scope, async (tx) => {
    await assertOwnKiosk(tx, scope, id);
    let day = date;
    if (!day) {
      const [company] = await tx
        .select({ timeZone: companies.timeZone })
        .from(companies)
        .where(eq(companies.id, scope.companyId));
      day = dayInZone(new Date(), company?.timeZone ?? 'UTC');
    }
    const rows = await tx
      .select({
        id: punches.id,
        userId: punches.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        kind: punches.kind,
        at: punches.punchedAt,
        workTypeName: workTypes.name,
        photoPath: punches.photoPath,
      })
      .from(punches)
      .innerJoin(users, eq(users.id, punches.userId))
      .leftJoin(workTypes, eq(workTypes.id, punches.workTypeId))
      .where(
        and(
          eq(punches.kioskId, id),
          eq(punches.companyId, scope.companyId),
          eq(punches.workDate, day),
        ),
      )
      .orderBy(desc(punches.punchedAt), desc(punches.createdAt));
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      kind: r.kind,
      at: r.at.toISOString(),
      workTypeName: r.workTypeName,
      hasPhoto: r.photoPath !== null,
    }));
  });
}

export const PHOTO_FOLDER = 'punch-photos';
const PHOTO_NAME = /^punch-photos\/[0-9a-f-]{36}\.jpg$/;
const photoFile = (dataDir: string, photoPath: string) => path.join(dataDir, 'uploads', photoPath);

/** The photo of a kiosk punch, for the company's admins: its file on disk. */
export async function kioskPhoto(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  punchId: string,
): Promise<string> {
  const photoPath = await withTenant(ctx.db, scope, async (tx) => {
    await assertOwnKiosk(tx, scope, id);
    const [row] = await tx
      .select({ photoPath: punches.photoPath })
      .from(punches)
      .where(
        and(
          eq(punches.id, punchId),
          eq(punches.kioskId, id),
          eq(punches.companyId, scope.companyId),
        ),
      );
    return row?.photoPath;
  });
  if (!photoPath || !PHOTO_NAME.test(photoPath)) throw notFound('notFound');
  const file = photoFile(ctx.config.dataDir, photoPath);
  try {
    await fs.access(file);
  } catch {
    throw notFound('notFound');
  }
  return file;
}

// ---- The device's side --------------------------------------------------------------------------

/** What the kiosk shows: its site, the company's active workers by name, the site's work types. */
export async function kioskInfo(ctx: AppContext, kiosk: KioskDevice): Promise<KioskInfo> {
  const { scope } = kiosk;
  return withTenant(ctx.db, scope, async (tx) => {
    const [company] = await tx
      .select({ name: companies.name, timeCapture: companies.timeCapture })
      .from(companies)
      .where(eq(companies.id, scope.companyId));
    const [job] = await tx
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(eq(jobs.id, kiosk.jobId), eq(jobs.companyId, scope.companyId)));
    const workers = await tx
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.companyId, scope.companyId), eq(users.isActive, true)))
      .orderBy(asc(users.firstName), asc(users.lastName));
    const types = await tx
      .select({ id: workTypes.id, name: workTypes.name })
      .from(jobWorkTypes)
      .innerJoin(
        workTypes,
        and(eq(workTypes.id, jobWorkTypes.workTypeId), eq(workTypes.companyId, scope.companyId)),
      )
      .where(and(eq(jobWorkTypes.jobId, kiosk.jobId), eq(workTypes.isActive, true)))
      .orderBy(asc(workTypes.name));
    const { questions } = await dayQuestionsOf(tx, scope);
    return {
      kioskName: kiosk.name,
      jobName: job?.name ?? '',
      companyName: company?.name ?? '',
      askPhoto: kiosk.askPhoto,
      timeCapture: company?.timeCapture ?? 'hours',
      workers: workers.map((w) => ({
        userId: w.userId,
        name: `${w.firstName} ${w.lastName}`.trim(),
      })),
      workTypes: types,
      questions,
    };
  });
}

/** The worker, as the actor of their own punch at the kiosk. */
async function workerActor(ctx: AppContext, kiosk: KioskDevice, userId: string) {
  const [worker] = await withTenant(ctx.db, kiosk.scope, (tx) =>
    tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.companyId, kiosk.scope.companyId),
          eq(users.isActive, true),
        ),
      ),
  );
  // checkPin has refused a worker who is not of the company: this is only a second guard.
  if (!worker) throw fieldError('pin', CREW_MESSAGES.pinNotSet);
  const name = `${worker.firstName} ${worker.lastName}`.trim();
  const actor: PunchActor = { scope: kiosk.scope, userId, label: `${name} (${kiosk.name})` };
  return { actor, name };
}

/** Wrong PINs one kiosk may see in its window before it takes no PIN for the rest of it. */
const KIOSK_WRONG_PINS_MAX = 10;
const KIOSK_WRONG_PINS_WINDOW_MS = 10 * 60_000;

/**
 * A worker's PIN entered at a kiosk. Each PIN locks after five wrong tries; the kiosk also counts
 * the wrong PINs it sees, so that whoever holds it cannot lock the PINs of the whole company:
 * after ten in ten minutes it takes no PIN until the window ends (429).
 */
async function checkKioskPin(ctx: AppContext, kiosk: KioskDevice, userId: string, pin: string) {
  const key = `kiosk-pin|${kiosk.id}`;
  const [seen] = await readCounters(ctx.db, [{ key, windowMs: KIOSK_WRONG_PINS_WINDOW_MS }]);
  if ((seen?.count ?? 0) >= KIOSK_WRONG_PINS_MAX)
    throw new AppError(429, 'too_many_requests', 'loginTooManyAttempts');
  try {
    await checkPin(ctx.db, kiosk.scope, userId, pin);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'pinWrong' || error.code === 'pinLocked'))
      await countInWindow(ctx.db, key, KIOSK_WRONG_PINS_WINDOW_MS);
    throw error;
  }
}

/** Where a worker stands, once their PIN is right. */
export async function workerState(
  ctx: AppContext,
  kiosk: KioskDevice,
  body: { userId: string; pin: string },
): Promise<KioskWorkerState> {
  await checkKioskPin(ctx, kiosk, body.userId, body.pin);
  const { actor, name } = await workerActor(ctx, kiosk, body.userId);
  const clock = await punchClockOf(ctx, actor);
  return {
    userId: body.userId,
    name,
    state: clock.state,
    since: clock.since,
    workDate: clock.workDate,
    workTypeId: clock.workTypeId,
    workTypeName: clock.workTypeName,
  };
}

/** A photo from the kiosk's camera: a JPEG or PNG (by its bytes), stored again as a small JPEG. */
async function storePhoto(dataDir: string, dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > KIOSK_PHOTO_MAX_BYTES || !sniffImage(bytes))
    throw fieldError('photo', CREW_MESSAGES.photoInvalid);
  let jpeg: Buffer;
  try {
    // Encoded again: nothing but the picture is kept (no EXIF, so no position).
    jpeg = await sharp(bytes, { failOn: 'error', limitInputPixels: 4096 * 4096, pages: 1 })
      .rotate()
      .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw fieldError('photo', CREW_MESSAGES.photoInvalid);
  }
  const folder = path.join(dataDir, 'uploads', PHOTO_FOLDER);
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  const photoPath = `${PHOTO_FOLDER}/${randomUUID()}.jpg`;
  const target = photoFile(dataDir, photoPath);
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, jpeg, { mode: PRIVATE_FILE_MODE });
  await fs.rename(temp, target);
  return photoPath;
}

/**
 * A punch at the kiosk, with the worker's PIN: recorded by the punch clock with the worker as
 * its actor, on the kiosk's job. The same client id sent again (the kiosk's queue, offline) is
 * the same punch, and no second photo is kept.
 */
export async function kioskPunch(
  ctx: AppContext,
  kiosk: KioskDevice,
  body: {
    userId: string;
    pin: string;
    clientId: string;
    kind: PunchInput['kind'];
    at: string;
    sentAt?: string | undefined;
    workTypeId?: string | null | undefined;
    photo?: string | null | undefined;
  },
): Promise<{ created: boolean; punch: KioskPunchResult }> {
  await checkKioskPin(ctx, kiosk, body.userId, body.pin);
  const { actor } = await workerActor(ctx, kiosk, body.userId);
  const opens = body.kind === 'in' || body.kind === 'switch';
  const input: PunchInput = {
    clientId: body.clientId,
    kind: body.kind,
    at: body.at,
    ...(body.sentAt ? { sentAt: body.sentAt } : {}),
    jobId: opens ? kiosk.jobId : null,
    workTypeId: opens ? (body.workTypeId ?? null) : null,
    location: null,
    restBreaksGiven: null,
  };
  const photoPath = body.photo ? await storePhoto(ctx.config.dataDir, body.photo) : null;
  const dropPhoto = async () => {
    if (photoPath) await fs.rm(photoFile(ctx.config.dataDir, photoPath), { force: true });
  };
  let result: Awaited<ReturnType<typeof recordPunch>>;
  try {
    result = await recordPunch(ctx, actor, input, { kioskId: kiosk.id, photoPath });
  } catch (err) {
    await dropPhoto();
    throw err;
  }
  let hasPhoto = Boolean(photoPath);
  if (!result.created) {
    await dropPhoto();
    const [seen] = await withTenant(ctx.db, kiosk.scope, (tx) =>
      tx
        .select({ photoPath: punches.photoPath })
        .from(punches)
        .where(and(eq(punches.id, result.punch.id), eq(punches.companyId, kiosk.scope.companyId))),
    );
    hasPhoto = Boolean(seen?.photoPath);
  }
  const p = result.punch;
  return {
    created: result.created,
    punch: {
      id: p.id,
      clientId: p.clientId,
      kind: p.kind,
      at: p.at,
      workDate: p.workDate,
      hasPhoto,
    },
  };
}

/** A worker signs (or disputes) their day at the kiosk, with their PIN. */
export async function kioskSignOff(
  ctx: AppContext,
  kiosk: KioskDevice,
  body: {
    userId: string;
    pin: string;
    date: string;
    status: 'signed' | 'disputed';
    reason: string | null;
    answers: Record<string, boolean>;
  },
) {
  await checkKioskPin(ctx, kiosk, body.userId, body.pin);
  return withTenant(ctx.db, kiosk.scope, (tx) =>
    signDay(ctx, tx, kiosk.scope, {
      userId: body.userId,
      date: body.date,
      status: body.status,
      reason: body.reason,
      answers: body.answers,
      method: 'kiosk',
      recordedBy: null,
    }),
  );
}
