import { z } from 'zod';
import { CREW_MESSAGES } from '../messages/crews';
import { TIME_ENTRY_MESSAGES } from '../messages/time-entries';
import { PUNCH_MESSAGES } from '../messages/punches';
import { NOTES_MAX, hoursError } from '../rules/hours';
import { isEntryDate } from '../rules/numbers-and-ranges';
import {
  CREW_DAY_ENTRIES_MAX,
  CREW_MEMBERS_MAX,
  CREW_NAME_MAX,
  DAY_QUESTION_KINDS,
  DAY_QUESTION_TEXT_MAX,
  DAY_QUESTIONS_MAX,
  PIN_PATTERN,
  SIGNATURE_STATES,
} from '../rules/crews';

const day = z
  .string({ error: TIME_ENTRY_MESSAGES.invalidDate })
  .refine(isEntryDate, TIME_ENTRY_MESSAGES.invalidDate);

// ---- Crews -----------------------------------------------------------------------------------

export const crewRequest = z.object({
  name: z
    .string({ error: CREW_MESSAGES.nameRequired })
    .trim()
    .min(1, CREW_MESSAGES.nameRequired)
    .max(CREW_NAME_MAX, 'crewNameTooLong'),
  defaultJobId: z.uuid('defaultJobIdInvalid').nullish(),
  isActive: z.boolean({ error: 'isActiveNotBoolean' }).optional(),
  members: z
    .array(
      z.object({
        userId: z.uuid('userIdInvalid'),
        isLead: z.boolean({ error: 'isLeadNotBoolean' }).optional(),
      }),
      { error: 'membersNotList' },
    )
    .max(CREW_MEMBERS_MAX, 'crewMembersTooMany'),
});
export type CrewRequest = z.infer<typeof crewRequest>;

export const crewMember = z.object({
  userId: z.string(),
  name: z.string(),
  isLead: z.boolean(),
});

export const crew = z.object({
  id: z.string(),
  name: z.string(),
  defaultJobId: z.string().nullable(),
  defaultJobName: z.string().nullable(),
  isActive: z.boolean(),
  members: z.array(crewMember),
});
export type Crew = z.infer<typeof crew>;

// ---- The crew day ----------------------------------------------------------------------------

export const crewDayQuery = z.object({
  crewId: z.uuid('crewIdInvalid'),
  date: day,
});

/** One row of a crew day: a worker's hours (or start and end) on a work type. */
export const crewDayEntryRequest = z
  .object({
    /** Chosen by the device: the same row sent twice (a retry, the offline queue) saves once. */
    clientId: z
      .string({ error: 'clientIdLength' })
      .trim()
      .min(8, 'clientIdLength')
      .max(100, 'clientIdLength')
      .regex(/^[\w-]+$/, 'clientIdCharacters'),
    userId: z.uuid('userIdInvalid'),
    jobId: z.uuid('jobIdInvalid').nullish(),
    workTypeId: z.uuid('workTypeIdInvalid'),
    hours: z.union([z.number(), z.string()], { error: TIME_ENTRY_MESSAGES.enterHours }).nullish(),
    startedAt: z.iso.datetime({ offset: true, error: PUNCH_MESSAGES.invalidTime }).nullish(),
    endedAt: z.iso.datetime({ offset: true, error: PUNCH_MESSAGES.invalidTime }).nullish(),
    notes: z
      .string()
      .trim()
      .max(NOTES_MAX, TIME_ENTRY_MESSAGES.notesTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((b, ctx) => {
    if (b.startedAt || b.endedAt) {
      if (!b.startedAt || !b.endedAt)
        ctx.addIssue({
          code: 'custom',
          path: [b.startedAt ? 'endedAt' : 'startedAt'],
          message: PUNCH_MESSAGES.enterTimes,
        });
      else if (Date.parse(b.endedAt) <= Date.parse(b.startedAt))
        ctx.addIssue({ code: 'custom', path: ['endedAt'], message: PUNCH_MESSAGES.startAfterEnd });
      return;
    }
    const msg = hoursError(b.hours ?? undefined);
    if (msg) ctx.addIssue({ code: 'custom', path: ['hours'], message: msg });
  });
export type CrewDayEntryRequest = z.input<typeof crewDayEntryRequest>;

/**
 * A crew day sent in one submit: every row is saved, or none (each refused row is named).
 * `jobId` is the day's job; a row may name another.
 */
export const crewDayRequest = z.object({
  crewId: z.uuid('crewIdInvalid'),
  date: day,
  jobId: z.uuid('jobIdInvalid'),
  entries: z
    .array(crewDayEntryRequest, { error: 'entriesNotList' })
    .min(1, CREW_MESSAGES.dayEmpty)
    .max(CREW_DAY_ENTRIES_MAX, 'crewDayTooManyEntries'),
});
export type CrewDayRequest = z.input<typeof crewDayRequest>;

/** A worker's signature on their day, as the crew day and review show it. */
export const daySignature = z.object({
  state: z.enum(SIGNATURE_STATES),
  /** When the worker last answered (also for a signature voided by a later change). */
  signedAt: z.string().nullable(),
  method: z.enum(['pin', 'own', 'kiosk']).nullable(),
  /** The worker's reason, for a disputed day. */
  reason: z.string().nullable(),
  /** A signature given before the day's entries changed: it no longer counts. */
  voided: z.boolean(),
  answers: z.record(z.string(), z.boolean()).nullable(),
});
export type DaySignature = z.infer<typeof daySignature>;

export const crewDayEntry = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  jobId: z.string().nullable(),
  jobName: z.string().nullable(),
  workTypeId: z.string().nullable(),
  workTypeName: z.string().nullable(),
  hours: z.number(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(['pending', 'approved']),
  wcCode: z.string().nullable(),
});
export type CrewDayEntry = z.infer<typeof crewDayEntry>;

export const dayQuestion = z.object({
  id: z.string(),
  kind: z.enum(DAY_QUESTION_KINDS),
  text: z.string().nullable(),
});

/** What a crew lead sees for a crew and a date: one row per member, with their day so far. */
export const crewDay = z.object({
  crew: crew,
  date: z.string(),
  timeCapture: z.enum(['hours', 'times']),
  questions: z.array(dayQuestion),
  rows: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      isLead: z.boolean(),
      /** The worker has a PIN to sign with on this device (and it is not locked). */
      canSignByPin: z.boolean(),
      entries: z.array(crewDayEntry),
      /** null: nothing recorded on the day yet. */
      signature: daySignature.nullable(),
    }),
  ),
});
export type CrewDay = z.infer<typeof crewDay>;

export const crewDayResult = z.object({
  success: z.literal(true),
  /** Entries recorded now, and rows found saved before under their client id. */
  created: z.number(),
  alreadySaved: z.number(),
  message: z.string(),
  day: crewDay,
});

// ---- Signing a day ---------------------------------------------------------------------------

export const pinField = z
  .string({ error: CREW_MESSAGES.pinRequired })
  .regex(PIN_PATTERN, CREW_MESSAGES.pinFormat);

/**
 * A worker's answer on their day. Their own (signed in), or on the lead's device with their PIN.
 */
export const signOffRequest = z
  .object({
    userId: z.uuid('userIdInvalid'),
    date: day,
    pin: pinField.optional(),
    status: z.enum(['signed', 'disputed'], { error: 'signStatusInvalid' }),
    reason: z
      .string()
      .trim()
      .max(500, 'signReasonTooLong')
      .nullish()
      .transform((v) => (v ? v : null)),
    answers: z.record(z.string(), z.boolean({ error: 'answerNotBoolean' }), {
      error: CREW_MESSAGES.answerRequired,
    }),
  })
  .superRefine((b, ctx) => {
    if (b.status === 'disputed' && !b.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: CREW_MESSAGES.disputeReasonRequired,
      });
  });
export type SignOffRequest = z.input<typeof signOffRequest>;

/** A worker-day in review: who, the signature, the answers and whether an injury was reported. */
export const signOffRow = z.object({
  userId: z.string(),
  name: z.string(),
  date: z.string(),
  hours: z.number(),
  signature: daySignature,
  injured: z.boolean(),
});
export type SignOffRow = z.infer<typeof signOffRow>;

export const signOffListQuery = z.object({
  startDate: day,
  endDate: day,
  state: z.enum(SIGNATURE_STATES, { error: 'signStateInvalid' }).optional(),
});

export const pinRequest = z.object({ pin: pinField });

// ---- End-of-day questions and alerts -----------------------------------------------------------

export const dayQuestionsRequest = z.object({
  questions: z
    .array(
      z.object({
        /** Kept for an existing question; a new one gets an id. */
        id: z.string().max(64).optional(),
        kind: z.enum(DAY_QUESTION_KINDS, { error: 'questionKindInvalid' }),
        text: z
          .string()
          .trim()
          .max(DAY_QUESTION_TEXT_MAX, 'dayQuestionTooLong')
          .nullish()
          .transform((v) => (v ? v : null)),
      }),
      { error: 'questionsNotList' },
    )
    .max(DAY_QUESTIONS_MAX, CREW_MESSAGES.questionsTooMany),
  requireSignatures: z.boolean({ error: 'requireSignaturesNotBoolean' }).optional(),
});
export type DayQuestionsRequest = z.input<typeof dayQuestionsRequest>;

export const dayQuestions = z.object({
  questions: z.array(dayQuestion),
  requireSignatures: z.boolean(),
});
export type DayQuestions = z.infer<typeof dayQuestions>;

export const companyAlert = z.object({
  id: z.string(),
  kind: z.enum(['injury']),
  userId: z.string(),
  name: z.string(),
  date: z.string(),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
});
export type CompanyAlert = z.infer<typeof companyAlert>;
