import { describe, expect, it } from 'vitest';
import { scorePassword } from '@sitehours/contract/rules';
import { strengthMeter, strengthRequestBody } from './password-strength';

describe('strengthMeter', () => {
  it('uses the colour bands and keeps three suggestions', () => {
    const weak = strengthMeter(scorePassword('abc'), 'abc');
    expect(weak.suggestions).toEqual([
      { code: 'passwordUseMinLength', params: { min: 8 } },
      { code: 'passwordAddUppercase' },
      { code: 'passwordAddNumber' },
    ]);
    expect(weak.label).toBe('Weak');
    const strong = strengthMeter(scorePassword('Sturdy!Pass2026'), 'Sturdy!Pass2026');
    expect(strong).toMatchObject({ value: 100, color: 'green', label: 'Very Strong' });
  });

  it('clamps the score', () => {
    const r = scorePassword('x');
    expect(strengthMeter({ ...r, strength: { ...r.strength, score: 140 } }, 'x').value).toBe(100);
  });
});

describe('strengthRequestBody', () => {
  it('sends the password with what is known of its account, blanks left out', () => {
    expect(strengthRequestBody('Harbor!Crane42')).toEqual({ password: 'Harbor!Crane42' });
    expect(
      strengthRequestBody('Harbor!Crane42', {
        email: 'ana@acme.test',
        firstName: '',
        lastName: 'Ruiz',
        resetToken: undefined,
      }),
    ).toEqual({ password: 'Harbor!Crane42', email: 'ana@acme.test', lastName: 'Ruiz' });
  });

  it('the fallback scoring judges the account too', () => {
    const account = { email: 'ana@acme.test', firstName: 'Ana', lastName: 'Ruiz' };
    expect(scorePassword('Ruiz!Crane42', undefined, account).strength.level).toBe('Weak');
  });
});
