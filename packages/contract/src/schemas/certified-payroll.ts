import { z } from 'zod';
import { CERTIFIED_PAYROLL_MESSAGES as M } from '../messages/certified-payroll';
import type { MessageCode } from '../messages/catalogue';
import { isEntryDate } from '../rules/numbers-and-ranges';
import { uuidField } from './work-types';

/**
 * Certified payroll on public works (decision 0028): a job marked prevailing-wage, its wage
 * determination's classifications, workers' identifying details, weekly deductions, and the
 * weekly payroll checked, signed and downloaded.
 */

export const WAGE_LAWS = ['federal', 'state'] as const;
export const FRINGE_PAID_AS = ['plan', 'cash'] as const;
export const OVERTIME_RATE_METHODS = ['weightedAverage', 'classificationWorked'] as const;
export const CERTIFIED_PAYROLL_FORMATS = ['pdf', 'csv', 'lcptracker'] as const;
export type CertifiedPayrollFormat = (typeof CERTIFIED_PAYROLL_FORMATS)[number];

const day = (message: MessageCode) => z.string({ error: message }).refine(isEntryDate, message);
const text = (max: number, required?: MessageCode) =>
  z
    .string({ error: required ?? M.textTooLong })
    .trim()
    .min(required ? 1 : 0, required ?? M.textTooLong)
    .max(max, M.textTooLong);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------------
// The job

export const publicWorksRequest = z.object({
  wageLaw: z.enum(WAGE_LAWS, { error: M.wageLawUnknown }),
  awardingAgency: text(200, M.agencyRequired),
  projectNumber: optionalText(200),
  contractNumber: optionalText(200),
  projectLocation: optionalText(200),
  startDate: day(M.startDateRequired),
  fringePaidAs: z.enum(FRINGE_PAID_AS, { error: M.fringePaidAsUnknown }).default('plan'),
  overtimeRate: z
    .enum(OVERTIME_RATE_METHODS, { error: M.overtimeRateUnknown })
    .default('weightedAverage'),
});
export type PublicWorksRequest = z.input<typeof publicWorksRequest>;

export const publicWorksSettings = z.object({
  jobId: z.string(),
  wageLaw: z.enum(WAGE_LAWS),
  awardingAgency: z.string(),
  projectNumber: z.string().nullable(),
  contractNumber: z.string().nullable(),
  projectLocation: z.string().nullable(),
  startDate: z.string(),
  fringePaidAs: z.enum(FRINGE_PAID_AS),
  overtimeRate: z.enum(OVERTIME_RATE_METHODS),
});
export type PublicWorksSettings = z.infer<typeof publicWorksSettings>;

/** A rate of a determination: up to 999.999, three decimal places at most. */
const rateField = z
  .union([z.string(), z.number()], { error: M.classificationRateInvalid })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,3})?$/.test(v), M.classificationRateInvalid);

export const wageRate = z.object({
  effectiveFrom: day(M.startDateRequired),
  baseRate: rateField,
  fringeRate: rateField,
});

export const wageClassificationRequest = z.object({
  name: text(200, M.classificationNameRequired),
  determination: optionalText(200),
  isOperator: z.boolean().default(false),
  isActive: z.boolean().default(true),
  rates: z
    .array(wageRate, { error: M.classificationRatesRequired })
    .min(1, M.classificationRatesRequired)
    .max(20, M.classificationRatesRequired)
    .refine(
      (rates) => new Set(rates.map((r) => r.effectiveFrom)).size === rates.length,
      M.classificationRateDateTwice,
    ),
});
export type WageClassificationRequest = z.input<typeof wageClassificationRequest>;

export const wageClassification = z.object({
  id: z.string(),
  jobId: z.string(),
  name: z.string(),
  determination: z.string().nullable(),
  isOperator: z.boolean(),
  isActive: z.boolean(),
  /** Oldest first: each from its date until the next one's. */
  rates: z.array(
    z.object({ effectiveFrom: z.string(), baseRate: z.string(), fringeRate: z.string() }),
  ),
});
export type WageClassification = z.infer<typeof wageClassification>;

/** A job's public-works side: null settings when the job keeps hours only. */
export const publicWorksJob = z.object({
  settings: publicWorksSettings.nullable(),
  classifications: z.array(wageClassification),
  /** Each worker's default classification on this job. */
  workerClassifications: z.array(z.object({ userId: z.string(), classificationId: z.string() })),
});
export type PublicWorksJob = z.infer<typeof publicWorksJob>;

export const workerClassificationRequest = z.object({
  classificationId: uuidField(M.classificationNotFound).nullable(),
});

// ---------------------------------------------------------------------------------------------
// Identifying details: company admins only

export const workerIdentityRequest = z.object({
  identifyingNumber: z
    .string({ error: M.identifyingNumberInvalid })
    .trim()
    .refine((v) => /^[0-9A-Za-z]{4,20}$/.test(v.replace(/[\s-]/g, '')), M.identifyingNumberInvalid),
  address: optionalText(200),
});

/** `reveal=true`: the full number too (each reveal recorded in the company's ledger). */
export const workerIdentityQuery = z.object({
  reveal: z
    .enum(['true', 'false'], { error: 'revealNotBoolean' })
    .optional()
    .transform((v) => v === 'true'),
});

export const workerIdentity = z.object({
  userId: z.string(),
  /** Null when nothing is on file. */
  lastFour: z.string().nullable(),
  /** Only when asked with `reveal=true` (and in the answer to a save). */
  identifyingNumber: z.string().nullable(),
  address: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type WorkerIdentity = z.infer<typeof workerIdentity>;

// ---------------------------------------------------------------------------------------------
// Deductions (column 8), typed or imported as CSV

const cents = z
  .union([z.string(), z.number()], { error: M.deductionInvalid })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,5}(\.\d{1,2})?$/.test(v), M.deductionInvalid);

export const deductionsRow = z.object({
  userId: uuidField('staffNotFound'),
  fica: cents,
  withholding: cents,
  other: cents.default('0'),
  otherNote: optionalText(200),
});

export const deductionsRequest = z.object({
  weekStart: day(M.weekNotStart),
  rows: z.array(deductionsRow).min(1).max(2000),
});
export type DeductionsRequest = z.input<typeof deductionsRequest>;

/** A CSV with a header line (worker, fica, withholding, other, otherNote); worker by email. */
export const deductionsImportRequest = z.object({
  weekStart: day(M.weekNotStart),
  csv: z.string({ error: M.deductionsFileEmpty }).min(1, M.deductionsFileEmpty).max(1_000_000),
});

export const deductionsResult = z.object({ saved: z.number() });

// ---------------------------------------------------------------------------------------------
// The weekly payroll

export const certifiedPayrollWeekQuery = z.object({
  jobId: uuidField('jobIdInvalid'),
  weekStart: day(M.weekNotStart),
});

export const certifiedPayrollListQuery = z.object({ jobId: uuidField('jobIdInvalid') });

export const certifiedPayrollFileQuery = z.object({
  format: z.enum(CERTIFIED_PAYROLL_FORMATS, { error: M.formatUnknown }).default('pdf'),
});

export const certifiedPayrollWarning = z.object({
  /** Stable within the week: explanations are given under it. */
  key: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** False: it must be resolved (the payroll cannot be right without it). */
  explainable: z.boolean(),
  userId: z.string().nullable(),
  entryId: z.string().nullable(),
});
export type CertifiedPayrollWarningItem = z.infer<typeof certifiedPayrollWarning>;

const week7 = z.array(z.string()).length(7);

/** One WH-347 row: a worker's week in one classification. Hours "8.00", money "123.45". */
export const certifiedPayrollRow = z.object({
  classificationId: z.string(),
  classificationName: z.string(),
  /** Operator classifications: the equipment run that week, as the entries name it. */
  equipment: z.string().nullable(),
  straightTimeByDay: week7,
  overtimeByDay: week7,
  straightTimeHours: z.string(),
  overtimeHours: z.string(),
  /** The basic hourly rate paid, and the fringe per hour paid in cash or to plans. */
  baseRate: z.string(),
  cashFringeRate: z.string(),
  planFringeRate: z.string(),
  /** Column 6: S and O rates. */
  straightTimeRate: z.string(),
  overtimeRate: z.string(),
  grossProject: z.string(),
});
export type CertifiedPayrollRow = z.infer<typeof certifiedPayrollRow>;

export const certifiedPayrollWorker = z.object({
  userId: z.string(),
  name: z.string(),
  /** As the staff record has them, for files that ask for each (LCPtracker). */
  firstName: z.string(),
  lastName: z.string(),
  /** Only ever masked: "xxx-xx-1234", or "" when nothing is on file. */
  identifyingNumber: z.string(),
  rows: z.array(certifiedPayrollRow),
  projectHours: z.string(),
  allWorkHours: z.string(),
  /** Column 7: gross on this project, and for all work that week. */
  projectGross: z.string(),
  allWorkGross: z.string(),
  planFringe: z.string(),
  /** Column 8, null until typed or imported. */
  deductions: z
    .object({
      fica: z.string(),
      withholding: z.string(),
      other: z.string(),
      otherNote: z.string().nullable(),
      total: z.string(),
      source: z.enum(['typed', 'imported']),
    })
    .nullable(),
  /** Column 9: all-work gross less the deductions; null without deductions. */
  netPay: z.string().nullable(),
});
export type CertifiedPayrollWorker = z.infer<typeof certifiedPayrollWorker>;

export const certifiedPayrollSignature = z.object({
  signatoryName: z.string(),
  signatoryTitle: z.string(),
  signedAt: z.string(),
  signedByEmail: z.string().nullable(),
  /** Warning key → the explanation given when signing. */
  explanations: z.record(z.string(), z.string()),
});

/** The week's certified payroll: computed live until signed, then as signed. */
export const certifiedPayroll = z.object({
  /** The signed payroll's id; null before signing. */
  id: z.string().nullable(),
  jobId: z.string(),
  weekStart: z.string(),
  weekEnding: z.string(),
  dates: week7,
  status: z.enum(['unsigned', 'signed']),
  /** Sequential per project; the number it will take when unsigned. */
  payrollNumber: z.number(),
  isFinal: z.boolean(),
  noWorkPerformed: z.boolean(),
  contractor: z.object({ name: z.string(), address: z.string() }),
  project: z.object({
    name: z.string(),
    location: z.string(),
    projectNumber: z.string().nullable(),
    contractNumber: z.string().nullable(),
    awardingAgency: z.string(),
    wageLaw: z.enum(WAGE_LAWS),
  }),
  fringePaidAs: z.enum(FRINGE_PAID_AS),
  overtimeRate: z.enum(OVERTIME_RATE_METHODS),
  workers: z.array(certifiedPayrollWorker),
  totals: z.object({
    projectHours: z.string(),
    projectGross: z.string(),
    planFringe: z.string(),
  }),
  warnings: z.array(certifiedPayrollWarning),
  signature: certifiedPayrollSignature.nullable(),
  /** SHA-256 of the signed figures, as kept in the ledger; null before signing. */
  sha256: z.string().nullable(),
});
export type CertifiedPayroll = z.infer<typeof certifiedPayroll>;

export const certifiedPayrollWeekSummary = z.object({
  weekStart: z.string(),
  weekEnding: z.string(),
  status: z.enum(['unsigned', 'signed']),
  id: z.string().nullable(),
  payrollNumber: z.number().nullable(),
  isFinal: z.boolean(),
  noWorkPerformed: z.boolean().nullable(),
  /** Approved hours on the project that week. */
  hours: z.string(),
  signedAt: z.string().nullable(),
});

export const certifiedPayrollList = z.object({
  jobId: z.string(),
  jobName: z.string(),
  settings: publicWorksSettings,
  /** Newest first: every covered week from the project's first to this one (or the final). */
  weeks: z.array(certifiedPayrollWeekSummary),
});
export type CertifiedPayrollList = z.infer<typeof certifiedPayrollList>;

export const signCertifiedPayrollRequest = z.object({
  jobId: uuidField('jobIdInvalid'),
  weekStart: day(M.weekNotStart),
  signatoryName: text(200, M.signatoryNameRequired),
  signatoryTitle: text(200, M.signatoryTitleRequired),
  isFinal: z.boolean().default(false),
  explanations: z.record(z.string().max(200), z.string().trim().max(500)).default({}),
});
export type SignCertifiedPayrollRequest = z.input<typeof signCertifiedPayrollRequest>;

/** The company's public-works jobs, for the Certified Payroll screen's job picker. */
export const publicWorksJobList = z.array(
  publicWorksSettings.extend({ jobName: z.string(), isActive: z.boolean() }),
);
export type PublicWorksJobList = z.infer<typeof publicWorksJobList>;
