import { formulaSafe } from './formula-safe';
import { describe, expect, it } from 'vitest';

// OWASP "CSV injection": a cell starting with one of these characters is read as a formula.
describe('formulaSafe', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-cmd|calc', "'-cmd|calc"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-2 hours lost', "'-2 hours lost"],
    ['+5', "'+5"],
  ])('puts an apostrophe before %j', (cell, expected) => {
    expect(formulaSafe(cell)).toBe(expected);
  });

  it.each(['-2', '-12.50', '0', '8.25', 'a-b', 'x=1', 'e@mail', 'Muñoz', ''])(
    'leaves %j as it is',
    (cell) => {
      expect(formulaSafe(cell)).toBe(cell);
    },
  );

  it('reads a missing value as an empty cell', () => {
    expect(formulaSafe(null)).toBe('');
    expect(formulaSafe(undefined)).toBe('');
  });
});
