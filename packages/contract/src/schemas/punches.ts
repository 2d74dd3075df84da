import { z } from 'zod';
import { PUNCH_MESSAGES } from '../messages/punches';
import { PUNCH_KINDS } from '../rules/punches';

/** An instant with its offset, as a device sends it ("2026-11-23T07:00:05-08:00"). */
const instant = z.iso.datetime({ offset: true, error: PUNCH_MESSAGES.invalidTime });

const position = z.object(
  {
    latitude: z
      .number({ error: PUNCH_MESSAGES.invalidPosition })
      .min(-90, PUNCH_MESSAGES.invalidPosition)
      .max(90, PUNCH_MESSAGES.invalidPosition),
    longitude: z
      .number({ error: PUNCH_MESSAGES.invalidPosition })
      .min(-180, PUNCH_MESSAGES.invalidPosition)
      .max(180, PUNCH_MESSAGES.invalidPosition),
    /** The device's stated accuracy in metres. */
    accuracy: z.number().min(0).max(100_000).nullish(),
  },
  { error: PUNCH_MESSAGES.invalidPosition },
);

/**
 * One punch from the worker's device. `at` is the device's clock at the punch, `sentAt` its clock
 * when the request left (a punch kept offline is sent later): their difference from the server's
 * clock shows a device clock that is off. The same `clientId` sent twice records one punch.
 */
export const punchRequest = z
  .object({
    clientId: z.uuid('punchClientIdInvalid'),
    kind: z.enum(PUNCH_KINDS, { error: PUNCH_MESSAGES.invalidKind }),
    at: instant,
    sentAt: instant.optional(),
    jobId: z.uuid('jobIdInvalid').nullish(),
    workTypeId: z.uuid('workTypeIdInvalid').nullish(),
    /** Only with the worker's consent, and only at the punch. */
    location: position.nullish(),
    /** At clock-out: "Were you given your rest breaks?" */
    restBreaksGiven: z.boolean({ error: 'restBreaksGivenNotBoolean' }).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.kind !== 'in' && b.kind !== 'switch') return;
    if (!b.jobId)
      ctx.addIssue({ code: 'custom', path: ['jobId'], message: PUNCH_MESSAGES.chooseJob });
    if (!b.workTypeId)
      ctx.addIssue({
        code: 'custom',
        path: ['workTypeId'],
        message: PUNCH_MESSAGES.chooseWorkType,
      });
  });
export type PunchRequest = z.input<typeof punchRequest>;
export type PunchInput = z.output<typeof punchRequest>;

export const punch = z.object({
  id: z.string(),
  clientId: z.string(),
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  receivedAt: z.string(),
  workDate: z.string(),
  jobId: z.string().nullable(),
  workTypeId: z.string().nullable(),
  /** The device clock differed from the server's by more than five minutes. */
  clockSkewFlagged: z.boolean(),
  outsideRadius: z.boolean(),
  distanceM: z.number().nullable(),
  /** The entry recorded for the stretch this punch closed. */
  entryId: z.string().nullable(),
  /** Why that stretch could not be recorded (an entry rule's code), for the admin. */
  problem: z.string().nullable(),
});
export type Punch = z.infer<typeof punch>;

/** The punch clock's state for the signed-in worker. */
export const punchClock = z.object({
  timeCapture: z.enum(['hours', 'times']),
  state: z.enum(['off', 'working', 'meal']),
  /** When the current stretch or meal began (null when off). */
  since: z.string().nullable(),
  workDate: z.string().nullable(),
  jobId: z.string().nullable(),
  jobName: z.string().nullable(),
  workTypeId: z.string().nullable(),
  workTypeName: z.string().nullable(),
  /** Seconds of the current workday's closed stretches (the running one is added by the clock). */
  workedSeconds: z.number(),
  /** Whether the company judges meal and rest periods, so clock-out asks about rest breaks. */
  asksRestBreaks: z.boolean(),
  locationConsent: z.enum(['granted', 'refused']).nullable(),
  punches: z.array(punch),
});
export type PunchClock = z.infer<typeof punchClock>;

export const locationConsentRequest = z.object({
  granted: z.boolean({ error: 'grantedNotBoolean' }),
});
