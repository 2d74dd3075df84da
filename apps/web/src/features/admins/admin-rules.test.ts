import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@sitehours/contract/messages';
import type { GlobalAdmin } from '@sitehours/contract/schemas';
import {
  adminFormErrors,
  adminPayload,
  deactivationBlockers,
  mentionsAuthentication,
} from './admin-rules';

const admin = (id: string, isActive = true): GlobalAdmin => ({
  adminId: id,
  id,
  email: `${id}@x.test`,
  firstName: 'A',
  lastName: 'B',
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});

describe('admin form rules', () => {
  const values = { email: ' a@x.test ', password: '', firstName: ' Ann ', lastName: 'Lee' };

  it('requires the email, and the password only when creating', () => {
    expect(adminFormErrors({ ...values, email: ' ' }, true)).toEqual({
      email: ADMIN_MESSAGES.emailRequired,
    });
    expect(adminFormErrors(values, false)).toEqual({
      password: ADMIN_MESSAGES.passwordRequiredForNew,
    });
    expect(adminFormErrors(values, true)).toEqual({});
  });

  it('omits a blank password when editing', () => {
    expect(adminPayload(values, true)).toEqual({
      email: 'a@x.test',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(adminPayload({ ...values, password: 'P4ss!word' }, true).password).toBe('P4ss!word');
    expect(adminPayload({ ...values, password: 'P4ss!word' }, false).password).toBe('P4ss!word');
  });
});

describe('deactivation blockers', () => {
  it('refuses the own account and the last active admin', () => {
    const me = admin('me');
    const other = admin('other');
    expect(deactivationBlockers(me, 'me', [me, other])).toEqual([
      ADMIN_MESSAGES.cannotDeactivateSelf,
    ]);
    expect(deactivationBlockers(other, 'me', [me, other])).toEqual([]);
    expect(deactivationBlockers(me, 'me', [me, admin('off', false)])).toEqual([
      ADMIN_MESSAGES.cannotDeactivateSelf,
      ADMIN_MESSAGES.cannotDeactivateLast,
    ]);
    expect(deactivationBlockers(admin('off', false), 'me', [me])).toEqual([]);
  });
});

describe('mentionsAuthentication', () => {
  it('spots token, auth and unauthorized', () => {
    expect(mentionsAuthentication('Invalid token')).toBe(true);
    expect(mentionsAuthentication('Unauthorized')).toBe(true);
    expect(mentionsAuthentication('Authentication required')).toBe(true);
    expect(mentionsAuthentication('Failed to load global admins')).toBe(false);
  });
});
