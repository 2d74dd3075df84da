import { schemaResolver } from '@mantine/form';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import {
  ABOVE_CODE_DISPLAY_MIN,
  detectThresholdMode,
  isNoThresholdBand,
  parseDecimal,
  thresholdBands,
} from '@sitehours/contract/rules';
import {
  compRateValue,
  wcCodeValue,
  workTypeRequest,
  type WcCode,
  type WcCodesMultipleRequest,
  type WorkType,
  type WorkTypeRequest,
} from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import type workTypesCatalogue from '@/locales/en/workTypes.json';

/**
 * Pure rules of Work Types and WC Codes (company spec §2.5, §4 "WC threshold modes", §5 "Work
 * types and WC codes"; docs/decisions/0006-wc-code-matching.md).
 */

/** Codes and work types are the contract's, read by their camelCase names. */
export type WcCodeRecord = WcCode;

export type WorkTypeRecord = Pick<
  WorkType,
  'workTypeId' | 'workTypeName' | 'isActive' | 'companyId' | 'activeCodeCount'
>;

/** The count shown beside a work type: the server's, else counted from its loaded codes. */
export function activeCodeCountOf(
  workType: WorkTypeRecord,
  codes: readonly WcCodeRecord[] | undefined,
): number {
  if (codes) return codes.filter((c) => c.isActive).length;
  return workType.activeCodeCount;
}

// ---------------------------------------------------------------------------------------------
// Display

/** How a code's rate band reads; the screen words it (work-type-texts.ts). */
export type RateBand =
  | { kind: 'all' }
  | { kind: 'above'; min: number }
  | { kind: 'below'; max: number }
  | { kind: 'between'; min: number; max: number };

/**
 * The rate band of a code: 0–0 reads 'All rates'; an upper bound of 999 or more reads as
 * open-ended ('$36.00 and above'); a band from 0 holds rates under its upper bound ('Below
 * $36.00'); any other band reads '$20.00 – $950.00'.
 */
export function rateBand(code: Pick<WcCodeRecord, 'minHourlyRate' | 'maxHourlyRate'>): RateBand {
  if (isNoThresholdBand(code)) return { kind: 'all' };
  if (code.maxHourlyRate >= ABOVE_CODE_DISPLAY_MIN)
    return { kind: 'above', min: code.minHourlyRate };
  if (code.minHourlyRate === 0) return { kind: 'below', max: code.maxHourlyRate };
  return { kind: 'between', min: code.minHourlyRate, max: code.maxHourlyRate };
}

/** Codes in the order shown: active first, then by lower bound and code. */
export function sortCodes(codes: readonly WcCodeRecord[]): WcCodeRecord[] {
  return [...codes].sort(
    (a, b) =>
      Number(b.isActive) - Number(a.isActive) ||
      a.minHourlyRate - b.minHourlyRate ||
      a.code.localeCompare(b.code),
  );
}

// ---------------------------------------------------------------------------------------------
// Form

export interface WorkTypeFormValues {
  workTypeName: string;
  isActive: boolean;
  addToAllJobs: boolean;
  noThreshold: boolean;
  /** No Threshold mode: the one code. */
  code: string;
  compRate: string;
  /** Threshold mode. */
  threshold: string;
  belowCode: string;
  belowCompRate: string;
  aboveCode: string;
  aboveCompRate: string;
}

export type WorkTypeFormErrors = Partial<Record<keyof WorkTypeFormValues, string>>;

export const EMPTY_WORK_TYPE_FORM: WorkTypeFormValues = {
  workTypeName: '',
  isActive: true,
  addToAllJobs: false,
  noThreshold: false,
  code: '',
  compRate: '',
  threshold: '',
  belowCode: '',
  belowCompRate: '',
  aboveCode: '',
  aboveCompRate: '',
};

/** Number input text: 2 decimals at most, no trailing zeros needed ('36', '5.42'). */
const numberText = (n: number) => String(Number(n.toFixed(2)));

/** Edit mode reads the form mode from the work type's active codes (detectThresholdMode). */
export function workTypeFormValues(
  workType: WorkTypeRecord | null,
  codes: readonly WcCodeRecord[],
): WorkTypeFormValues {
  if (!workType) return EMPTY_WORK_TYPE_FORM;
  const base = {
    ...EMPTY_WORK_TYPE_FORM,
    workTypeName: workType.workTypeName,
    isActive: workType.isActive,
  };
  const detected = detectThresholdMode(codes);
  if (detected.mode === 'none') {
    if (!detected.code) return base;
    return {
      ...base,
      noThreshold: true,
      code: detected.code.code,
      compRate: numberText(detected.code.compRate),
    };
  }
  return {
    ...base,
    noThreshold: false,
    threshold: numberText(detected.threshold),
    belowCode: detected.below?.code ?? '',
    belowCompRate: detected.below ? numberText(detected.below.compRate) : '',
    aboveCode: detected.above?.code ?? '',
    aboveCompRate: detected.above ? numberText(detected.above.compRate) : '',
  };
}

/** The contract's checks of one field: the API's own rule for the name, a code and a comp rate. */
const checkName = schemaResolver(workTypeRequest.pick({ workTypeName: true }), { sync: true });
const checkCode = schemaResolver(wcCodeValue, { sync: true });
const checkCompRate = schemaResolver(compRateValue, { sync: true });
/** A single value's schema reports its issue under the empty path. */
const valueIssue = (errors: Record<string, unknown>) => errors[''] as string | undefined;

export const wcCodeError = (value: string) => valueIssue(checkCode(value));
export const compRateError = (value: string) => valueIssue(checkCompRate(value));

/**
 * The threshold is the form's own input (the API receives the two bands it splits): required,
 * a number, between 0.01 and 99.99 (§5).
 */
export function thresholdError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return CATALOG_MESSAGES.thresholdRequired;
  const n = parseDecimal(v);
  if (n === undefined) return CATALOG_MESSAGES.thresholdNumber;
  if (n < 0.01 || n > 99.99) return CATALOG_MESSAGES.thresholdRange;
  return undefined;
}

/** Every check of §5 for the fields of the current mode. */
export function workTypeFormErrors(values: WorkTypeFormValues): WorkTypeFormErrors {
  const errors: WorkTypeFormErrors = {
    workTypeName: checkName({ workTypeName: values.workTypeName }).workTypeName as
      string | undefined,
  };
  if (values.noThreshold) {
    errors.code = wcCodeError(values.code);
    errors.compRate = compRateError(values.compRate);
  } else {
    errors.threshold = thresholdError(values.threshold);
    errors.belowCode = wcCodeError(values.belowCode);
    errors.belowCompRate = compRateError(values.belowCompRate);
    errors.aboveCode = wcCodeError(values.aboveCode);
    errors.aboveCompRate = compRateError(values.aboveCompRate);
    // The API refuses equal codes too, but only once the pair is sent; the form says it at once.
    if (
      !errors.belowCode &&
      !errors.aboveCode &&
      values.belowCode.trim() === values.aboveCode.trim()
    )
      errors.aboveCode = CATALOG_MESSAGES.codesMustDiffer;
  }
  const out: WorkTypeFormErrors = {};
  for (const [key, error] of Object.entries(errors) as [keyof WorkTypeFormValues, string?][])
    if (error !== undefined) out[key] = error;
  return out;
}

export const hasErrors = (errors: WorkTypeFormErrors) => Object.keys(errors).length > 0;

export type WcCodeBandBody = WcCodesMultipleRequest['wcCodes'][number];

export type WcCodesPayload =
  { ok: true; wcCodes: WcCodeBandBody[] } | { ok: false; message: string };

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/**
 * The codes sent to POST /wc-codes/multiple: one No Threshold code (0–0), or below 0–T and above
 * T–999.99. Re-checks code format and comp rate on the way ('Invalid WC Code format',
 * 'Invalid comp rate').
 */
export function wcCodesPayload(values: WorkTypeFormValues): WcCodesPayload {
  const band = (code: string, compRate: string, minHourlyRate: number, maxHourlyRate: number) => {
    if (wcCodeError(code)) return CATALOG_MESSAGES.invalidCodeFormat;
    if (compRateError(compRate)) return CATALOG_MESSAGES.invalidCompRate;
    return {
      code: code.trim(),
      minHourlyRate,
      maxHourlyRate,
      compRate: twoDecimals(Number(compRate.trim())),
    };
  };
  let bands: (WcCodeBandBody | string)[];
  if (values.noThreshold) {
    bands = [band(values.code, values.compRate, 0, 0)];
  } else {
    if (thresholdError(values.threshold)) return { ok: false, message: CATALOG_MESSAGES.fixErrors };
    const t = thresholdBands(twoDecimals(Number(values.threshold.trim())));
    bands = [
      band(values.belowCode, values.belowCompRate, t.below.minHourlyRate, t.below.maxHourlyRate),
      band(values.aboveCode, values.aboveCompRate, t.above.minHourlyRate, t.above.maxHourlyRate),
    ];
  }
  const failed = bands.find((b): b is string => typeof b === 'string');
  if (failed) return { ok: false, message: failed };
  return { ok: true, wcCodes: bands.filter((b): b is WcCodeBandBody => typeof b !== 'string') };
}

export type WorkTypeBody = WorkTypeRequest;

export const workTypePayload = (
  values: Pick<WorkTypeFormValues, 'workTypeName' | 'isActive'>,
  companyId: string | null,
): WorkTypeBody => ({
  workTypeName: values.workTypeName.trim(),
  isActive: values.isActive,
  ...(companyId ? { companyId } : {}),
});

// ---------------------------------------------------------------------------------------------
// Messages

/** The screen's own error texts: keys of the workTypes catalogue. */
export type WorkTypesErrorKey = Extract<keyof typeof workTypesCatalogue, `error.${string}`>;

/**
 * A text the screen shows: its own (`key`, in the workTypes catalogue) or an English message of
 * the API or the contract (`message`, shown through useTranslateMessage()).
 */
export type ScreenText = { key: WorkTypesErrorKey } | { message: ShownMessage };

/** The server's text for a refusal (4xx), the screen's own text otherwise. */
export function failureText(error: unknown, fallback: ScreenText): ScreenText {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.serverMessage &&
    !error.sessionExpired
  )
    return { message: error.serverMessage };
  return fallback;
}

/** The server's error on the name field (409 name taken, 400 required), if any. */
export function nameFieldError(error: unknown): ShownMessage | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find((e) => e.path === 'workTypeName' || e.path === 'name')?.msg;
}

/** The screen's own failure texts (company spec §8). */
export const WORK_TYPE_TEXTS = {
  createFailed: { key: 'error.createFailed' },
  updateFailed: { key: 'error.updateFailed' },
  statusFailed: { key: 'error.statusFailed' },
  codeStatusFailed: { key: 'error.codeStatusFailed' },
  saveCodesFailed: { key: 'error.saveCodesFailed' },
  assignPartial: { key: 'error.assignPartial' },
  unexpected: { key: 'error.unexpected' },
} as const satisfies Record<string, ScreenText>;

/** The workTypes catalogue key of a status change's success banner (`{{name}}`). */
export const statusSuccessKey = (isActive: boolean) =>
  isActive ? ('success.activated' as const) : ('success.deactivated' as const);

/** The workTypes catalogue key of a WC code status change's success banner (`{{code}}`). */
export const codeStatusSuccessKey = (isActive: boolean) =>
  isActive ? ('success.codeActivated' as const) : ('success.codeDeactivated' as const);
