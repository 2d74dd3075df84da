import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import { LOGO_MAX_BYTES } from '@sitehours/contract/rules';
import { ApiError } from '@/app/errors/api-error';
import {
  brandingFailure,
  checkLogoFile,
  colorError,
  isBrandingSessionError,
  normalizeHex,
} from './logo-rules';

describe('checkLogoFile', () => {
  it('accepts JPEG and PNG under 2 MB', () => {
    expect(checkLogoFile({ size: 1000, type: 'image/png' })).toBeNull();
    expect(checkLogoFile({ size: 1000, type: 'image/jpeg' })).toBeNull();
    expect(checkLogoFile({ size: 1000, type: 'image/jpg' })).toBeNull();
    expect(checkLogoFile({ size: LOGO_MAX_BYTES - 1, type: 'image/png' })).toBeNull();
  });

  it('checks the size first, then image, then JPEG or PNG', () => {
    expect(checkLogoFile({ size: LOGO_MAX_BYTES, type: 'text/plain' })).toBe(
      SETTINGS_MESSAGES.logoTooBig,
    );
    expect(checkLogoFile({ size: 10, type: 'text/plain' })).toBe(SETTINGS_MESSAGES.logoNotImage);
    expect(checkLogoFile({ size: 10, type: '' })).toBe(SETTINGS_MESSAGES.logoNotImage);
    expect(checkLogoFile({ size: 10, type: 'image/gif' })).toBe(SETTINGS_MESSAGES.logoWrongType);
    expect(checkLogoFile({ size: 10, type: 'image/svg+xml' })).toBe(
      SETTINGS_MESSAGES.logoWrongType,
    );
  });
});

describe('colours', () => {
  it('accepts #RRGGBB only', () => {
    expect(colorError('#1E40af')).toBeNull();
    expect(colorError('#abc')).toBe(SETTINGS_MESSAGES.colorFormat);
    expect(colorError('1E40AF')).toBe(SETTINGS_MESSAGES.colorFormat);
    expect(colorError('rgb(0,0,0)')).toBe(SETTINGS_MESSAGES.colorFormat);
    expect(normalizeHex(' #1e40af ')).toBe('#1E40AF');
  });
});

describe('branding failures', () => {
  it('treats 401, 403 and token texts as an expired session', () => {
    expect(isBrandingSessionError(401, null)).toBe(true);
    expect(isBrandingSessionError(403, null)).toBe(true);
    expect(isBrandingSessionError(400, 'jwt expired')).toBe(true);
    expect(isBrandingSessionError(500, 'Token is invalid')).toBe(true);
    expect(isBrandingSessionError(400, 'Invalid colour')).toBe(false);
  });

  it('gives the spec texts', () => {
    expect(brandingFailure(null, true).text).toBe(SETTINGS_MESSAGES.noToken);
    const expired = brandingFailure(new ApiError('x', { status: 401 }), false);
    expect(expired).toMatchObject({ text: SETTINGS_MESSAGES.sessionExpired, sessionExpired: true });
    const bad = new ApiError('x', {
      status: 400,
      body: { errors: [{ path: 'logo', msg: SETTINGS_MESSAGES.logoWrongType }] },
    });
    expect(brandingFailure(bad, false)).toEqual({
      text: SETTINGS_MESSAGES.brandingFailed,
      sessionExpired: false,
      logoError: SETTINGS_MESSAGES.logoWrongType,
    });
    expect(brandingFailure(new Error('x'), false).text).toBe(SETTINGS_MESSAGES.brandingFailed);
  });
});
