import { describe, expect, it } from 'vitest';
import { PATH_AFTER_SUPPORT_START, pathAfterSupportEnd } from './support-navigation';

describe('support session navigation', () => {
  it('starts on the tenant-side home view', () => {
    expect(PATH_AFTER_SUPPORT_START).toBe('/');
  });

  it('keeps operator screens and leaves company screens for home', () => {
    expect(pathAfterSupportEnd('/support-sessions')).toBe('/support-sessions');
    expect(pathAfterSupportEnd('/tenant-management')).toBe('/tenant-management');
    expect(pathAfterSupportEnd('/change-password')).toBe('/change-password');
    expect(pathAfterSupportEnd('/users')).toBe('/');
    expect(pathAfterSupportEnd('/company-reports')).toBe('/');
    expect(pathAfterSupportEnd('/reports-x')).toBe('/');
    expect(pathAfterSupportEnd('/')).toBe('/');
  });
});
