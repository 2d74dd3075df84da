import { describe, expect, it } from 'vitest';
import { avatarInitials, displayName } from './avatar-initials';

describe('avatarInitials', () => {
  it('follows the fallback order', () => {
    expect(avatarInitials({ firstName: 'ann', lastName: 'lee', email: 'a@x.test' })).toBe('AL');
    expect(avatarInitials({ firstName: 'Ann', lastName: ' ', email: 'a@x.test' })).toBe('A');
    expect(avatarInitials({ firstName: '', lastName: 'Lee', email: 'zed@x.test' })).toBe('Z');
    expect(avatarInitials({ firstName: null, lastName: null, email: '' })).toBe('?');
    expect(avatarInitials({})).toBe('?');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(avatarInitials({ firstName: '𝒜nn', lastName: 'Öz' })).toBe('𝒜Ö');
  });
});

describe('displayName', () => {
  it('uses the full name, else the email', () => {
    expect(displayName({ firstName: 'Ann', lastName: 'Lee', email: 'a@x.test' })).toBe('Ann Lee');
    expect(displayName({ firstName: '', lastName: '', email: 'a@x.test' })).toBe('a@x.test');
  });
});
