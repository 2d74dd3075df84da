import { describe, expect, it } from 'vitest';
import {
  INSTALL_DISMISSAL_MS,
  canOfferInstall,
  installBanner,
  isDismissed,
  isIosDevice,
  parseDismissal,
} from './install-rules';

const now = 1_800_000_000_000;
const base = {
  canPrompt: true,
  isIos: false,
  standalone: false,
  width: 390,
  dismissal: parseDismissal(null),
  now,
};

describe('install banner', () => {
  it('shows the install banner on phones while the browser offers installation', () => {
    expect(installBanner(base)).toBe('install');
    expect(installBanner({ ...base, width: 767 })).toBe('install');
  });

  it('is for screens below 768 px only', () => {
    expect(installBanner({ ...base, width: 768 })).toBeNull();
    expect(installBanner({ ...base, width: 1280 })).toBeNull();
  });

  it('is never shown in the installed app', () => {
    expect(installBanner({ ...base, standalone: true })).toBeNull();
    expect(installBanner({ ...base, canPrompt: false, isIos: true, standalone: true })).toBeNull();
  });

  it('shows the step-by-step banner on iOS, which has no prompt', () => {
    expect(installBanner({ ...base, canPrompt: false, isIos: true })).toBe('ios');
    expect(installBanner({ ...base, canPrompt: false })).toBeNull();
  });

  it("'Not now' hides it for 7 days", () => {
    const dismissal = parseDismissal(String(now - 1000));
    expect(installBanner({ ...base, dismissal })).toBeNull();
    const later = now - 1000 + INSTALL_DISMISSAL_MS;
    expect(installBanner({ ...base, dismissal, now: later - 1 })).toBeNull();
    expect(installBanner({ ...base, dismissal, now: later })).toBe('install');
  });

  it('"Don\'t show again" hides it for good', () => {
    const dismissal = parseDismissal('never');
    expect(installBanner({ ...base, dismissal, now: now + 365 * INSTALL_DISMISSAL_MS })).toBeNull();
  });

  it('reads a malformed dismissal as none', () => {
    expect(parseDismissal('soon')).toEqual({ kind: 'none' });
    expect(isDismissed(parseDismissal('soon'), now)).toBe(false);
  });

  it('counts a dismissal made after the app was opened', () => {
    expect(isDismissed(parseDismissal(String(now + 60_000)), now)).toBe(true);
  });
});

describe('Add to Home Screen', () => {
  it('is offered when installable or on iOS, never once installed', () => {
    expect(canOfferInstall({ canPrompt: true, isIos: false, standalone: false })).toBe(true);
    expect(canOfferInstall({ canPrompt: false, isIos: true, standalone: false })).toBe(true);
    expect(canOfferInstall({ canPrompt: false, isIos: false, standalone: false })).toBe(false);
    expect(canOfferInstall({ canPrompt: true, isIos: true, standalone: true })).toBe(false);
  });
});

describe('iOS detection', () => {
  it('knows iPhones and iPads, including iPadOS posing as a Mac', () => {
    expect(
      isIosDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }),
    ).toBe(true);
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (Macintosh)',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (Macintosh)',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 15)' })).toBe(false);
  });
});
