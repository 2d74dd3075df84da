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

  it('uses Strong at 60+, Moderate when valid below that, Weak when invalid', () => {
    expect(scorePassword('abcdefgh1').strength.level).toBe('Strong'); // 20+15+15+10 = 60
    expect(scorePassword('abcdefgh1').isValid).toBe(false);
    expect(scorePassword('abc').strength.level).toBe('Weak');
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
