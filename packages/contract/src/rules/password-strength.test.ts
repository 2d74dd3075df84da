import {
  containsPersonalInfo,
  PERSONAL_PASSWORD_RECOMMENDATION,
  personalParts,
  scorePassword,
  strengthColor,
  type PasswordAccount,
} from './password-strength';
import { describe, expect, it } from 'vitest';

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

describe('a password must not contain the account it is for', () => {
  const DEREK: PasswordAccount = {
    email: 'Derek.Olsen@acme.test',
    firstName: 'Derek',
    lastName: 'Olsen',
  };
  const JOSE: PasswordAccount = {
    email: 'jperez1985@birch.test',
    firstName: 'José',
    lastName: 'de la Peña',
  };
  const SHORT: PasswordAccount = { email: 'al@x.io', firstName: 'Al', lastName: 'Li' };
  const OPERATOR: PasswordAccount = { email: 'ops@sitehours.test', firstName: '', lastName: '' };

  it.each([
    // account, password, valid (every other rule is met by each password)
    [DEREK, 'Harbor!Crane42', true],
    [DEREK, 'Derek!Crane42', false], // first name
    [DEREK, 'Harbor!OLSEN42', false], // last name, any case
    [DEREK, 'x!Derek.Olsen9', false], // the whole local part
    [DEREK, 'Dere!Olse2026', true], // shorter than any part
    [JOSE, 'Jose!Harbor42', false], // first name without its accent
    [JOSE, 'Harbor!Peña42', false], // a word of the last name
    [JOSE, 'Harbor!Pena42', false], // the same word without its accent
    [JOSE, 'Jperez!1985x', false], // the letters of the local part
    [JOSE, 'Dela!Harbor42', true], // words of two letters are not looked for
    [SHORT, 'Al!Li!Crane42', true], // parts under three characters are not looked for
    [OPERATOR, 'Ops!Crane2026', false], // the local part of an operator without a name
    [OPERATOR, 'Night!Shift2026', true],
    [undefined, 'Derek!Crane42', true], // no account known: only the other rules
    [{}, 'Derek!Crane42', true],
  ] as const)('%o: %s → valid %s', (account, password, valid) => {
    const r = scorePassword(password, undefined, account);
    expect(r.strength.analysis.isNotPersonal).toBe(valid);
    expect(r.isValid).toBe(valid);
    expect(containsPersonalInfo(password, account)).toBe(!valid);
    if (!valid) {
      expect(r.strength.level).toBe('Weak');
      expect(r.strength.recommendations[0]).toBe(PERSONAL_PASSWORD_RECOMMENDATION);
    }
  });

  it('looks for the local part, its runs of letters and each word of the name', () => {
    expect(personalParts(DEREK).sort()).toEqual(['derek', 'derek.olsen', 'olsen']);
    expect(personalParts(JOSE).sort()).toEqual(['jose', 'jperez', 'jperez1985', 'pena']);
    expect(personalParts(SHORT)).toEqual([]);
    expect(personalParts(undefined)).toEqual([]);
  });

  it('keeps the score of the other rules, so only the level and the verdict change', () => {
    const plain = scorePassword('Derek!Crane42');
    const personal = scorePassword('Derek!Crane42', undefined, DEREK);
    expect(personal.strength.score).toBe(plain.strength.score);
    expect(plain.strength.level).toBe('Very Strong');
    expect(personal.strength.level).toBe('Weak');
  });
});
