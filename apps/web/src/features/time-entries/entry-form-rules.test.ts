import { describe, expect, it } from 'vitest';
import {
  CERTIFIED_PAYROLL_MESSAGES,
  PAYROLL_MESSAGES,
  PUNCH_MESSAGES,
  TIME_ENTRY_MESSAGES,
} from '@sitehours/contract/messages';
import { ApiError } from '@/app/errors/api-error';
import {
  emptyEntryValues,
  entryFormErrors,
  entryFormValues,
  newClientId,
  previewEntry,
  saveFailureText,
  saveRequest,
  serverFieldErrors,
  valuesAfterSaveAndContinue,
  type EntryFormValues,
} from './entry-form-rules';
import {
  correctionReasonError,
  deletePath,
  entryPermissions,
  isLocked,
  needsCorrectionReason,
} from './entry-permissions';
import { entryFixture } from './fixtures';
import { capturedTimes } from './typed-times';

const work = (over: Partial<EntryFormValues> = {}): EntryFormValues => ({
  ...emptyEntryValues('2026-11-16'),
  jobId: 'j1',
  workTypeId: 'w1',
  hours: 8,
  ...over,
});
const other = (over: Partial<EntryFormValues> = {}): EntryFormValues => ({
  ...emptyEntryValues('2026-11-16'),
  entryType: 'other',
  ptoTypeId: 'p1',
  hours: '8',
  ...over,
});

describe('entry form validation', () => {
  it('accepts a complete work or Other entry', () => {
    expect(entryFormErrors(work())).toEqual({});
    expect(entryFormErrors(other())).toEqual({});
  });

  it('asks for both a job and a work type, or an Other type', () => {
    expect(entryFormErrors(work({ jobId: '', workTypeId: '' }))).toEqual({
      jobId: TIME_ENTRY_MESSAGES.selectJobAndWorkType,
    });
    expect(entryFormErrors(work({ workTypeId: '' }))).toEqual({
      workTypeId: TIME_ENTRY_MESSAGES.selectJobAndWorkType,
    });
    expect(entryFormErrors(other({ ptoTypeId: '' }))).toEqual({
      ptoTypeId: TIME_ENTRY_MESSAGES.selectOtherType,
    });
    // The other kind's fields do not matter.
    expect(entryFormErrors(other({ jobId: '', workTypeId: '' }))).toEqual({});
  });

  it('checks hours: required, 0 to 12, steps of 0.25', () => {
    expect(entryFormErrors(work({ hours: '' })).hours).toBe(TIME_ENTRY_MESSAGES.enterHours);
    expect(entryFormErrors(work({ hours: 0 })).hours).toBe(TIME_ENTRY_MESSAGES.hoursRange);
    expect(entryFormErrors(work({ hours: 12.25 })).hours).toBe(TIME_ENTRY_MESSAGES.hoursRange);
    expect(entryFormErrors(work({ hours: 7.3 })).hours).toBe(TIME_ENTRY_MESSAGES.hoursStep);
    expect(entryFormErrors(work({ hours: '0.25' })).hours).toBeUndefined();
    expect(entryFormErrors(work({ hours: 12 })).hours).toBeUndefined();
  });

  it('checks the date and the notes length', () => {
    expect(entryFormErrors(work({ entryDate: '' })).entryDate).toBe(
      TIME_ENTRY_MESSAGES.invalidDate,
    );
    expect(entryFormErrors(work({ entryDate: '2026-02-30' })).entryDate).toBe(
      TIME_ENTRY_MESSAGES.invalidDate,
    );
    expect(entryFormErrors(work({ notes: 'x'.repeat(1001) })).notes).toBe(
      TIME_ENTRY_MESSAGES.notesTooLong,
    );
  });

  it('keeps the day, type and job after Save +', () => {
    expect(valuesAfterSaveAndContinue(work({ notes: 'a', hours: 3 }))).toEqual({
      ...emptyEntryValues('2026-11-16'),
      jobId: 'j1',
    });
    expect(valuesAfterSaveAndContinue(other())).toEqual({
      ...emptyEntryValues('2026-11-16'),
      entryType: 'other',
      ptoTypeId: 'p1',
    });
  });

  it('fills the form from an entry', () => {
    const values = entryFormValues(entryFixture({ hours: 6.5, notes: null }));
    expect(values).toMatchObject({ entryType: 'work', jobId: 'j1', hours: 6.5, notes: '' });
  });
});

describe('classification on a public-works job (decision 0028)', () => {
  const ctx = { targetUserId: 'u1', actorUserId: 'u1', entryId: null, clientId: 'client-123' };
  const worked = (over: Partial<EntryFormValues> = {}) =>
    work({ classificationId: 'k1', equipment: '  Excavator CAT 320 ', ...over });

  it('sends the classification and equipment only when chosen, in every kind of save', () => {
    expect(saveRequest(worked(), ctx).body).toMatchObject({
      classificationId: 'k1',
      equipment: 'Excavator CAT 320',
    });
    expect(saveRequest(worked(), { ...ctx, targetUserId: 'u2' }).body).toMatchObject({
      classificationId: 'k1',
      equipment: 'Excavator CAT 320',
    });
    expect(saveRequest(worked(), { ...ctx, entryId: 'e1' }).body).toMatchObject({
      classificationId: 'k1',
      equipment: 'Excavator CAT 320',
    });
    // Left empty: the body is as on any job, and the server uses the worker's usual one.
    const usual = saveRequest(work(), ctx).body;
    expect(usual).not.toHaveProperty('classificationId');
    expect(usual).not.toHaveProperty('equipment');
    expect(saveRequest(worked({ equipment: '  ' }), ctx).body).not.toHaveProperty('equipment');
  });

  it('sends no equipment without a classification, and neither on an Other entry', () => {
    const body = saveRequest(work({ equipment: 'Loader' }), ctx).body;
    expect(body).not.toHaveProperty('equipment');
    const otherBody = saveRequest(other({ classificationId: 'k1', equipment: 'Loader' }), ctx);
    expect(otherBody.body).not.toHaveProperty('classificationId');
    expect(otherBody.body).not.toHaveProperty('equipment');
  });

  it('checks the equipment length on work entries', () => {
    expect(entryFormErrors(worked({ equipment: 'x'.repeat(100) }))).toEqual({});
    expect(entryFormErrors(worked({ equipment: 'x'.repeat(101) }))).toEqual({
      equipment: CERTIFIED_PAYROLL_MESSAGES.equipmentTooLong,
    });
  });

  it('fills the form from an entry and starts blank after Save +', () => {
    const entry = entryFixture({ classificationId: 'k1', equipment: 'Loader' });
    expect(entryFormValues(entry)).toMatchObject({ classificationId: 'k1', equipment: 'Loader' });
    expect(entryFormValues(entryFixture({}))).toMatchObject({
      classificationId: '',
      equipment: '',
    });
    expect(valuesAfterSaveAndContinue(worked())).toMatchObject({
      jobId: 'j1',
      classificationId: '',
      equipment: '',
    });
  });

  it('shows the classification on the pending entry, and maps its server errors', () => {
    const names = { jobName: 'Harbor', workTypeName: 'Carpentry', ptoName: null };
    expect(previewEntry(worked(), ctx, names, null)).toMatchObject({
      classificationId: 'k1',
      equipment: 'Excavator CAT 320',
    });
    expect(previewEntry(work(), ctx, names, null)).not.toHaveProperty('classificationId');
    const error = new ApiError('Validation failed', {
      status: 400,
      body: {
        errors: [
          { path: 'classificationId', msg: CERTIFIED_PAYROLL_MESSAGES.classificationNotOfJob },
          { path: 'equipment', msg: CERTIFIED_PAYROLL_MESSAGES.equipmentTooLong },
        ],
      },
    });
    expect(serverFieldErrors(error, worked())).toEqual({
      classificationId: CERTIFIED_PAYROLL_MESSAGES.classificationNotOfJob,
      equipment: CERTIFIED_PAYROLL_MESSAGES.equipmentTooLong,
    });
  });
});

describe('permissions', () => {
  const actor = (roles: string[], isGlobalAdmin = false, inSupportSession = false) =>
    entryPermissions({ userId: 'u', roles, isGlobalAdmin, inSupportSession });

  it('gives the selector to admins and managers, approved edits to admins only', () => {
    expect(actor(['standard_user'])).toEqual({
      isAdmin: false,
      canSelectUser: false,
      hasOwnEntries: true,
    });
    expect(actor(['company_manager'])).toMatchObject({ isAdmin: false, canSelectUser: true });
    expect(actor(['company_admin'])).toMatchObject({ isAdmin: true, canSelectUser: true });
    expect(actor(['admin'])).toMatchObject({ isAdmin: true });
    expect(actor(['global_admin'], true, true)).toEqual({
      isAdmin: true,
      canSelectUser: true,
      hasOwnEntries: false,
    });
  });

  it('locks approved entries for non-admins only', () => {
    expect(isLocked({ status: 'approved' }, false)).toBe(true);
    expect(isLocked({ status: 'approved' }, true)).toBe(false);
    expect(isLocked({ status: 'pending' }, false)).toBe(false);
  });
});

describe('request bodies', () => {
  const ctx = { targetUserId: 'u1', actorUserId: 'u1', entryId: null, clientId: 'client-123' };

  it('posts one’s own work entry in both spellings with a client id', () => {
    const req = saveRequest(work({ notes: '  Framing  ' }), ctx);
    expect(req.kind).toBe('create');
    expect(req.path).toBe('time-entries');
    expect(req.body).toEqual({
      hours: 8,
      entryDate: '2026-11-16',
      entry_date: '2026-11-16',
      notes: 'Framing',
      isPTO: false,
      is_pto: false,
      userId: 'u1',
      user_id: 'u1',
      jobId: 'j1',
      job_id: 'j1',
      workTypeId: 'w1',
      work_type_id: 'w1',
      clientId: 'client-123',
    });
  });

  it('posts an Other entry without job fields', () => {
    const req = saveRequest(other({ jobId: 'j1' }), ctx);
    expect(req.body).toMatchObject({
      isPTO: true,
      ptoTypeId: 'p1',
      pto_type_id: 'p1',
      notes: null,
    });
    expect(req.body).not.toHaveProperty('jobId');
  });

  it('uses admin-create for another worker', () => {
    const req = saveRequest(work(), { ...ctx, targetUserId: 'u2' });
    expect(req).toEqual({
      kind: 'admin-create',
      path: 'time-entries/admin-create',
      body: {
        targetUserId: 'u2',
        jobId: 'j1',
        workTypeId: 'w1',
        entryDate: '2026-11-16',
        hours: 8,
        notes: null,
        isPto: false,
        ptoTypeId: null,
        clientId: 'client-123',
      },
    });
    // A global admin in a support session has no id of their own: always admin-create.
    expect(saveRequest(other(), { ...ctx, actorUserId: '', targetUserId: 'u2' }).kind).toBe(
      'admin-create',
    );
  });

  it('puts an edit with the owner as targetUserId and no client id', () => {
    const req = saveRequest(work({ hours: '6.25' }), {
      ...ctx,
      targetUserId: 'u2',
      entryId: 'e 1',
    });
    expect(req.kind).toBe('update');
    expect(req.path).toBe('time-entries/e%201');
    expect(req.body).toMatchObject({ hours: 6.25, targetUserId: 'u2', userId: 'u2' });
    expect(req.body).not.toHaveProperty('clientId');
  });

  it('previews a new entry as pending', () => {
    const preview = previewEntry(
      work(),
      ctx,
      { jobName: 'Harbor', workTypeName: 'Carpentry', ptoName: null },
      null,
    );
    expect(preview).toMatchObject({
      id: 'pending-client-123',
      isPending: true,
      displayName: 'Harbor',
      status: 'pending',
    });
    const existing = entryFixture({ id: 't9', status: 'approved' });
    expect(
      previewEntry(work(), ctx, { jobName: 'H', workTypeName: 'C', ptoName: null }, existing),
    ).toMatchObject({ id: 't9', status: 'approved', isPending: true });
  });

  it('makes a new client id each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[\w-]{8,100}$/);
    expect(newClientId()).not.toBe(a);
  });
});

describe('server answers', () => {
  const error = (status: number, body: unknown) =>
    new ApiError(
      typeof body === 'object' && body && 'message' in body ? String(body.message) : 'x',
      {
        status,
        body,
      },
    );

  it('puts 400 field messages on the fields', () => {
    const err = error(400, {
      message: TIME_ENTRY_MESSAGES.dayCap,
      errors: [{ path: 'hours', msg: TIME_ENTRY_MESSAGES.dayCap }],
    });
    expect(serverFieldErrors(err, work())).toEqual({ hours: TIME_ENTRY_MESSAGES.dayCap });
    const noCode = error(400, {
      message: TIME_ENTRY_MESSAGES.noMatchingCode,
      errors: [{ path: 'workTypeId', msg: TIME_ENTRY_MESSAGES.noMatchingCode }],
    });
    expect(serverFieldErrors(noCode, work())).toEqual({
      workTypeId: TIME_ENTRY_MESSAGES.noMatchingCode,
    });
    expect(serverFieldErrors(error(403, { message: 'no' }), work())).toEqual({});
  });

  it('shows the server message, else the generic text', () => {
    expect(
      saveFailureText(
        error(403, { error: 'entry_approved', message: TIME_ENTRY_MESSAGES.approvedNoEdit }),
      ),
    ).toBe(TIME_ENTRY_MESSAGES.approvedNoEdit);
    expect(saveFailureText(new ApiError('offline', { status: 0 }))).toBe(
      TIME_ENTRY_MESSAGES.saveFailed,
    );
    expect(saveFailureText(new Error('boom'))).toBe(TIME_ENTRY_MESSAGES.saveFailed);
  });
});

describe('correction reasons (approved entries)', () => {
  const approved = { status: 'approved' as const };
  it('asks admins for a reason when they change an approved entry', () => {
    expect(needsCorrectionReason(approved, true)).toBe(true);
    expect(needsCorrectionReason(approved, false)).toBe(false);
    expect(needsCorrectionReason({ status: 'pending' }, true)).toBe(false);
    expect(needsCorrectionReason(null, true)).toBe(false);
  });

  it('requires the reason only when asked to', () => {
    const values = { ...emptyEntryValues('2026-11-16'), jobId: 'j', workTypeId: 'w', hours: 8 };
    expect(entryFormErrors(values)).toEqual({});
    expect(entryFormErrors(values, { reasonRequired: true })).toEqual({
      correctionReason: PAYROLL_MESSAGES.correctionReasonRequired,
    });
    expect(
      entryFormErrors({ ...values, correctionReason: '  ' }, { reasonRequired: true }),
    ).toHaveProperty('correctionReason');
    expect(
      entryFormErrors({ ...values, correctionReason: 'Left early' }, { reasonRequired: true }),
    ).toEqual({});
    expect(correctionReasonError('x'.repeat(501))).toMatch(/at most 500/);
  });

  it('sends the reason with the update, and maps the server message to the field', () => {
    const values = {
      ...emptyEntryValues('2026-11-16'),
      jobId: 'j',
      workTypeId: 'w',
      hours: 7.5,
      correctionReason: ' Left early ',
    };
    const request = saveRequest(values, {
      targetUserId: 'u',
      actorUserId: 'a',
      entryId: 'e1',
      clientId: 'c',
    });
    expect(request.body.correctionReason).toBe('Left early');
    const create = saveRequest(values, {
      targetUserId: 'u',
      actorUserId: 'u',
      entryId: null,
      clientId: 'c',
    });
    expect(create.body).not.toHaveProperty('correctionReason');
    const error = new ApiError('Validation failed', {
      status: 400,
      body: {
        errors: [{ path: 'correctionReason', msg: PAYROLL_MESSAGES.correctionReasonRequired }],
      },
    });
    expect(serverFieldErrors(error, values)).toEqual({
      correctionReason: PAYROLL_MESSAGES.correctionReasonRequired,
    });
  });

  it('puts the delete reason in the query', () => {
    expect(deletePath('e 1')).toBe('time-entries/e%201');
    expect(deletePath('e1', ' Duplicate & wrong ')).toBe(
      'time-entries/e1?reason=Duplicate%20%26%20wrong',
    );
  });
});

describe('start and end times (a company that captures them)', () => {
  const zone = 'America/Los_Angeles';
  /** The form's times option for these values (the typed start and end as instants). */
  const timesOf = (values: EntryFormValues) => capturedTimes(values, zone);
  const base = { targetUserId: 'u1', actorUserId: 'u1', entryId: null, clientId: 'c-1' };
  const ctxOf = (values: EntryFormValues) => ({ ...base, times: timesOf(values) });
  const shift = (over: Partial<EntryFormValues> = {}) =>
    work({ hours: '', startTime: '07:00', endTime: '11:30', ...over });
  const check = (values: EntryFormValues) => entryFormErrors(values, { times: timesOf(values) });

  it('checks the start and end instead of hours; Other entries keep hours', () => {
    expect(check(shift())).toEqual({});
    expect(check(shift({ startTime: '' }))).toEqual({
      startTime: PUNCH_MESSAGES.enterTimes,
    });
    expect(check(shift({ endTime: '' }))).toEqual({
      endTime: PUNCH_MESSAGES.enterTimes,
    });
    expect(check(shift({ endTime: '07:00' }))).toEqual({
      endTime: PUNCH_MESSAGES.startAfterEnd,
    });
    // An end before the start is the next morning: a night shift is fine.
    expect(check(shift({ startTime: '22:00', endTime: '06:00' }))).toEqual({});
    expect(check(other())).toEqual({});
    expect(check(other({ hours: '' }))).toEqual({
      hours: TIME_ENTRY_MESSAGES.enterHours,
    });
  });

  it('sends the instants in the company zone, with the hours they make', () => {
    const night = shift({ startTime: '22:00', endTime: '06:15' });
    const request = saveRequest(night, ctxOf(night));
    expect(request.body).toMatchObject({
      startedAt: '2026-11-17T06:00:00.000Z',
      endedAt: '2026-11-17T14:15:00.000Z',
      hours: 8.25,
      entryDate: '2026-11-16',
    });
    const admin = saveRequest(shift(), { ...ctxOf(shift()), targetUserId: 'u2' });
    expect(admin.kind).toBe('admin-create');
    expect(admin.body).toMatchObject({
      startedAt: '2026-11-16T15:00:00.000Z',
      endedAt: '2026-11-16T19:30:00.000Z',
    });
    // Without the company capturing times, nothing changes.
    expect(saveRequest(work(), { ...base, times: null }).body).not.toHaveProperty('startedAt');
    expect(saveRequest(other(), ctxOf(other())).body).not.toHaveProperty('startedAt');
  });

  it('shows the saved times at once, and edits a punched entry from its times', () => {
    const names = { jobName: 'Job', workTypeName: 'Type', ptoName: null };
    expect(previewEntry(shift(), ctxOf(shift()), names, null)).toMatchObject({
      hours: 4.5,
      startedAt: '2026-11-16T15:00:00.000Z',
      endedAt: '2026-11-16T19:30:00.000Z',
    });
    const punched = entryFixture({
      startedAt: '2026-11-16T15:00:05.000Z',
      endedAt: '2026-11-16T19:30:00.000Z',
    });
    expect(entryFormValues(punched, zone)).toMatchObject({
      startTime: '07:00',
      endTime: '11:30',
    });
    expect(entryFormValues(entryFixture({}), zone)).toMatchObject({
      startTime: '',
      endTime: '',
    });
  });

  it("puts the API's errors of the times on the time fields", () => {
    const error = new ApiError('bad', {
      status: 400,
      body: { message: 'bad', errors: [{ path: 'endedAt', msg: PUNCH_MESSAGES.startAfterEnd }] },
    });
    expect(serverFieldErrors(error, shift())).toEqual({ endTime: PUNCH_MESSAGES.startAfterEnd });
  });

  it('asks an admin for a reason to change a punched entry, as for an approved one', () => {
    const punched = entryFixture({
      startedAt: '2026-11-16T15:00:00.000Z',
      endedAt: '2026-11-16T19:30:00.000Z',
    });
    expect(needsCorrectionReason(punched, true)).toBe(true);
    expect(needsCorrectionReason(punched, false)).toBe(false);
    expect(needsCorrectionReason(entryFixture({}), true)).toBe(false);
  });
});
