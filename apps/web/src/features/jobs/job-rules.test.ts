import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES, PUNCH_MESSAGES } from '@sitehours/contract/messages';
import { ApiError } from '@/app/errors/api-error';
import {
  jobFormValues,
  locationProblem,
  positionFields,
  siteErrors,
  sitePayload,
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
      trimJobValues({
        ...EMPTY_JOB_FORM,
        jobName: ' A ',
        address: ' b ',
        city: ' c ',
        state: 'CA',
      }),
    ).toEqual({ ...EMPTY_JOB_FORM, jobName: 'A', address: 'b', city: 'c', state: 'CA' });
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
        { ...EMPTY_JOB_FORM, jobName: ' Roof ', city: ' Oakland', state: 'ca' },
        ['a', 'a', 'b'],
        'c1',
      ),
    ).toEqual({
      jobName: 'Roof',
      address: null,
      city: 'Oakland',
      state: 'CA',
      zipCode: null,
      site: null,
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

describe('job site', () => {
  const values = (site: Partial<typeof EMPTY_JOB_FORM>) => ({
    ...EMPTY_JOB_FORM,
    jobName: 'Roof',
    ...site,
  });

  it("starts empty with the default radius, or from the job's site", () => {
    expect(jobFormValues(null)).toMatchObject({
      siteLatitude: '',
      siteLongitude: '',
      siteRadius: '200',
    });
    expect(
      jobFormValues(job({ site: { latitude: 37.8044, longitude: -122.2711, radiusM: 150 } })),
    ).toMatchObject({ siteLatitude: '37.8044', siteLongitude: '-122.2711', siteRadius: '150' });
  });

  it('sends the typed site, or null when both coordinates are empty (none, or cleared)', () => {
    expect(
      jobPayload(
        values({ siteLatitude: ' 37.8044 ', siteLongitude: '-122.2711', siteRadius: '150' }),
        ['a'],
      ).site,
    ).toEqual({ latitude: 37.8044, longitude: -122.2711, radiusM: 150 });
    expect(sitePayload(values({ siteRadius: '300' }))).toBeNull();
    expect(siteErrors(values({}))).toEqual({});
  });

  it('checks the site as the API does: both coordinates, in range, a whole radius of 25 to 10000', () => {
    expect(siteErrors(values({ siteLatitude: '37.8' }))).toEqual({
      siteLongitude: PUNCH_MESSAGES.siteIncomplete,
    });
    expect(
      siteErrors(values({ siteLatitude: '91', siteLongitude: 'east', siteRadius: '20' })),
    ).toEqual({
      siteLatitude: PUNCH_MESSAGES.invalidPosition,
      siteLongitude: PUNCH_MESSAGES.invalidPosition,
      siteRadius: PUNCH_MESSAGES.siteRadiusRange,
    });
    expect(
      siteErrors(values({ siteLatitude: '-90', siteLongitude: '180', siteRadius: '25.5' })),
    ).toEqual({ siteRadius: PUNCH_MESSAGES.siteRadiusRange });
    expect(
      siteErrors(values({ siteLatitude: '0', siteLongitude: '0', siteRadius: '10000' })),
    ).toEqual({});
    // The job form reports them with the other fields.
    expect(jobFormErrors(values({ siteLongitude: '1' }), ['a'], [wt('a')])).toEqual({
      siteLatitude: PUNCH_MESSAGES.siteIncomplete,
    });
  });

  it('takes the device position to six decimals and names why it could not be read', () => {
    expect(positionFields({ latitude: 37.80440123, longitude: -122.2711 })).toEqual({
      siteLatitude: '37.804401',
      siteLongitude: '-122.2711',
    });
    expect(locationProblem({ code: 1 })).toBe('site.locationDenied');
    expect(locationProblem({ code: 2 })).toBe('site.locationUnavailable');
    expect(locationProblem({ code: 3 })).toBe('site.locationUnavailable');
    expect(locationProblem(null)).toBe('site.locationUnavailable');
  });

  it("puts the server's site errors on the site fields", () => {
    const error = new ApiError('bad', {
      status: 400,
      body: {
        message: 'bad',
        errors: [
          { path: 'site.radiusM', msg: PUNCH_MESSAGES.siteRadiusRange },
          { path: 'site', msg: PUNCH_MESSAGES.invalidPosition },
        ],
      },
    });
    expect(jobFieldErrors(error)).toEqual({
      siteRadius: PUNCH_MESSAGES.siteRadiusRange,
      siteLatitude: PUNCH_MESSAGES.invalidPosition,
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
