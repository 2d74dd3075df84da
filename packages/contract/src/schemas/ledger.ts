import { z } from 'zod';
import { LEDGER_MESSAGES } from '../messages/ledger';
import { decimalFromText } from '../rules/numbers-and-ranges';

/** Why the check of a company's history stopped at an event (decision 0027). */
export const LEDGER_BREAK_REASONS = ['hash', 'gap', 'prev', 'state', 'missing_event'] as const;

export const ledgerBreak = z.object({
  /** The event that no longer matches; null for an entry that has no event at all. */
  seq: z.number().int().nullable(),
  kind: z.string().nullable(),
  at: z.string().nullable(),
  /** An entry id, `user:day`, a period or an export. */
  subjectId: z.string(),
  reason: z.enum(LEDGER_BREAK_REASONS),
  detail: z.string(),
});
export type LedgerBreak = z.infer<typeof ledgerBreak>;

export const ledgerVerification = z.object({
  ok: z.boolean(),
  events: z.number().int(),
  checkedAt: z.string(),
  /** Entries older than the company's first event that have none: not a failure. */
  beforeLedger: z.number().int(),
  firstBroken: ledgerBreak.optional(),
});
export type LedgerVerification = z.infer<typeof ledgerVerification>;

export const ledgerEvent = z.object({
  seq: z.number().int(),
  kind: z.string(),
  subjectId: z.string(),
  actor: z.string(),
  at: z.string(),
  /** A few words on what changed: a day and hours, a status, a count. */
  summary: z.string(),
});
export type LedgerEvent = z.infer<typeof ledgerEvent>;

export const LEDGER_PAGE_SIZE = 50;

export const ledgerEventsQuery = z.object({
  before: z
    .preprocess(
      decimalFromText,
      z
        .number({ error: LEDGER_MESSAGES.beforeInvalid })
        .int(LEDGER_MESSAGES.beforeInvalid)
        .min(1, LEDGER_MESSAGES.beforeInvalid),
    )
    .optional(),
  limit: z
    .preprocess(
      decimalFromText,
      z
        .number({ error: 'limitNotNumber' })
        .int('limitNotWhole')
        .min(1, 'limitTooSmall')
        .max(100, 'limitTooBig'),
    )
    .default(LEDGER_PAGE_SIZE),
});
export type LedgerEventsQuery = z.input<typeof ledgerEventsQuery>;

export const ledgerEventsPage = z.object({
  /** Newest first. */
  events: z.array(ledgerEvent),
  /** `before` for the next page; null at the company's first event. */
  nextBefore: z.number().int().nullable(),
});
export type LedgerEventsPage = z.infer<typeof ledgerEventsPage>;
