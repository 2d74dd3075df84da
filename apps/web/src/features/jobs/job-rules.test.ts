import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import { ApiError } from '@/app/errors/api-error';
import {
  withSavedJob,
  EMPTY_JOB_FORM,
  failureText,
  groupJobs,
  jobFieldErrors,
  jobFormErrors,
  jobGroupKey,
  jobPayload,
  sanitizeState,
  sanitizeZip,
  selectedWorkTypesError,
  toggleStatusPayload,
  trimJobValues,
  visibleJobs,
  type JobRecord,
  type WorkTypeOption,
} from './job-rules';

const job = (over: Partial<JobRecord>): JobRecord => ({
  jobId: over.jobName ?? 'id',
  jobName: 'Job',
  address: null,
  city: null,
  state: null,
  zipCode: null,
  isActive: true,
  ...over,
});

const wt = (id: string, over: Partial<WorkTypeOption> = {}): WorkTypeOption => ({
  workTypeId: id,
  workTypeName: id.toUpperCase(),
  isActive: true,
  activeCodeCount: 1,
  ...over,
});

describe('job groups', () => {
  it('keys by name, address when present, and city or No City', () => {
    expect(jobGroupKey({ jobName: 'Shop', address: '1200 Harbor Way', city: 'Oakland' })).toBe(
      'Shop - 1200 Harbor Way - Oakland',
    );
    expect(jobGroupKey({ jobName: 'Shop', address: '  ', city: null })).toBe('Shop - No City');
  });

  it('groups same-key jobs, sorts alphabetically and splits off all-inactive groups', () => {
    const jobs = [
      job({ jobId: '1', jobName: 'harbor', city: 'Oakland' }),
      job({ jobId: '2', jobName: 'Alpha', city: 'Berkeley', isActive: false }),
      job({ jobId: '3', jobName: 'harbor', city: 'Oakland', isActive: false }),
      job({ jobId: '4', jobName: 'Beta' }),
      job({ jobId: '5', jobName: 'Zulu', isActive: false }),
    ];
    const { active, inactive } = groupJobs(jobs);
    expect(active.map((g) => g.key)).toEqual(['Beta - No City', 'harbor - Oakland']);
    expect(active[1]!.jobs.map((j) => j.jobId)).toEqual(['1', '3']);
    expect(active[1]!.hasActiveJobs).toBe(true);
    expect(inactive.map((g) => g.key)).toEqual(['Alpha - Berkeley', 'Zulu - No City']);
    expect(inactive.every((g) => !g.hasActiveJobs)).toBe(true);
    expect(visibleJobs(active[1]!, false).map((j) => j.jobId)).toEqual(['1']);
    expect(visibleJobs(active[1]!, true).map((j) => j.jobId)).toEqual(['1', '3']);
  });
});

describe('job form input rules', () => {
  it('keeps digits only in ZIP (5 at most) and letters upper-cased in State (2 at most)', () => {
    expect(sanitizeZip('94a6-07123')).toBe('94607');
    expect(sanitizeState('c1a')).toBe('CA');
    expect(sanitizeState('nyc')).toBe('NY');
  });

  it('trims name, address and city', () => {
    expect(
      trimJobValues({ jobName: ' A ', address: ' b ', city: ' c ', state: 'CA', zipCode: '' }),
    ).toEqual({ jobName: 'A', address: 'b', city: 'c', state: 'CA', zipCode: '' });
  });

  it('checks name, ZIP and at least one work type with the spec texts', () => {
    const errors = jobFormErrors({ ...EMPTY_JOB_FORM, jobName: '  ', zipCode: '123' }, [], []);
    expect(errors).toEqual({
      jobName: CATALOG_MESSAGES.jobNameRequired,
      zipCode: CATALOG_MESSAGES.zipFormat,
      workTypeIds: CATALOG_MESSAGES.atLeastOneWorkType,
    });
    expect(
      jobFormErrors({ ...EMPTY_JOB_FORM, jobName: 'A', zipCode: '94607' }, ['a'], [wt('a')]),
    ).toEqual({});
    expect(jobFormErrors({ ...EMPTY_JOB_FORM, jobName: 'A' }, ['a'], [wt('a')])).toEqual({});
  });

  it('refuses work types that are unknown or have no active WC code', () => {
    expect(selectedWorkTypesError(['x'], [wt('a')])).toEqual(
      CATALOG_MESSAGES.workTypeNotFound('x'),
    );
    expect(selectedWorkTypesError(['a'], [wt('a', { activeCodeCount: 0 })])).toEqual(
      CATALOG_MESSAGES.workTypeNoCodes('A'),
    );
    expect(selectedWorkTypesError(['a'], [wt('a', { activeCodeCount: 2 })])).toBeNull();
    expect(selectedWorkTypesError(['a'], undefined)).toBe(CATALOG_MESSAGES.validateWorkTypesFailed);
  });
});

describe('job bodies', () => {
  it('sends trimmed values, nulls for blanks, companyId on create and the work types', () => {
    expect(
      jobPayload(
        { jobName: ' Roof ', address: '', city: ' Oakland', state: 'ca', zipCode: '' },
        ['a', 'a', 'b'],
        'c1',
      ),
    ).toEqual({
      jobName: 'Roof',
      address: null,
      city: 'Oakland',
      state: 'CA',
      zipCode: null,
      companyId: 'c1',
      workTypeIds: ['a', 'b'],
    });
    expect(jobPayload({ ...EMPTY_JOB_FORM, jobName: 'A' }, ['a'], null)).not.toHaveProperty(
      'companyId',
    );
  });

  it('toggles status by sending the fields with isActive inverted and no work types', () => {
    const body = toggleStatusPayload(job({ jobName: 'A', city: 'Oakland', zipCode: '94607' }));
    expect(body).toEqual({
      jobName: 'A',
      address: null,
      city: 'Oakland',
      state: null,
      zipCode: '94607',
      isActive: false,
    });
  });
});

describe('errors', () => {
  const refused = new ApiError('ZIP must be exactly 5 digits', {
    status: 400,
    body: {
      message: 'ZIP must be exactly 5 digits',
      errors: [{ path: 'zipCode', msg: 'ZIP must be exactly 5 digits' }],
    },
  });

  it('maps server field errors onto the form', () => {
    expect(jobFieldErrors(refused)).toEqual({ zipCode: 'ZIP must be exactly 5 digits' });
    expect(jobFieldErrors(new Error('x'))).toEqual({});
  });

  it("shows a refusal's own text and the screen's text for anything else", () => {
    expect(failureText(refused, 'Failed')).toBe('ZIP must be exactly 5 digits');
    expect(failureText(new ApiError('boom', { status: 500, body: { message: 'boom' } }), 'F')).toBe(
      'F',
    );
    expect(failureText(new ApiError('offline', { status: 0 }), 'F')).toBe('F');
  });
});

describe('a saved job in the list', () => {
  const job = (id: string, name: string) => ({
    jobId: id,
    jobName: name,
    address: null,
    city: 'Fresno',
    state: null,
    zipCode: null,
    isActive: true,
  });

  it('replaces the job where it was, keeping the others', () => {
    const list = [job('1', 'A'), job('2', 'B')];
    expect(withSavedJob(list, job('2', 'B renamed')).map((j) => j.jobName)).toEqual([
      'A',
      'B renamed',
    ]);
    expect(list[1]!.jobName).toBe('B');
  });

  it('adds a new job', () => {
    expect(withSavedJob([job('1', 'A')], job('3', 'C')).map((j) => j.jobId)).toEqual(['1', '3']);
  });
});
