import { z } from 'zod';
import { isEntryDate } from '../rules/numbers-and-ranges';
import { MAX_HOURLY_RATE, hasTwoDecimalsAtMost } from '../rules/wc-rules';
import { withDateRange } from './date-range';

export const WC_AUDIT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type WcAuditFormat = (typeof WC_AUDIT_FORMATS)[number];

/** The WC audit packet of a policy period (at most a year and a bit, as every report). */
export const wcAuditQuery = withDateRange(
  z.object({
    startDate: z.string({ error: 'startDateRequired' }).refine(isEntryDate, 'startDateNotDate'),
    endDate: z.string({ error: 'endDateRequired' }).refine(isEntryDate, 'endDateNotDate'),
    format: z.enum(WC_AUDIT_FORMATS, { error: 'wcAuditFormatUnknown' }).default('json'),
    /** The client's cache-buster; ignored. */
    _: z.string().max(50).optional(),
  }),
);
export type WcAuditQuery = z.input<typeof wcAuditQuery>;

const moneyFields = {
  /** Hours to two places ("45.00"). */
  hours: z.string(),
  /** Every hour at its straight-time rate. */
  straightWages: z.string(),
  /** The premium portion of overtime and double time, shown whether or not it counts. */
  overtimePremium: z.string(),
  /** What the state counts as payroll (straight time, plus the overtime premium where included). */
  reportablePayroll: z.string(),
  /** Payroll × comp rate %, or on the hours basis hours × the rate per hour. */
  premium: z.string(),
};

export const wcAuditLine = z.object({
  userId: z.string(),
  workerName: z.string(),
  wcCode: z.string(),
  compRate: z.string(),
  ...moneyFields,
});
export type WcAuditLine = z.infer<typeof wcAuditLine>;

export const wcAuditClassCode = z.object({
  wcCode: z.string(),
  compRate: z.string(),
  workers: z.number(),
  ...moneyFields,
});
export type WcAuditClassCode = z.infer<typeof wcAuditClassCode>;

export const wcThresholdMismatch = z.object({
  entryId: z.string(),
  date: z.string(),
  workerName: z.string(),
  hourlyRate: z.string(),
  hours: z.string(),
  wcCode: z.string().nullable(),
  expectedWcCode: z.string().nullable(),
});

/** A dual-wage work type (several codes split by rate) checked against the bands of a day. */
export const wcThresholdCheck = z.object({
  workTypeId: z.string(),
  workTypeName: z.string(),
  /** The day whose bands were in force for the check: the policy period's first. */
  asOf: z.string(),
  bands: z.array(
    z.object({
      wcCodeId: z.string(),
      wcCode: z.string(),
      minHourlyRate: z.string(),
      maxHourlyRate: z.string(),
    }),
  ),
  entriesChecked: z.number(),
  mismatches: z.array(wcThresholdMismatch),
});
export type WcThresholdCheck = z.infer<typeof wcThresholdCheck>;

export const wcAuditResponse = z.object({
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
  company: z.string(),
  stateRule: z.object({
    state: z.string(),
    /** Whether the state was set for WC or taken from the company's address. */
    source: z.enum(['setting', 'address', 'none']),
    basis: z.enum(['payroll', 'hours']),
    overtimePremium: z.enum(['excluded', 'included']),
    authority: z.string(),
  }),
  lines: z.array(wcAuditLine),
  classCodes: z.array(wcAuditClassCode),
  totals: z.object(moneyFields),
  thresholdChecks: z.array(wcThresholdCheck),
});
export type WcAuditResponse = z.infer<typeof wcAuditResponse>;

// ---------------------------------------------------------------------------------------------
// Thresholds that take effect from a date

const rate = (field: string) =>
  z
    .number({ error: `${field}NotNumber` })
    .min(0, 'wcBandRateRange')
    .max(MAX_HOURLY_RATE, 'wcBandRateRange')
    .refine(hasTwoDecimalsAtMost, 'wcBandRateRange');

export const wcBandChangeRequest = z
  .object({
    workTypeId: z.uuid('workTypeIdNotUuid'),
    effectiveFrom: z
      .string({ error: 'wcEffectiveFromRequired' })
      .refine(isEntryDate, 'wcEffectiveFromRequired'),
    bands: z
      .array(
        z.object({
          wcCodeId: z.uuid('wcCodeIdNotUuid'),
          minHourlyRate: rate('minHourlyRate'),
          maxHourlyRate: rate('maxHourlyRate'),
        }),
        { error: 'wcBandsRequired' },
      )
      .min(1, 'wcBandsRequired')
      .max(10, 'wcBandsRequired'),
  })
  .superRefine((b, ctx) => {
    b.bands.forEach((band, i) => {
      const noThreshold = band.minHourlyRate === 0 && band.maxHourlyRate === 0;
      if (!noThreshold && band.maxHourlyRate <= band.minHourlyRate)
        ctx.addIssue({
          code: 'custom',
          message: 'wcBandOrder',
          path: ['bands', i, 'maxHourlyRate'],
        });
    });
    const ids = b.bands.map((band) => band.wcCodeId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'wcBandTwice', path: ['bands'] });
  });
export type WcBandChangeRequest = z.input<typeof wcBandChangeRequest>;

export const wcBandMove = z.object({
  entryId: z.string(),
  date: z.string(),
  workerName: z.string(),
  hours: z.string(),
  hourlyRate: z.string(),
  fromWcCode: z.string().nullable(),
  toWcCode: z.string(),
  /** The estimated premium the move adds (negative: takes away), to the cent. */
  premiumMoved: z.string(),
  /** In a closed pay period: corrected by an adjustment pair, never rewritten. */
  closed: z.boolean(),
});
export type WcBandMove = z.infer<typeof wcBandMove>;

const moveTotals = z.object({
  entries: z.number(),
  hours: z.string(),
  premiumMoved: z.string(),
});

export const wcBandPreviewResponse = z.object({
  workTypeId: z.string(),
  effectiveFrom: z.string(),
  moves: z.array(wcBandMove),
  open: moveTotals,
  closed: moveTotals,
});
export type WcBandPreviewResponse = z.infer<typeof wcBandPreviewResponse>;

export const wcBandChange = z.object({
  id: z.string(),
  workTypeId: z.string(),
  effectiveFrom: z.string(),
  bands: z.array(
    z.object({
      wcCodeId: z.string(),
      wcCode: z.string(),
      minHourlyRate: z.string(),
      maxHourlyRate: z.string(),
      previousMinHourlyRate: z.string(),
      previousMaxHourlyRate: z.string(),
    }),
  ),
  createdByName: z.string(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type WcBandChange = z.infer<typeof wcBandChange>;

export const wcBandApplyResponse = z.object({
  change: wcBandChange,
  recoded: z.number(),
  adjusted: z.number(),
  preview: wcBandPreviewResponse,
});
export type WcBandApplyResponse = z.infer<typeof wcBandApplyResponse>;

export const wcBandChangesQuery = z.object({ workTypeId: z.uuid('workTypeIdNotUuid') });
