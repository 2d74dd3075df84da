/** Layout constants and rules of the shell (platform spec §2 "Shell layout", §9). */

export const TOP_BAR_HEIGHT = 64;
export const BANNER_HEIGHT = 28;
export const HEADER_SCROLL_THRESHOLD = 10;
export const MOBILE_SIDEBAR_WIDTH = 300;
export const DESKTOP_SIDEBAR_WIDTH = 260;

/**
 * Top banners, in the order they stack: staging, the support-session banner, then the connection
 * banner (offline, or entries waiting to sync).
 */
export type ShellBanner = 'staging' | 'support' | 'connectivity';

export function activeBanners(flags: {
  staging: boolean;
  supportSession: boolean;
  connectivity?: boolean;
}): ShellBanner[] {
  const banners: ShellBanner[] = [];
  if (flags.staging) banners.push('staging');
  if (flags.supportSession) banners.push('support');
  if (flags.connectivity) banners.push('connectivity');
  return banners;
}

export interface ShellOffsets {
  /** Height of the fixed header: the banners stacked above the top bar. */
  headerHeight: number;
  /** Top padding of the content: 64 px plus 28 px per banner. */
  contentTop: number;
  /** How far the navigation bar is pushed down by the banners: 28 px each. */
  navOffset: number;
}

export function shellOffsets(bannerCount: number): ShellOffsets {
  const bannersHeight = BANNER_HEIGHT * Math.max(0, bannerCount);
  return {
    headerHeight: TOP_BAR_HEIGHT + bannersHeight,
    contentTop: TOP_BAR_HEIGHT + bannersHeight,
    navOffset: bannersHeight,
  };
}

export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLL_THRESHOLD;
}

/** Staging when the page's (or API's) host name contains 'staging'. */
export function isStagingHost(hostname: string): boolean {
  return hostname.toLowerCase().includes('staging');
}

export const STAGING_TITLE_TAG = '[STAGING]';

export function pageTitle(base: string, staging: boolean): string {
  return staging ? `${STAGING_TITLE_TAG} ${base}` : base;
}

export type HeaderBrand = { kind: 'logo'; src: string } | { kind: 'name' };

/**
 * The header shows the company logo, or the product name for a global admin outside a support
 * session, when there is no valid logo, or once the logo image failed to load.
 */
export function headerBrand(input: {
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
  logo: string | null;
  logoFailed: boolean;
}): HeaderBrand {
  if (input.isGlobalAdmin && !input.inSupportSession) return { kind: 'name' };
  if (!input.logo || input.logoFailed) return { kind: 'name' };
  return { kind: 'logo', src: input.logo };
}
