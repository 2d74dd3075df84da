import { hash, verify } from '@node-rs/argon2';
import { scorePassword, type PasswordStrengthResult } from '@sitehours/contract';
import { isCommonPassword } from './common-passwords';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-1A!');
  return dummyHash.then((h) => verifyPassword(h, password));
}

export function checkPasswordStrength(password: string): PasswordStrengthResult {
  return scorePassword(password, isCommonPassword);
}
