import { describe, expect, it } from 'vitest';
import { MESSAGES, SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import {
  companyScreenRedirect,
  canAccess,
  decideRouteAccess,
  homeRedirect,
  mayLeadCrew,
  mayOpen,
  postLoginDestination,
  readGuardRedirectState,
  type GuardSubject,
} from './route-access';
import { guardSubject } from './guard-subject';

const worker: GuardSubject = {
  signedIn: true,
  roles: ['standard_user'],
  isGlobalAdmin: false,
  inSupportSession: false,
};
const manager: GuardSubject = { ...worker, roles: ['project_manager'] };
const companyAdmin: GuardSubject = { ...worker, roles: ['admin'] };
const globalAdmin: GuardSubject = { ...worker, roles: ['global_admin'], isGlobalAdmin: true };
const supportAdmin: GuardSubject = { ...globalAdmin, inSupportSession: true };
const anonymous: GuardSubject = { ...worker, signedIn: false, roles: [] };

const decide = (subject: GuardSubject, allowed: Parameters<typeof canAccess>[1], initial = false) =>
  decideRouteAccess({ subject, allowed, requestedPath: '/users', isInitialEntry: initial });

describe('canAccess', () => {
  it('lets every signed-in user into open routes', () => {
    for (const s of [worker, manager, companyAdmin, globalAdmin, supportAdmin]) {
      expect(canAccess(s, [])).toBe(true);
    }
    expect(canAccess(anonymous, [])).toBe(false);
  });

  it('restricts company admin routes', () => {
    expect(canAccess(companyAdmin, ['company_admin'])).toBe(true);
    expect(canAccess(worker, ['company_admin'])).toBe(false);
    expect(canAccess(manager, ['company_admin'])).toBe(false);
    expect(canAccess(globalAdmin, ['company_admin'])).toBe(false);
    expect(canAccess(supportAdmin, ['company_admin'])).toBe(true);
  });

  it('restricts global admin routes', () => {
    expect(canAccess(globalAdmin, ['global_admin'])).toBe(true);
    expect(canAccess(supportAdmin, ['global_admin'])).toBe(false);
    expect(canAccess(companyAdmin, ['global_admin'])).toBe(false);
  });
});

describe('decideRouteAccess', () => {
  it('sends anonymous users to login remembering the origin', () => {
    expect(decide(anonymous, [])).toEqual({ kind: 'login', from: '/users' });
  });

  it('redirects with Insufficient permissions during in-app navigation', () => {
    expect(decide(worker, ['company_admin'])).toEqual({
      kind: 'redirect',
      to: '/time-entries',
      state: { message: MESSAGES.insufficientPermissions, requestedPath: '/users' },
    });
    expect(decide(globalAdmin, ['company_admin'])).toMatchObject({
      kind: 'redirect',
      to: '/tenant-management',
    });
  });

  it('shows Access Denied for a company user opening a forbidden deep link', () => {
    expect(decide(worker, ['company_admin'], true)).toEqual({
      kind: 'denied',
      requestedPath: '/users',
    });
    expect(decide(companyAdmin, ['global_admin'], true)).toMatchObject({ kind: 'denied' });
    // a global admin can reach company areas through a support session: redirect instead
    expect(decide(globalAdmin, ['company_admin'], true)).toMatchObject({ kind: 'redirect' });
  });
});

describe('a global admin in a support session', () => {
  it('passes company admin routes', () => {
    expect(decide(supportAdmin, ['company_admin'])).toEqual({ kind: 'allow' });
    expect(decide(supportAdmin, ['company_admin'], true)).toEqual({ kind: 'allow' });
    expect(decide(supportAdmin, [])).toEqual({ kind: 'allow' });
    expect(canAccess(supportAdmin, ['global_admin'])).toBe(false);
  });

  it("is sent home from the operator routes with the server's reason", () => {
    for (const initial of [false, true]) {
      expect(decide(supportAdmin, ['global_admin'], initial)).toEqual({
        kind: 'redirect',
        to: '/time-entries',
        state: { message: SUPPORT_MESSAGES.operatorOnly, requestedPath: '/users' },
      });
    }
  });

  it('is not let into routes only other company roles may open', () => {
    expect(decide(supportAdmin, ['company_manager'])).toMatchObject({
      kind: 'redirect',
      to: '/time-entries',
      state: { message: MESSAGES.insufficientPermissions },
    });
  });

  it('sees the tenant-side home view at /', () => {
    expect(homeRedirect(supportAdmin)).toBeNull();
  });

  it('reads the support session from the session state', () => {
    const user = { roles: ['global_admin' as const], isGlobalAdmin: true };
    const supportSession = {
      sessionId: 's1',
      tenantId: 't1',
      tenantName: 'Acme',
      companyId: 'c1',
      companyName: 'Acme Construction',
      reason: 'Help',
    };
    const inSupport = guardSubject({
      status: 'logged_in',
      user: user as never,
      supportSession,
    });
    expect(inSupport).toEqual({
      signedIn: true,
      roles: ['global_admin'],
      isGlobalAdmin: true,
      inSupportSession: true,
      crewLead: false,
    });
    expect(
      guardSubject({ status: 'logged_in', user: user as never, supportSession: null })
        .inSupportSession,
    ).toBe(false);
  });
});

describe('the crew day', () => {
  it('opens to managers, admins and workers given the crew-lead permission', () => {
    expect(mayLeadCrew(worker)).toBe(false);
    expect(mayLeadCrew({ ...worker, crewLead: true })).toBe(true);
    expect(mayLeadCrew(manager)).toBe(true);
    expect(mayLeadCrew(companyAdmin)).toBe(true);
    expect(mayOpen({ ...worker, crewLead: true }, 'crew-lead')).toBe(true);
    expect(mayOpen(worker, 'crew-lead')).toBe(false);
  });

  it('opens in a support session, never to an operator outside one or to someone signed out', () => {
    expect(mayLeadCrew(supportAdmin)).toBe(true);
    expect(mayLeadCrew(globalAdmin)).toBe(false);
    expect(mayLeadCrew({ ...anonymous, crewLead: true })).toBe(false);
  });
});

describe('helpers', () => {
  it('keeps a global admin outside support off the timesheet screens', () => {
    expect(companyScreenRedirect(globalAdmin, '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/tenant-management',
      state: { message: MESSAGES.insufficientPermissions, requestedPath: '/dashboard' },
    });
    for (const s of [worker, manager, companyAdmin, supportAdmin]) {
      expect(companyScreenRedirect(s, '/time-entry')).toBeNull();
    }
  });

  it('sends a global admin outside support from / to Company Management', () => {
    expect(homeRedirect(globalAdmin)).toBe('/tenant-management');
    expect(homeRedirect(supportAdmin)).toBeNull();
    expect(homeRedirect(worker)).toBeNull();
  });

  it('reads guard state', () => {
    expect(
      readGuardRedirectState({ message: MESSAGES.insufficientPermissions, requestedPath: '/x' }),
    ).toEqual({ message: MESSAGES.insufficientPermissions, requestedPath: '/x' });
    expect(readGuardRedirectState({ message: SUPPORT_MESSAGES.operatorOnly })).toEqual({
      message: SUPPORT_MESSAGES.operatorOnly,
      requestedPath: '',
    });
    expect(readGuardRedirectState({ message: 'other' })).toBeNull();
    expect(readGuardRedirectState(null)).toBeNull();
  });

  it('chooses the post-login destination safely', () => {
    expect(postLoginDestination({ from: '/jobs?x=1' })).toBe('/jobs?x=1');
    expect(postLoginDestination({ from: '//evil.example' })).toBe('/');
    expect(postLoginDestination({ from: 'https://evil.example' })).toBe('/');
    expect(postLoginDestination({ from: '/login' })).toBe('/');
    expect(postLoginDestination(null)).toBe('/');
  });
});
