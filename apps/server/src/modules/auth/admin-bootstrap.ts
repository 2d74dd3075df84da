import { emailSchema } from '@sitehours/contract';
import type { Db } from '../../db/database';
import { withPlatform } from '../../db/scoped';
import { globalAdmins } from '../../db/schema';
import { checkPasswordStrength, hashPassword } from '../../platform/passwords';
import { findAccountByEmail } from './account.repository';

export interface NewGlobalAdmin {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Creates a platform operator unless the address already has an account; returns what it did. */
export async function createGlobalAdmin(
  db: Db,
  input: NewGlobalAdmin,
): Promise<'created' | 'exists'> {
  const email = emailSchema.parse(input.email);
  if (!checkPasswordStrength(input.password, { ...input, email }).isValid) {
    throw new Error(
      'The password is too weak: use 8 or more characters with upper and lower case letters, a digit and a special character, and avoid common passwords and the name or email of the admin.',
    );
  }
  const passwordHash = await hashPassword(input.password);
  return withPlatform(db, async (tx) => {
    if (await findAccountByEmail(tx, email)) return 'exists';
    await tx.insert(globalAdmins).values({
      email,
      passwordHash,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
    });
    return 'created';
  });
}
