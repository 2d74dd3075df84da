import { z } from 'zod';
import { CREW_MESSAGES } from '../messages/crews';
import { PUNCH_MESSAGES } from '../messages/punches';
import { TIME_ENTRY_MESSAGES } from '../messages/time-entries';
import { PUNCH_KINDS } from '../rules/punches';
import { isEntryDate } from '../rules/numbers-and-ranges';
import { KIOSK_NAME_MAX, KIOSK_PHOTO_MAX_BYTES } from '../rules/kiosks';
import { dayQuestion, pinField, signOffRequest } from './crews';

const instant = z.iso.datetime({ offset: true, error: PUNCH_MESSAGES.invalidTime });

// ---- The admin's side ---------------------------------------------------------------------------

export const kioskRequest = z.object({
  name: z
    .string({ error: CREW_MESSAGES.kioskNameRequired })
    .trim()
    .min(1, CREW_MESSAGES.kioskNameRequired)
    .max(KIOSK_NAME_MAX),
  jobId: z.uuid('jobIdInvalid'),
  askPhoto: z.boolean().optional(),
});
export type KioskRequest = z.input<typeof kioskRequest>;

export const kiosk = z.object({
  id: z.string(),
  name: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  askPhoto: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Kiosk = z.infer<typeof kiosk>;

/** A kiosk just set up, with its device credential: shown once, stored only as a hash. */
export const createdKiosk = kiosk.extend({ credential: z.string() });
export type CreatedKiosk = z.infer<typeof createdKiosk>;

export const kioskPunchesQuery = z.object({
  date: z
    .string({ error: TIME_ENTRY_MESSAGES.invalidDate })
    .refine(isEntryDate, TIME_ENTRY_MESSAGES.invalidDate),
});

/** A punch made at a kiosk, as the admin reviews it. */
export const kioskPunch = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  workTypeName: z.string().nullable(),
  hasPhoto: z.boolean(),
});
export type KioskPunch = z.infer<typeof kioskPunch>;

// ---- The device's side --------------------------------------------------------------------------

/** What the kiosk shows: its site, the company's workers (names only) and the work types. */
export const kioskInfo = z.object({
  kioskName: z.string(),
  jobName: z.string(),
  companyName: z.string(),
  askPhoto: z.boolean(),
  timeCapture: z.enum(['hours', 'times']),
  workers: z.array(z.object({ userId: z.string(), name: z.string() })),
  workTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  questions: z.array(dayQuestion),
});
export type KioskInfo = z.infer<typeof kioskInfo>;

export const kioskStateRequest = z.object({
  userId: z.uuid('userIdInvalid'),
  pin: pinField,
});
export type KioskStateRequest = z.input<typeof kioskStateRequest>;

/** Where a worker stands, once their PIN is right: the kiosk shows the buttons that fit. */
export const kioskWorkerState = z.object({
  userId: z.string(),
  name: z.string(),
  state: z.enum(['off', 'working', 'meal']),
  since: z.string().nullable(),
  workDate: z.string().nullable(),
  workTypeId: z.string().nullable(),
  workTypeName: z.string().nullable(),
});
export type KioskWorkerState = z.infer<typeof kioskWorkerState>;

/** A photo sent as a data URL (JPEG or PNG); its bytes are checked again on the server. */
const photo = z
  .string({ error: CREW_MESSAGES.photoInvalid })
  .max(Math.ceil((KIOSK_PHOTO_MAX_BYTES * 4) / 3) + 40, CREW_MESSAGES.photoInvalid)
  .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/, CREW_MESSAGES.photoInvalid);

/** One punch at the kiosk, with the worker's PIN. The same `clientId` twice records one punch. */
export const kioskPunchRequest = z
  .object({
    userId: z.uuid('userIdInvalid'),
    pin: pinField,
    clientId: z.uuid('punchClientIdInvalid'),
    kind: z.enum(PUNCH_KINDS, { error: PUNCH_MESSAGES.invalidKind }),
    at: instant,
    sentAt: instant.optional(),
    workTypeId: z.uuid('workTypeIdInvalid').nullish(),
    photo: photo.nullish(),
  })
  .superRefine((b, ctx) => {
    if ((b.kind === 'in' || b.kind === 'switch') && !b.workTypeId)
      ctx.addIssue({
        code: 'custom',
        path: ['workTypeId'],
        message: PUNCH_MESSAGES.chooseWorkType,
      });
  });
export type KioskPunchRequest = z.input<typeof kioskPunchRequest>;

export const kioskPunchResult = z.object({
  id: z.string(),
  clientId: z.string(),
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  workDate: z.string(),
  hasPhoto: z.boolean(),
});
export type KioskPunchResult = z.infer<typeof kioskPunchResult>;

/** A worker signs their day at the kiosk, with their PIN (never without it). */
export const kioskSignOffRequest = signOffRequest.safeExtend({ pin: pinField });
export type KioskSignOffRequest = z.input<typeof kioskSignOffRequest>;
