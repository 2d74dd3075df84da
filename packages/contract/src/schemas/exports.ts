import { z } from 'zod';
import { PAYROLL_EXPORT_FORMATS } from './payroll';

/** An earlier export whose dates meet this one's: the screen warns before paying twice. */
export const exportOverlap = z.object({
  id: z.string(),
  format: z.enum(PAYROLL_EXPORT_FORMATS),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type ExportOverlap = z.infer<typeof exportOverlap>;

/** One frozen payroll file of the export ledger (decision 0027). */
export const exportFileSummary = z.object({
  id: z.string(),
  format: z.enum(PAYROLL_EXPORT_FORMATS),
  startDate: z.string(),
  endDate: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  /** Adjustment lines in the file: corrections of closed periods, paid here once. */
  adjustments: z.number(),
  /** Earlier exports of dates that overlap this one's, newest first. */
  overlaps: z.array(exportOverlap),
});
export type ExportFileSummary = z.infer<typeof exportFileSummary>;

export const exportListResponse = z.array(exportFileSummary);

export const exportIdParams = z.object({ id: z.uuid('exportIdInvalid') });

/** The manifest as signed (canonical JSON text) and its Ed25519 signature, base64. */
export const exportManifestResponse = z.object({
  manifest: z.string(),
  signature: z.string(),
});
export type ExportManifestResponse = z.infer<typeof exportManifestResponse>;
