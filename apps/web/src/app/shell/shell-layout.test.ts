import { describe, expect, it } from 'vitest';
import english from '@/locales/en/common.json';
import {
  activeBanners,
  headerBrand,
  isHeaderScrolled,
  isStagingHost,
  pageTitle,
  shellOffsets,
} from './shell-layout';

describe('banner offsets', () => {
  it('adds 28 px per banner to the 64 px top padding and shifts the nav', () => {
    expect(shellOffsets(0)).toEqual({ headerHeight: 64, contentTop: 64, navOffset: 0 });
    expect(shellOffsets(1)).toEqual({ headerHeight: 92, contentTop: 92, navOffset: 28 });
    expect(shellOffsets(2)).toEqual({ headerHeight: 120, contentTop: 120, navOffset: 56 });
  });

  it('offsets the content and the navigation for the support banner', () => {
    const support = activeBanners({ staging: false, supportSession: true });
    expect(support).toEqual(['support']);
    expect(shellOffsets(support.length)).toEqual({
      headerHeight: 92,
      contentTop: 92,
      navOffset: 28,
    });
    const both = activeBanners({ staging: true, supportSession: true });
    expect(shellOffsets(both.length)).toMatchObject({ contentTop: 120, navOffset: 56 });
  });

  it('lists the banners shown', () => {
    expect(activeBanners({ staging: false, supportSession: false })).toEqual([]);
    expect(activeBanners({ staging: true, supportSession: true })).toEqual(['staging', 'support']);
  });

  it('stacks the connection banner (offline, entries waiting to sync) last', () => {
    const banners = activeBanners({ staging: true, supportSession: false, connectivity: true });
    expect(banners).toEqual(['staging', 'connectivity']);
    expect(shellOffsets(banners.length)).toMatchObject({ contentTop: 120, navOffset: 56 });
  });
});

describe('environment', () => {
  it('detects staging hosts and prefixes the title', () => {
    expect(isStagingHost('staging.sitehours.app')).toBe(true);
    expect(isStagingHost('app-STAGING.example.com')).toBe(true);
    expect(isStagingHost('sitehours.app')).toBe(false);
    expect(pageTitle('SiteHours', true)).toBe('[STAGING] SiteHours');
    expect(pageTitle('SiteHours', false)).toBe('SiteHours');
    // The title the app sets comes from the catalogue, with the same English wording.
    expect(english['shell.stagingTitle'].replace('{{product}}', 'SiteHours')).toBe(
      pageTitle('SiteHours', true),
    );
  });
});

describe('header', () => {
  it('changes style past 10 px', () => {
    expect(isHeaderScrolled(10)).toBe(false);
    expect(isHeaderScrolled(11)).toBe(true);
  });

  it('falls back to the product name', () => {
    const company = { isGlobalAdmin: false, inSupportSession: false, logoFailed: false };
    expect(headerBrand({ ...company, logo: '/uploads/l.png' })).toEqual({
      kind: 'logo',
      src: '/uploads/l.png',
    });
    expect(headerBrand({ ...company, logo: null })).toEqual({ kind: 'name' });
    expect(headerBrand({ ...company, logo: '/l.png', logoFailed: true })).toEqual({ kind: 'name' });
    expect(headerBrand({ ...company, isGlobalAdmin: true, logo: '/l.png' })).toEqual({
      kind: 'name',
    });
    expect(
      headerBrand({ ...company, isGlobalAdmin: true, inSupportSession: true, logo: '/l.png' }),
    ).toEqual({ kind: 'logo', src: '/l.png' });
  });
});
