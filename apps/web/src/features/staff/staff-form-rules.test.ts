import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGES, STAFF_MESSAGES } from '@sitehours/contract/messages';
import type { StaffUser } from '@sitehours/contract/schemas';
import { ApiError } from '@/app/errors/api-error';
import {
  canResetPin,
  emptyStaffForm,
  pinStatusOf,
  mentionsSoleAdmin,
  serverFieldErrors,
  staffErrorText,
  staffFormValues,
  staffPayload,
  staffSavedText,
  validateStaffForm,
  type StaffFormValues,
} from './staff-form-rules';

const valid: StaffFormValues = {
  ...emptyStaffForm(),
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@acme.test',
  phone: '(555) 123-4567',
  hourlyRate: '25.50',
};

const stored: StaffUser = {
  userId: 'u1',
  user_id: 'u1',
  id: 'u1',
  firstName: 'Jane',
  lastName: 'Doe',
  name: 'Jane Doe',
  email: 'Jane@Acme.test',
  phone: '5551234567',
  hourlyRate: 30,
  hourly_rate: 30,
  roles: ['company_manager'],
  role: 'company_manager',
  isActive: false,
  is_active: false,
  includeInReports: false,
  companyId: 'c1',
  lastLoginAt: null,
  hasPassword: true,
};

describe('validateStaffForm', () => {
  const create = { isEdit: false, passwordValid: false };

  it('accepts a complete form; a blank password is allowed on create and edit', () => {
    expect(validateStaffForm(valid, create)).toEqual({ errors: {}, alert: null });
    expect(validateStaffForm(valid, { isEdit: true, passwordValid: false }).alert).toBeNull();
  });

  it('requires first and last name', () => {
    const r = validateStaffForm({ ...valid, firstName: ' ', lastName: '' }, create);
    expect(r.errors).toEqual({
      firstName: STAFF_MESSAGES.firstNameRequired,
      lastName: STAFF_MESSAGES.lastNameRequired,
    });
    expect(r.alert).toBe(STAFF_MESSAGES.firstNameRequired);
  });

  it('checks the trimmed email', () => {
    expect(validateStaffForm({ ...valid, email: '  jane@acme.test ' }, create).alert).toBeNull();
    const r = validateStaffForm({ ...valid, email: 'jane@acme' }, create);
    expect(r.errors.email).toBe(STAFF_MESSAGES.invalidEmail);
    expect(r.alert).toBe(STAFF_MESSAGES.invalidEmail);
  });

  it('uses the inline texts under the fields and the long texts as the alert', () => {
    const phone = validateStaffForm({ ...valid, phone: '(555) 12' }, create);
    expect(phone.errors.phone).toBe(STAFF_MESSAGES.phoneInline);
    expect(phone.alert).toBe(STAFF_MESSAGES.invalidPhone);
    const rate = validateStaffForm({ ...valid, hourlyRate: '' }, create);
    expect(rate.errors.hourlyRate).toBe(STAFF_MESSAGES.rateInline);
    expect(rate.alert).toBe(STAFF_MESSAGES.invalidRate);
  });

  it('needs a strong password when one is typed', () => {
    const weak = { ...valid, password: 'weak' };
    expect(validateStaffForm(weak, create).alert).toBe(STAFF_MESSAGES.strongPasswordNew);
    expect(validateStaffForm(weak, { isEdit: true, passwordValid: false }).alert).toBe(
      STAFF_MESSAGES.strongPasswordEdit,
    );
    expect(validateStaffForm(weak, { isEdit: false, passwordValid: true }).alert).toBeNull();
  });
});

describe('staffPayload', () => {
  it('trims, sends ten phone digits, a numeric rate, and a new user active', () => {
    expect(
      staffPayload({ ...valid, firstName: ' Jane ', email: ' jane@acme.test ' }, null),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.test',
      phone: '5551234567',
      hourlyRate: 25.5,
      role: 'standard_user',
      isActive: true,
      includeInReports: true,
      collectiveBargaining: false,
      mealWaiver: false,
      crewLead: false,
    });
  });

  it('sends the crew-lead permission', () => {
    expect(staffPayload({ ...valid, crewLead: true }, stored)).toMatchObject({ crewLead: true });
    expect(staffFormValues({ ...stored, crewLead: true }).crewLead).toBe(true);
    expect(staffFormValues({ ...stored, crewLead: undefined }).crewLead).toBe(false);
  });

  it('sends the collective bargaining and meal waiver choices', () => {
    const body = staffPayload({ ...valid, collectiveBargaining: true, mealWaiver: true }, stored);
    expect(body).toMatchObject({ collectiveBargaining: true, mealWaiver: true });
    expect(
      validateStaffForm({ ...valid, mealWaiver: true }, { isEdit: true, passwordValid: true })
        .errors,
    ).toEqual({});
  });

  it('sends a null phone when empty and the password only when typed', () => {
    const body = staffPayload({ ...valid, phone: '', password: 'Str0ng!Pass' }, stored);
    expect(body.phone).toBeNull();
    expect(body.password).toBe('Str0ng!Pass');
    expect(body.isActive).toBe(false); // an edit keeps the status
    expect('password' in staffPayload(valid, stored)).toBe(false);
  });
});

describe('staffFormValues', () => {
  it('starts the edit form from the user, with a blank password', () => {
    expect(staffFormValues(stored)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@acme.test',
      phone: '(555) 123-4567',
      hourlyRate: '30.00',
      role: 'company_manager',
      includeInReports: false,
      collectiveBargaining: false,
      mealWaiver: false,
      crewLead: false,
      password: '',
    });
    expect(
      staffFormValues({ ...stored, collectiveBargaining: true, mealWaiver: true }),
    ).toMatchObject({ collectiveBargaining: true, mealWaiver: true });
  });
});

describe('the PIN status', () => {
  it('reads locked before set, and offers Reset PIN while there is one', () => {
    expect(pinStatusOf({ pinSet: true, pinLocked: true })).toBe('locked');
    expect(pinStatusOf({ pinSet: true, pinLocked: false })).toBe('set');
    expect(pinStatusOf({ pinSet: false, pinLocked: false })).toBe('not-set');
    expect(pinStatusOf({})).toBe('not-set');
    expect(canResetPin('locked')).toBe(true);
    expect(canResetPin('set')).toBe(true);
    expect(canResetPin('not-set')).toBe(false);
  });
});

describe('messages', () => {
  it('says an invitation was sent when a user is created without a password', () => {
    expect(staffSavedText(false, true)).toBe(STAFF_MESSAGES.created);
    expect(staffSavedText(false, false)).toBe(STAFF_MESSAGES.invited);
    expect(staffSavedText(true, false)).toBe(STAFF_MESSAGES.updated);
  });

  it('maps either refusal about the only active administrator, by its code, to the sole-admin text', () => {
    expect(mentionsSoleAdmin(STAFF_MESSAGES.soleAdminRole)).toBe(true);
    expect(mentionsSoleAdmin('only active administrator')).toBe(false);
    const error = new ApiError('Cannot change the role of the only active administrator', {
      status: 400,
      body: {
        error: 'sole_admin',
        code: STAFF_MESSAGES.soleAdminRole,
        message: 'Cannot change the role of the only active administrator',
      },
    });
    expect(staffErrorText(error, STAFF_MESSAGES.saveFailed)).toEqual({
      text: STAFF_MESSAGES.soleAdmin,
      soleAdmin: true,
    });
  });

  it('prefers the server message, then the fallback', () => {
    const withText = new ApiError('x', { status: 409, body: { message: 'Taken' } });
    expect(staffErrorText(withText, STAFF_MESSAGES.saveFailed).text).toBe('Taken');
    const bare = new ApiError('x', { status: 500 });
    expect(staffErrorText(bare, STAFF_MESSAGES.saveFailed).text).toBe(STAFF_MESSAGES.saveFailed);
    expect(staffErrorText(new Error('boom'), STAFF_MESSAGES.statusFailed).text).toBe(
      STAFF_MESSAGES.statusFailed,
    );
    const offline = new ApiError('x', { status: 0 });
    expect(staffErrorText(offline, 'f').text).toBe(GENERIC_ERROR_MESSAGES.network);
  });

  it('reads field errors of the form', () => {
    const error = new ApiError('x', {
      status: 400,
      body: {
        errors: [
          { path: 'email', msg: STAFF_MESSAGES.emailTaken },
          { path: 'hourly_rate', msg: STAFF_MESSAGES.invalidRate },
          { path: 'unknown', msg: 'ignored' },
        ],
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      email: STAFF_MESSAGES.emailTaken,
      hourlyRate: STAFF_MESSAGES.invalidRate,
    });
  });
});
