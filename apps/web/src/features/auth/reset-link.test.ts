import { describe, expect, it } from 'vitest';
import { resetLinkTarget } from './reset-link';

describe('resetLinkTarget', () => {
  const origin = 'http://127.0.0.1:4173';

  it('keeps the path of a reset link on any origin', () => {
    expect(
      resetLinkTarget('http://localhost:3000/reset-password/abc?email=w%40acme.test', origin),
    ).toEqual({ internal: true, to: '/reset-password/abc?email=w%40acme.test' });
    expect(resetLinkTarget('/reset-password/abc?email=x', origin)).toEqual({
      internal: true,
      to: '/reset-password/abc?email=x',
    });
  });

  it('passes other http links through and refuses scripts', () => {
    expect(resetLinkTarget('https://example.test/other', origin)).toEqual({
      internal: false,
      href: 'https://example.test/other',
    });
    expect(resetLinkTarget('javascript:alert(1)', origin)).toBeNull();
  });
});
