import { describe, expect, it } from 'vitest';
import english from '@/locales/en/common.json';
import spanish from '@/locales/es/common.json';
import { NAMESPACES } from './i18n/namespaces';
import { HOME_SCREEN, SCREENS, screenAt } from './route-table';

describe('the route table', () => {
  it('names each screen of an address', () => {
    expect(screenAt('/jobs')?.titleKey).toBe('nav.jobs');
    expect(screenAt('/jobs/')?.titleKey).toBe('nav.jobs');
    expect(screenAt('/')).toBe(HOME_SCREEN);
    expect(screenAt('/')?.titleKey).toBe('nav.timesheet');
    expect(screenAt('/time-entries')?.titleKey).toBe('nav.timesheet');
    expect(screenAt('/reset-password')?.titleKey).toBe('title.resetPassword');
    expect(screenAt('/reset-password/abc123')?.titleKey).toBe('title.resetPassword');
  });

  it('names no screen for an address that only redirects', () => {
    expect(screenAt('/no-such-page')).toBeNull();
    expect(screenAt('/jobs/1')).toBeNull();
  });

  it('gives every screen one address, a name in both languages and known texts', () => {
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
    for (const screen of SCREENS) {
      expect(english[screen.titleKey], screen.path).toBeTruthy();
      expect(spanish[screen.titleKey], screen.path).toBeTruthy();
      for (const texts of screen.texts) expect(NAMESPACES, screen.path).toContain(texts);
    }
  });
});
