import { describe, expect, it } from 'vitest';
import { CERTIFIED_PAYROLL_MESSAGES as M } from '@sitehours/contract/messages';
import type {
  PublicWorksJob,
  PublicWorksSettings,
  WageClassification,
} from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import {
  classifiableWorkers,
  classificationChoices,
  classificationFieldErrors,
  classificationFormErrors,
  classificationFormValues,
  classificationPayload,
  defaultClassifications,
  filterWorkers,
  jobLocation,
  nextRateDate,
  publicWorksFieldErrors,
  publicWorksFormErrors,
  publicWorksFormValues,
  publicWorksJobIds,
  publicWorksPayload,
  rateInForce,
  showRate,
  sortClassifications,
  withSavedClassification,
  withWorkerClassification,
  type ClassificationFormValues,
} from './public-works-rules';

const site = { address: '1200 Harbor Way', city: 'Oakland', state: 'CA', zipCode: '94607' };

const settings: PublicWorksSettings = {
  jobId: 'job-1',
  wageLaw: 'state',
  awardingAgency: 'Caltrans District 4',
  projectNumber: '04-1A2304',
  contractNumber: null,
  projectLocation: 'I-880 at 23rd Ave',
  startDate: '2026-03-02',
  fringePaidAs: 'cash',
  overtimeRate: 'classificationWorked',
};

const classification = (over: Partial<WageClassification> = {}): WageClassification => ({
  id: 'c-1',
  jobId: 'job-1',
  name: 'Electrician',
  determination: 'CA20260001 Mod 3',
  isOperator: false,
  isActive: true,
  rates: [{ effectiveFrom: '2026-01-01', baseRate: '45.50', fringeRate: '20.10' }],
  ...over,
});

const apiError = (errors: { path: string; msg: string }[]) =>
  new ApiError('Validation failed', {
    status: 400,
    body: { error: 'validation_error', message: errors[0]?.msg, errors },
  });

let keys = 0;
const newKey = () => `k${++keys}`;

describe('the public-works settings form', () => {
  it("starts a job not yet public works on the contract's defaults, at the job's address", () => {
    expect(publicWorksFormValues(null, site)).toEqual({
      wageLaw: 'federal',
      awardingAgency: '',
      projectNumber: '',
      contractNumber: '',
      projectLocation: '1200 Harbor Way, Oakland, CA 94607',
      startDate: '',
      fringePaidAs: 'plan',
      overtimeRate: 'weightedAverage',
    });
  });

  it('writes the location from what the job has', () => {
    expect(jobLocation({ address: null, city: 'Fresno', state: 'CA', zipCode: null })).toBe(
      'Fresno, CA',
    );
    expect(jobLocation({ address: ' ', city: null, state: null, zipCode: null })).toBe('');
  });

  it('shows saved settings as they are, and sends them back trimmed with empty fields as null', () => {
    const values = publicWorksFormValues(settings, site);
    expect(values.contractNumber).toBe('');
    expect(values.projectLocation).toBe('I-880 at 23rd Ave');
    expect(
      publicWorksPayload({ ...values, awardingAgency: '  Caltrans  ', projectNumber: '  ' }),
    ).toEqual({
      wageLaw: 'state',
      awardingAgency: 'Caltrans',
      projectNumber: null,
      contractNumber: null,
      projectLocation: 'I-880 at 23rd Ave',
      startDate: '2026-03-02',
      fringePaidAs: 'cash',
      overtimeRate: 'classificationWorked',
    });
  });

  it("checks the fields as the contract's request does", () => {
    const values = publicWorksFormValues(null, site);
    expect(publicWorksFormErrors(values)).toEqual({
      awardingAgency: M.agencyRequired,
      startDate: M.startDateRequired,
    });
    expect(
      publicWorksFormErrors({
        ...values,
        awardingAgency: 'City of Oakland',
        startDate: '2026-02-30',
        contractNumber: 'x'.repeat(201),
      }),
    ).toEqual({ startDate: M.startDateRequired, contractNumber: M.textTooLong });
    expect(
      publicWorksFormErrors({ ...values, awardingAgency: 'City', startDate: '2026-03-02' }),
    ).toEqual({});
  });

  it("puts the server's field errors under the fields it names", () => {
    const error = apiError([
      { path: 'startDate', msg: 'pwStartAfterSigned' },
      { path: 'somethingElse', msg: 'invalidValue' },
    ]);
    expect(publicWorksFieldErrors(error)).toEqual({ startDate: 'pwStartAfterSigned' });
    expect(publicWorksFieldErrors(new Error('offline'))).toEqual({});
  });

  it('marks the jobs of the public-works list', () => {
    const ids = publicWorksJobIds([{ ...settings, jobName: 'Harbor', isActive: true }]);
    expect(ids.has('job-1')).toBe(true);
    expect(ids.has('job-2')).toBe(false);
    expect(publicWorksJobIds(undefined).size).toBe(0);
  });
});

describe('the classification form', () => {
  it('starts a new classification with one row of rates from the first day of work', () => {
    const values = classificationFormValues(null, '2026-03-02', newKey);
    expect(values).toMatchObject({
      name: '',
      determination: '',
      isOperator: false,
      isActive: true,
    });
    expect(values.rates).toHaveLength(1);
    expect(values.rates[0]).toMatchObject({
      effectiveFrom: '2026-03-02',
      baseRate: '',
      fringeRate: '',
    });
  });

  it('shows a saved one with its rates oldest first, each row with its own key', () => {
    const values = classificationFormValues(
      classification({
        determination: null,
        rates: [
          { effectiveFrom: '2026-07-01', baseRate: '47.000', fringeRate: '21.125' },
          { effectiveFrom: '2026-01-01', baseRate: '45.500', fringeRate: '20.100' },
        ],
      }),
      '2026-03-02',
      newKey,
    );
    expect(values.determination).toBe('');
    expect(values.rates.map(({ key: _, ...rate }) => rate)).toEqual([
      { effectiveFrom: '2026-01-01', baseRate: '45.50', fringeRate: '20.10' },
      { effectiveFrom: '2026-07-01', baseRate: '47.00', fringeRate: '21.125' },
    ]);
    expect(new Set(values.rates.map((r) => r.key)).size).toBe(2);
  });

  it('starts an added row the day after the latest one, so no date is given twice', () => {
    expect(nextRateDate([], '2026-03-02')).toBe('2026-03-02');
    expect(nextRateDate([{ effectiveFrom: '' }], '2026-03-02')).toBe('2026-03-02');
    expect(
      nextRateDate([{ effectiveFrom: '2026-12-31' }, { effectiveFrom: '2026-07-01' }], 'x'),
    ).toBe('2027-01-01');
  });

  const filled: ClassificationFormValues = {
    name: '  Operating Engineer Group 8 ',
    determination: ' ',
    isOperator: true,
    isActive: true,
    rates: [
      { key: 'a', effectiveFrom: '2026-03-02', baseRate: ' 52.125 ', fringeRate: '30' },
      { key: 'b', effectiveFrom: '2026-01-01', baseRate: '50', fringeRate: '29.5' },
    ],
  };

  it('sends the rates trimmed and in the order of the form', () => {
    expect(classificationPayload(filled)).toEqual({
      name: 'Operating Engineer Group 8',
      determination: null,
      isOperator: true,
      isActive: true,
      rates: [
        { effectiveFrom: '2026-03-02', baseRate: '52.125', fringeRate: '30' },
        { effectiveFrom: '2026-01-01', baseRate: '50', fringeRate: '29.5' },
      ],
    });
    expect(classificationFormErrors(filled)).toEqual({});
  });

  it('names the field of each refusal: the name, a rate of a row, a date given twice', () => {
    const [first, second] = filled.rates as [
      ClassificationFormValues['rates'][number],
      ClassificationFormValues['rates'][number],
    ];
    expect(
      classificationFormErrors({
        ...filled,
        name: ' ',
        rates: [first, { ...second, baseRate: '45.5555', fringeRate: '-1' }],
      }),
    ).toEqual({
      name: M.classificationNameRequired,
      'rates.1.baseRate': M.classificationRateInvalid,
      'rates.1.fringeRate': M.classificationRateInvalid,
    });
    expect(
      classificationFormErrors({
        ...filled,
        rates: [first, { ...second, effectiveFrom: first.effectiveFrom }],
      }),
    ).toEqual({ rates: M.classificationRateDateTwice });
    expect(classificationFormErrors({ ...filled, rates: [] })).toEqual({
      rates: M.classificationRatesRequired,
    });
  });

  it("keeps the server's errors of the form's fields, a row's other refusals under the list", () => {
    const error = apiError([
      { path: 'name', msg: 'classificationNameTaken' },
      { path: 'rates.0.fringeRate', msg: 'classificationRateInvalid' },
      { path: 'rates.2', msg: 'invalidValue' },
      { path: 'jobId', msg: 'invalidValue' },
    ]);
    expect(classificationFieldErrors(error)).toEqual({
      name: 'classificationNameTaken',
      'rates.0.fringeRate': 'classificationRateInvalid',
      rates: 'invalidValue',
    });
  });
});

describe('the rate in force', () => {
  it('shows as money: two decimal places, a third only when it is not zero', () => {
    expect(showRate('45.500')).toBe('45.50');
    expect(showRate('52.125')).toBe('52.125');
    expect(showRate('30')).toBe('30.00');
    expect(showRate('0.000')).toBe('0.00');
    expect(showRate('7.1')).toBe('7.10');
    expect(showRate('n/a')).toBe('n/a');
  });

  const rates = [
    { effectiveFrom: '2026-07-01', baseRate: '47.00', fringeRate: '21.00' },
    { effectiveFrom: '2026-01-01', baseRate: '45.50', fringeRate: '20.10' },
    { effectiveFrom: '2027-01-01', baseRate: '49.00', fringeRate: '22.00' },
  ];

  it('is the latest from that day or before, with the next one to come', () => {
    expect(rateInForce(rates, '2026-03-15')).toEqual({ current: rates[1], next: rates[0] });
    expect(rateInForce(rates, '2026-07-01')).toEqual({ current: rates[0], next: rates[2] });
    expect(rateInForce(rates, '2027-06-30')).toEqual({ current: rates[2], next: null });
  });

  it('is none before the first rate takes effect', () => {
    expect(rateInForce(rates, '2025-12-31')).toEqual({ current: null, next: rates[1] });
    expect(rateInForce([], '2026-01-01')).toEqual({ current: null, next: null });
  });
});

describe("workers' default classification", () => {
  const people = [
    { id: 'u1', name: 'Zoë Núñez', email: 'ZOE@acme.test', isActive: true },
    { id: 'u2', name: 'Ann Lee', email: 'ann@acme.test', isActive: true },
    { id: 'u3', name: 'Gone Worker', email: 'gone@acme.test', isActive: false },
    { id: 'u4', name: ' ', email: 'noname@acme.test', isActive: true },
  ];

  it('lists the active people by name, with their email', () => {
    expect(classifiableWorkers(people)).toEqual([
      { userId: 'u2', name: 'Ann Lee', email: 'ann@acme.test' },
      { userId: 'u4', name: 'noname@acme.test', email: 'noname@acme.test' },
      { userId: 'u1', name: 'Zoë Núñez', email: 'zoe@acme.test' },
    ]);
  });

  it('finds workers by every word typed, accents and case aside', () => {
    const workers = classifiableWorkers(people);
    expect(filterWorkers(workers, '').map((w) => w.userId)).toEqual(['u2', 'u4', 'u1']);
    expect(filterWorkers(workers, 'nunez').map((w) => w.userId)).toEqual(['u1']);
    expect(filterWorkers(workers, ' ZOE  acme ').map((w) => w.userId)).toEqual(['u1']);
    expect(filterWorkers(workers, 'ann zoe')).toEqual([]);
  });

  const active = classification({ id: 'c-1', name: 'Laborer Group 1' });
  const inactive = classification({ id: 'c-2', name: 'Carpenter', isActive: false });
  const operator = classification({ id: 'c-3', name: 'Crane Operator', isOperator: true });

  it("offers the active classifications, and a worker's own one made inactive since", () => {
    expect(classificationChoices([active, inactive, operator], null).map((c) => c.id)).toEqual([
      'c-3',
      'c-1',
    ]);
    expect(classificationChoices([active, inactive, operator], 'c-2').map((c) => c.id)).toEqual([
      'c-3',
      'c-1',
      'c-2',
    ]);
    expect(sortClassifications([inactive, active]).map((c) => c.id)).toEqual(['c-1', 'c-2']);
  });

  const job: PublicWorksJob = {
    settings,
    classifications: [active, inactive],
    workerClassifications: [
      { userId: 'u1', classificationId: 'c-1' },
      { userId: 'u2', classificationId: 'c-2' },
    ],
  };

  it("reads each worker's choice, and changes or clears one", () => {
    expect(defaultClassifications(job).get('u2')).toBe('c-2');
    const changed = withWorkerClassification(job, 'u2', 'c-1');
    expect(defaultClassifications(changed).get('u2')).toBe('c-1');
    const cleared = withWorkerClassification(changed, 'u1', null);
    expect(cleared.workerClassifications).toEqual([{ userId: 'u2', classificationId: 'c-1' }]);
  });

  it('replaces a saved classification where it was, or adds it', () => {
    const renamed = withSavedClassification(job, { ...active, name: 'Laborer Group 2' });
    expect(renamed.classifications.map((c) => c.name)).toEqual(['Laborer Group 2', 'Carpenter']);
    const added = withSavedClassification(job, operator);
    expect(added.classifications.map((c) => c.id)).toEqual(['c-1', 'c-2', 'c-3']);
  });
});
