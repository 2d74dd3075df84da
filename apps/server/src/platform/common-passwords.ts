import { dictionary } from '@zxcvbn-ts/language-common';

/** About 49,000 of the most used passwords, from the zxcvbn-ts project. */
const commonPasswords = new Set(dictionary['passwords-common']);
commonPasswords.add('welcome');

/**
 * True for a password on the list, and for one that is a listed password with only digits or
 * symbols added at the end ("password123!"), the commonest way people "strengthen" one.
 */
export function isCommonPassword(lowerCased: string): boolean {
  if (commonPasswords.has(lowerCased)) return true;
  const core = lowerCased.replace(/[^a-z]+$/, '');
  return core.length >= 4 && core !== lowerCased && commonPasswords.has(core);
}
