import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import { HEX_COLOR_PATTERN, LOGO_MAX_BYTES } from '@sitehours/contract/rules';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';

/** Client checks and error texts of the branding modal (company spec §5, §8). */

export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const;
export const LOGO_ACCEPT = 'image/png,image/jpeg';

/**
 * Checks of a chosen logo, in the order of §5: under 2 MB, an image, JPEG or PNG. The server
 * checks the content again.
 */
export function checkLogoFile(file: { size: number; type: string }): string | null {
  if (file.size >= LOGO_MAX_BYTES) return SETTINGS_MESSAGES.logoTooBig;
  const type = file.type.trim().toLowerCase();
  if (!type.startsWith('image/')) return SETTINGS_MESSAGES.logoNotImage;
  const normalised = type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
  if (!(LOGO_TYPES as readonly string[]).includes(normalised))
    return SETTINGS_MESSAGES.logoWrongType;
  return null;
}

/** Colours are hex of the form #RRGGBB. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value.trim());
}

export function colorError(value: string): string | null {
  return isHexColor(value) ? null : SETTINGS_MESSAGES.colorFormat;
}

/** #RRGGBB in upper case, as the screen shows and sends it. */
export function normalizeHex(value: string): string {
  return value.trim().toUpperCase();
}

/** 401 or 403, or a message saying the token is expired or invalid, or 'jwt expired'. */
export function isBrandingSessionError(status: number, message: string | null | undefined) {
  if (status === 401 || status === 403) return true;
  const text = (message ?? '').toLowerCase();
  return /jwt expired/.test(text) || (/token/.test(text) && /(expired|invalid)/.test(text));
}

export interface BrandingFailure {
  text: string;
  /** Show the text, then sign out after 2 seconds and go to the login screen. */
  sessionExpired: boolean;
  /** A server check of the logo that the modal can show under the file field. */
  logoError: ShownMessage | null;
}

export function brandingFailure(error: unknown, missingToken: boolean): BrandingFailure {
  if (missingToken)
    return { text: SETTINGS_MESSAGES.noToken, sessionExpired: false, logoError: null };
  if (error instanceof ApiError) {
    if (error.sessionExpired || isBrandingSessionError(error.status, error.serverText))
      return { text: SETTINGS_MESSAGES.sessionExpired, sessionExpired: true, logoError: null };
    const logo = error.fieldErrors.find((e) => e.path === 'logo');
    return {
      text: SETTINGS_MESSAGES.brandingFailed,
      sessionExpired: false,
      logoError: logo?.msg ?? null,
    };
  }
  return { text: SETTINGS_MESSAGES.brandingFailed, sessionExpired: false, logoError: null };
}

/** Delay between the session-expired text and the sign-out (company spec §9). */
export const BRANDING_LOGOUT_DELAY_MS = 2_000;
