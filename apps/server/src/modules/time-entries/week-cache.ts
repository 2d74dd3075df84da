import type { TimeEntry } from '@sitehours/contract';
import { changeTags, featureCache } from '../../platform/invalidation-bus';

/**
 * The longest a week is served from memory should a change never be heard of: another instance
 * that stops between committing an entry and sending its notification (sent after the commit,
 * migration 0011). Every change that is heard of drops the copy at once.
 */
export const WEEK_MAX_AGE_MS = 10_000;

/**
 * A worker's entries between two days, read on every timesheet open and week change: a few weeks
 * for each of many workers.
 */
export const weekCache = featureCache<TimeEntry[]>(50_000, WEEK_MAX_AGE_MS);

/** A week changes with the worker's entries and with the names it shows (jobs, work types). */
export const weekTags = (tenantId: string, userId: string) => [
  changeTags.entries(tenantId, userId),
  changeTags.catalog(tenantId),
];
