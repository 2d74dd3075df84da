/**
 * When the app offers to be installed (platform spec §2 "Bottom banners", §4 "Install and
 * update", §9): the install banner shows on screens under 768 px while the browser holds an
 * install prompt, the iOS step-by-step banner on iOS (which has no prompt), neither in the
 * installed app nor while dismissed ('Not now' or 'Got it' for 7 days, "Don't show again" for
 * good). The dismissal is kept in browser storage with its timestamp.
 */

export const INSTALL_DISMISSAL_KEY = 'installPromptDismissedAt';
/** Stored instead of a timestamp after "Don't show again". */
export const DISMISSED_FOREVER = 'never';
export const INSTALL_DISMISSAL_MS = 7 * 24 * 60 * 60_000;
/** The install banners are for phones: screens narrower than this. */
export const INSTALL_BANNER_MAX_WIDTH = 768;

export type Dismissal = { kind: 'none' } | { kind: 'for-now'; at: number } | { kind: 'forever' };

export function parseDismissal(raw: string | null): Dismissal {
  if (raw === null || raw === '') return { kind: 'none' };
  if (raw === DISMISSED_FOREVER) return { kind: 'forever' };
  const at = Number(raw);
  return Number.isFinite(at) && at > 0 ? { kind: 'for-now', at } : { kind: 'none' };
}

export function isDismissed(dismissal: Dismissal, now: number): boolean {
  switch (dismissal.kind) {
    case 'none':
      return false;
    case 'forever':
      return true;
    case 'for-now':
      return now - dismissal.at < INSTALL_DISMISSAL_MS;
  }
}

export interface InstallContext {
  /** The browser holds a deferred install prompt. */
  canPrompt: boolean;
  isIos: boolean;
  /** Already running as the installed app. */
  standalone: boolean;
}

/** 'Add to Home Screen' in the user menu: when installable or on iOS, and not installed. */
export function canOfferInstall(ctx: InstallContext): boolean {
  return !ctx.standalone && (ctx.canPrompt || ctx.isIos);
}

export type InstallBanner = 'install' | 'ios' | null;

export function installBanner(
  ctx: InstallContext & { width: number; dismissal: Dismissal; now: number },
): InstallBanner {
  if (ctx.standalone || ctx.width >= INSTALL_BANNER_MAX_WIDTH) return null;
  if (isDismissed(ctx.dismissal, ctx.now)) return null;
  if (ctx.canPrompt) return 'install';
  if (ctx.isIos) return 'ios';
  return null;
}

/** iPhone, iPod, iPad, and iPadOS (which reports itself as a Mac with a touch screen). */
export function isIosDevice(env: {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}): boolean {
  if (/iPad|iPhone|iPod/.test(env.userAgent)) return true;
  return env.platform === 'MacIntel' && (env.maxTouchPoints ?? 0) > 1;
}
