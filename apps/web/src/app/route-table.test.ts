import { describe, expect, it } from 'vitest';
import english from '../locales/en/common.json';
import spanish from '../locales/es/common.json';
import { screenTitleKey } from './screen-title';

describe('screenTitleKey', () => {
  it('names the screen of each address', () => {
    expect(screenTitleKey('/jobs')).toBe('nav.jobs');
    expect(screenTitleKey('/jobs/')).toBe('nav.jobs');
    expect(screenTitleKey('/')).toBe('nav.timesheet');
    expect(screenTitleKey('/time-entries')).toBe('nav.timesheet');
    expect(screenTitleKey('/reset-password/abc123')).toBe('title.resetPassword');
  });

  it('names no screen for an address that only redirects', () => {
    expect(screenTitleKey('/no-such-page')).toBeNull();
  });

  it('finds every name in both languages', () => {
    const paths = [
      '/',
      '/dashboard',
      '/time-entry',
      '/change-password',
      '/users',
      '/jobs',
      '/work-types-wc-codes',
      '/company-settings',
      '/company-reports',
      '/tenant-management',
      '/support-sessions',
      '/manage-admins',
      '/reports',
      '/system-settings',
      '/login',
      '/forgot-password',
      '/reset-password',
      '/access-denied',
    ];
    for (const path of paths) {
      const key = screenTitleKey(path);
      expect(key, path).not.toBeNull();
      expect(english[key as keyof typeof english], path).toBeTruthy();
      expect(spanish[key as keyof typeof spanish], path).toBeTruthy();
    }
  });
});
