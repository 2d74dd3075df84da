import { z } from 'zod';
import { IMPORT_MESSAGES as M } from '../messages/imports';
import { IMPORT_KINDS } from '../rules/imports';

/**
 * Importing staff, jobs, work types with their WC codes, or hours already worked, from a CSV or
 * XLSX file (decision 0029): upload, map the columns, preview each row's outcome, apply in
 * chunks, download the rejected rows, undo within a day, and export each list in the same layout.
 */

export const importKind = z.enum(IMPORT_KINDS, { error: M.kindUnknown });

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const IMPORT_STATUSES = ['draft', 'applying', 'applied', 'undone'] as const;

const counts = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  error: z.number(),
});

export const importSummary = z.object({
  id: z.string(),
  kind: importKind,
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rowCount: z.number(),
  /** Rows written so far by the apply calls. */
  processed: z.number(),
  /** The outcomes of the last preview, then of the apply. */
  counts,
  createdAt: z.string(),
  createdBy: z.string(),
  appliedAt: z.string().nullable(),
  /** Until when undo is offered; null when it is not (a draft, or already undone). */
  undoableUntil: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** Field → the index of the file's column it is read from (null or absent: not in the file). */
export const importMapping = z.record(
  z.string().max(50),
  z.number().int().min(0).max(500).nullable(),
);

export const importDraft = importSummary.extend({
  headers: z.array(z.string()),
  mapping: importMapping,
  /** The first rows as read, for the mapping step. */
  sample: z.array(z.array(z.string())),
});
export type ImportDraft = z.infer<typeof importDraft>;

export const importMappingRequest = z.object({ mapping: importMapping });

export const importRowError = z.object({
  /** The field at fault, as the import's fields name it (`email`, `hourlyRate`). */
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The message in English, as the screens and the API say it. */
  message: z.string(),
});

export const importRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** What the row is found by: an email, a job's name, "Carpentry 5403". */
  key: z.string(),
  /** For an update: the fields that change. */
  changed: z.array(z.string()),
  errors: z.array(importRowError),
});
export type ImportRow = z.infer<typeof importRow>;

export const importPreview = z.object({
  summary: importSummary,
  rows: z.array(importRow),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importApplyResult = z.object({
  summary: importSummary,
  /** True once every row is written: the screen stops calling. */
  done: z.boolean(),
});
export type ImportApplyResult = z.infer<typeof importApplyResult>;

export const importUndoResult = z.object({
  summary: importSummary,
  removed: z.number(),
  restored: z.number(),
  /** Records created by the import and used since (time on them): deactivated, not removed. */
  kept: z.number(),
});
export type ImportUndoResult = z.infer<typeof importUndoResult>;

export const importList = z.array(importSummary);

export const IMPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const importExportQuery = z.object({
  kind: importKind,
  format: z.enum(IMPORT_EXPORT_FORMATS, { error: 'importExportFormatUnknown' }).default('csv'),
});
