import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@sitehours/contract/messages';
import {
  filterRateInput,
  formatPhoneInput,
  phoneDigits,
  phoneInlineError,
  rateInlineError,
  rateInputValue,
} from './staff-inputs';

describe('phone input', () => {
  it('formats progressively as digits are typed', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('5')).toBe('(5');
    expect(formatPhoneInput('555')).toBe('(555');
    expect(formatPhoneInput('5551')).toBe('(555) 1');
    expect(formatPhoneInput('555123')).toBe('(555) 123');
    expect(formatPhoneInput('5551234')).toBe('(555) 123-4');
    expect(formatPhoneInput('5551234567')).toBe('(555) 123-4567');
  });

  it('drops other characters and caps at ten digits', () => {
    expect(formatPhoneInput('(555) 123-45678999')).toBe('(555) 123-4567');
    expect(formatPhoneInput('abc555.123.4567')).toBe('(555) 123-4567');
    expect(phoneDigits('+1 (555) 123-4567 ext')).toBe('1555123456');
  });

  it('re-formats after a deletion without getting stuck on punctuation', () => {
    // Backspace on '(555) 1' leaves '(555) ', which reads as three digits.
    expect(formatPhoneInput('(555) ')).toBe('(555');
    expect(formatPhoneInput('(555) 123-')).toBe('(555) 123');
  });

  it('is optional but needs ten digits when given', () => {
    expect(phoneInlineError('(555) 123')).toBe(STAFF_MESSAGES.phoneInline);
    expect(phoneInlineError('')).toBeNull();
    expect(phoneInlineError('(555) 123-4567')).toBeNull();
  });
});

describe('hourly rate input', () => {
  it('keeps only digits and one dot', () => {
    expect(filterRateInput('25')).toBe('25');
    expect(filterRateInput('$25.5')).toBe('25.5');
    expect(filterRateInput('a2b5')).toBe('25');
    expect(filterRateInput('25.5.1')).toBe('25.51');
    expect(filterRateInput('-3')).toBe('3');
    expect(filterRateInput('.')).toBe('.');
  });

  it('truncates to two decimals', () => {
    expect(filterRateInput('25.555')).toBe('25.55');
    expect(filterRateInput('0.129')).toBe('0.12');
    expect(filterRateInput('25.')).toBe('25.');
  });

  it('accepts, as the API does, a non-negative number with at most two decimals', () => {
    for (const ok of ['0', '25', '25.5', '25.50', '25.', '.5', '999.99'])
      expect(rateInlineError(ok)).toBeNull();
    for (const bad of ['.', 'abc', '25.555', '-1', '1000', '1e3'])
      expect(rateInlineError(bad)).toBe(STAFF_MESSAGES.rateInline);
  });

  it('shows the inline text only for a typed, invalid rate', () => {
    expect(rateInlineError('')).toBeNull();
    expect(rateInlineError('25.50')).toBeNull();
    expect(rateInlineError('.')).toBe(STAFF_MESSAGES.rateInline);
    expect(rateInlineError('5000')).toBe(STAFF_MESSAGES.rateInline);
  });

  it('shows a stored rate with two decimals', () => {
    expect(rateInputValue(25.5)).toBe('25.50');
    expect(rateInputValue(null)).toBe('');
    expect(rateInputValue(undefined)).toBe('');
  });
});
