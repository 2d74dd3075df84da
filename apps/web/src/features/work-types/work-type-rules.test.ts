import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import { ApiError } from '@/app/errors/api-error';
import {
  EMPTY_WORK_TYPE_FORM,
  activeCodeCountOf,
  WORK_TYPE_TEXTS,
  failureText,
  nameFieldError,
  rateBand,
  sortCodes,
  wcCodesPayload,
  workTypeFormErrors,
  workTypeFormValues,
  workTypePayload,
  type WcCodeRecord,
  type WorkTypeFormValues,
  type WorkTypeRecord,
} from './work-type-rules';

const code = (over: Partial<WcCodeRecord>): WcCodeRecord => ({
  id: over.code ?? 'c',
  code: '5403',
  workTypeId: 'w',
  minHourlyRate: 0,
  maxHourlyRate: 0,
  compRate: 5,
  isActive: true,
  ...over,
});

const carpentry: WorkTypeRecord = {
  workTypeId: 'w',
  workTypeName: 'Carpentry',
  isActive: true,
  companyId: 'co',
  activeCodeCount: 2,
};

const threshold: WorkTypeFormValues = {
  ...EMPTY_WORK_TYPE_FORM,
  workTypeName: 'Framing',
  threshold: '36',
  belowCode: '5403',
  belowCompRate: '10.5',
  aboveCode: '5432',
  aboveCompRate: '6.25',
};

const single: WorkTypeFormValues = {
  ...EMPTY_WORK_TYPE_FORM,
  workTypeName: 'Clerical',
  noThreshold: true,
  code: '8810',
  compRate: '0.31',
};

describe('active code count', () => {
  it('counts active codes from the loaded codes, else uses the server count', () => {
    expect(activeCodeCountOf(carpentry, [code({}), code({ isActive: false })])).toBe(1);
    expect(activeCodeCountOf(carpentry, undefined)).toBe(2);
  });
});

describe('rate range display', () => {
  it('reads 0–0 as All rates and an upper bound of 999 or more as open-ended', () => {
    expect(rateBand({ minHourlyRate: 0, maxHourlyRate: 0 })).toEqual({ kind: 'all' });
    expect(rateBand({ minHourlyRate: 36, maxHourlyRate: 999.99 })).toEqual({
      kind: 'above',
      min: 36,
    });
    expect(rateBand({ minHourlyRate: 36, maxHourlyRate: 999 })).toEqual({ kind: 'above', min: 36 });
    expect(rateBand({ minHourlyRate: 0, maxHourlyRate: 36 })).toEqual({ kind: 'below', max: 36 });
    expect(rateBand({ minHourlyRate: 20, maxHourlyRate: 950 })).toEqual({
      kind: 'between',
      min: 20,
      max: 950,
    });
  });

  it('lists active codes first', () => {
    const sorted = sortCodes([
      code({ id: 'old', isActive: false }),
      code({ id: 'above', minHourlyRate: 36, maxHourlyRate: 999.99 }),
      code({ id: 'below', maxHourlyRate: 36 }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['below', 'above', 'old']);
  });
});

describe('edit mode detection', () => {
  it('reads a threshold pair from the active codes', () => {
    const values = workTypeFormValues(carpentry, [
      code({ code: '5403', maxHourlyRate: 36, compRate: 10.5 }),
      code({ code: '5432', minHourlyRate: 36, maxHourlyRate: 999.99, compRate: 6.25 }),
      code({ code: '9999', isActive: false }),
    ]);
    expect(values).toMatchObject({
      workTypeName: 'Carpentry',
      noThreshold: false,
      threshold: '36',
      belowCode: '5403',
      belowCompRate: '10.5',
      aboveCode: '5432',
      aboveCompRate: '6.25',
    });
  });

  it('reads one 0–0 code as No Threshold, and a new form starts empty', () => {
    expect(workTypeFormValues(carpentry, [code({ code: '8810', compRate: 0.31 })])).toMatchObject({
      noThreshold: true,
      code: '8810',
      compRate: '0.31',
    });
    expect(workTypeFormValues(null, [])).toEqual(EMPTY_WORK_TYPE_FORM);
  });
});

describe('work type form validation', () => {
  it('accepts complete forms of both modes', () => {
    expect(workTypeFormErrors(threshold)).toEqual({});
    expect(workTypeFormErrors(single)).toEqual({});
  });

  it('requires the name, codes, comp rates and threshold with the spec texts', () => {
    expect(workTypeFormErrors({ ...EMPTY_WORK_TYPE_FORM, workTypeName: ' ' })).toEqual({
      workTypeName: CATALOG_MESSAGES.workTypeNameRequired,
      threshold: CATALOG_MESSAGES.thresholdRequired,
      belowCode: CATALOG_MESSAGES.wcCodeRequired,
      belowCompRate: CATALOG_MESSAGES.compRateRequired,
      aboveCode: CATALOG_MESSAGES.wcCodeRequired,
      aboveCompRate: CATALOG_MESSAGES.compRateRequired,
    });
    expect(workTypeFormErrors({ ...single, code: '', compRate: '' })).toEqual({
      code: CATALOG_MESSAGES.wcCodeRequired,
      compRate: CATALOG_MESSAGES.compRateRequired,
    });
  });

  it('checks formats and ranges', () => {
    expect(
      workTypeFormErrors({
        ...threshold,
        threshold: 'abc',
        belowCode: '881',
        belowCompRate: '1e',
        aboveCompRate: '100',
      }),
    ).toEqual({
      threshold: CATALOG_MESSAGES.thresholdNumber,
      belowCode: CATALOG_MESSAGES.wcCodeFormat,
      belowCompRate: CATALOG_MESSAGES.compRateNumber,
      aboveCompRate: CATALOG_MESSAGES.compRateRange,
    });
    expect(workTypeFormErrors({ ...threshold, threshold: '0', aboveCompRate: '0' })).toEqual({
      threshold: CATALOG_MESSAGES.thresholdRange,
      aboveCompRate: CATALOG_MESSAGES.compRateRange,
    });
    expect(workTypeFormErrors({ ...threshold, threshold: '99.99', aboveCompRate: '0.01' })).toEqual(
      {},
    );
    expect(workTypeFormErrors({ ...threshold, threshold: '100' })).toEqual({
      threshold: CATALOG_MESSAGES.thresholdRange,
    });
  });

  it('refuses a comp rate of more than 2 decimals, as the API does', () => {
    expect(workTypeFormErrors({ ...single, compRate: '0.315' })).toEqual({
      compRate: 'compRateDecimals',
    });
  });

  it('requires different below and above codes', () => {
    expect(workTypeFormErrors({ ...threshold, aboveCode: '5403' })).toEqual({
      aboveCode: CATALOG_MESSAGES.codesMustDiffer,
    });
  });

  it('ignores the fields of the other mode', () => {
    expect(workTypeFormErrors({ ...single, threshold: 'x', belowCode: '1' })).toEqual({});
  });
});

describe('payload for POST /wc-codes/multiple', () => {
  it('sends one 0–0 code in No Threshold mode', () => {
    expect(wcCodesPayload(single)).toEqual({
      ok: true,
      wcCodes: [{ code: '8810', minHourlyRate: 0, maxHourlyRate: 0, compRate: 0.31 }],
    });
  });

  it('sends below 0–T and above T–999.99 in threshold mode, the threshold rounded to 2 decimals', () => {
    expect(wcCodesPayload({ ...threshold, threshold: '36.004' })).toEqual({
      ok: true,
      wcCodes: [
        { code: '5403', minHourlyRate: 0, maxHourlyRate: 36, compRate: 10.5 },
        { code: '5432', minHourlyRate: 36, maxHourlyRate: 999.99, compRate: 6.25 },
      ],
    });
  });

  it('re-checks code format and comp rate', () => {
    expect(wcCodesPayload({ ...single, code: '88' })).toEqual({
      ok: false,
      message: CATALOG_MESSAGES.invalidCodeFormat,
    });
    expect(wcCodesPayload({ ...threshold, aboveCompRate: 'x' })).toEqual({
      ok: false,
      message: CATALOG_MESSAGES.invalidCompRate,
    });
  });

  it('trims the name and adds companyId when known', () => {
    expect(workTypePayload({ workTypeName: ' Tile ', isActive: false }, 'co')).toEqual({
      workTypeName: 'Tile',
      isActive: false,
      companyId: 'co',
    });
    expect(workTypePayload({ workTypeName: 'Tile', isActive: true }, null)).toEqual({
      workTypeName: 'Tile',
      isActive: true,
    });
  });
});

describe('errors', () => {
  const taken = new ApiError(CATALOG_MESSAGES.workTypeNameTaken, {
    status: 409,
    body: {
      message: CATALOG_MESSAGES.workTypeNameTaken,
      errors: [{ path: 'workTypeName', msg: CATALOG_MESSAGES.workTypeNameTaken }],
    },
  });

  it('reads the name error and prefers a refusal text over the fallback', () => {
    const fallback = WORK_TYPE_TEXTS.createFailed;
    expect(nameFieldError(taken)).toBe(CATALOG_MESSAGES.workTypeNameTaken);
    expect(failureText(taken, fallback)).toEqual({ message: CATALOG_MESSAGES.workTypeNameTaken });
    expect(failureText(new ApiError('x', { status: 503 }), fallback)).toBe(fallback);
    expect(failureText(new Error('x'), fallback)).toBe(fallback);
  });
});
