import { describe, expect, it } from 'vitest';
import { scorePassword, strengthColor } from './password-strength';

describe('password scoring (company spec §5)', () => {
  it('gives 100 and Very Strong to a long password meeting every rule', () => {
    const r = scorePassword('Harbor!Crane42');
    expect(r.strength.score).toBe(100);
    expect(r.strength.level).toBe('Very Strong');
    expect(r.isValid).toBe(true);
    expect(r.strength.recommendations).toEqual([]);
  });

  it('scores each rule: 20 length, 10 for 12+, 15 per class, 10 not common', () => {
    expect(scorePassword('abcdefgh').strength.score).toBe(20 + 15 + 10);
    expect(scorePassword('Abcdefg1!').strength.score).toBe(20 + 15 * 4 + 10);
    expect(scorePassword('Abcdefgh1!xy').strength.score).toBe(100);
  });

  it('calls a password the rules refuse Weak, whatever its score', () => {
    expect(scorePassword('abcdefgh1').strength.score).toBe(60); // 20+15+15+10
    expect(scorePassword('abcdefgh1').isValid).toBe(false);
    expect(scorePassword('abcdefgh1').strength.level).toBe('Weak');
    expect(scorePassword('abc').strength.level).toBe('Weak');
  });

  const COMMON = new Set(['password', 'welcome', 'sunshine']);
  const isCommon = (p: string) => COMMON.has(p.replace(/[^a-z]+$/, '')) || COMMON.has(p);
  const LONGEST = `Aa1!${'x'.repeat(124)}`;

  it.each([
    // password, valid, level
    ['Harbor!Crane42', true, 'Very Strong'],
    // Exactly 8 characters meeting every rule; one fewer is refused.
    ['Abcdef1!', true, 'Very Strong'],
    ['Abcde1!', false, 'Weak'],
    // The longest password accepted (128 characters).
    [LONGEST, true, 'Very Strong'],
    // Common passwords in any case, with digits or symbols added: refused and Weak, never Strong.
    ['Password1!', false, 'Weak'],
    ['PASSWORD1!a', true, 'Very Strong'],
    ['pAsSwOrD2026!', false, 'Weak'],
    ['WELCOME#2026', false, 'Weak'],
    ['Sunshine!99', false, 'Weak'],
    // Every class but one: a high score, still refused.
    ['harbor!crane42', false, 'Weak'],
    ['HARBOR!CRANE42', false, 'Weak'],
    ['HarborCrane42', false, 'Weak'],
    ['Harbor!Crane', false, 'Weak'],
  ] as const)('%s → valid %s, %s', (password, valid, level) => {
    const r = scorePassword(password, isCommon);
    expect(r.isValid).toBe(valid);
    expect(r.strength.level).toBe(level);
  });

  it('never names a refused password Strong or Very Strong', () => {
    const samples = ['Password1!', 'abcdefgh1', 'ABCDEFGH1!', 'Abcdefgh!', 'Welcome2026!'];
    for (const p of samples) {
      const r = scorePassword(p, isCommon);
      if (!r.isValid) expect(['Weak'], p).toContain(r.strength.level);
    }
  });

  it('treats the common passwords as invalid, case-insensitively', () => {
    const r = scorePassword('Password');
    expect(r.strength.analysis.isNotCommon).toBe(false);
    expect(r.isValid).toBe(false);
    expect(scorePassword('x', (p) => p === 'x').strength.analysis.isNotCommon).toBe(false);
  });

  it('offers at most three suggestions', () => {
    expect(scorePassword('a').strength.recommendations).toHaveLength(3);
  });

  it('maps scores to meter colour bands at 80, 60, 40 and 20', () => {
    expect([85, 65, 45, 25, 5].map(strengthColor)).toEqual([
      'green',
      'teal',
      'yellow',
      'orange',
      'red',
    ]);
  });
});
