import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import {
  scorePassword,
  type PasswordAccount,
  type PasswordStrengthResult,
} from '@sitehours/contract';
import { isCommonPassword } from './common-passwords';
import { AppError } from './errors';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const serverBusy = () => new AppError(503, 'server_busy', 'serverBusy');

/**
 * Hashes at once by default: half the cores, and always one thread of libuv's pool left for
 * file and DNS work, so the event loop and the database keep cores of their own for the
 * requests of signed-in users whatever the number of sign-in attempts.
 */
export function defaultHashConcurrency(): number {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(Math.floor(os.availableParallelism() / 2), pool - 1));
}

/**
 * At most `concurrency` hashes or verifications run at once; up to `queue` more wait their turn
 * in arrival order, and any beyond that are refused (503) instead of piling up.
 */
class PasswordWork {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  concurrency = defaultHashConcurrency();
  queue = 16;

  /** Every place taken and the queue full: new work would be refused. */
  get saturated(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.queue;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.queue) throw serverBusy();
      // The finishing one hands its place over, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const passwordWork = new PasswordWork();

/** True while new password work would be refused (503): callers can refuse before other work. */
export function passwordWorkSaturated(): boolean {
  return passwordWork.saturated;
}

/** Sets the limits of concurrent password work (one process, one pool of cores). */
export function configurePasswordWork(limits: { concurrency?: number; queue?: number }): void {
  passwordWork.concurrency = limits.concurrency ?? defaultHashConcurrency();
  if (limits.queue !== undefined) passwordWork.queue = limits.queue;
}

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  // An account without a password yet costs the same time as one with a password.
  if (!passwordHash) return verifyAgainstDummy(password).then(() => false);
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password-1A!', ARGON2_OPTIONS);
  const h = await dummyHash;
  return passwordWork.run(async () => {
    try {
      return await verify(h, password);
    } catch {
      return false;
    }
  });
}

/**
 * The strength rule every password the server sets must pass: the contract's rules, the long
 * common-password list, and none of the account's name or email local part in it.
 */
export function checkPasswordStrength(
  password: string,
  account?: PasswordAccount,
): PasswordStrengthResult {
  return scorePassword(password, isCommonPassword, account);
}
