import { and, eq, ne } from 'drizzle-orm';
import { WELCOME_LINK_HOURS, type CompanyRole } from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { companies, people, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { enqueueMail } from '../../platform/mail/outbox';
import { recipientLanguage } from '../../platform/mail/mail-i18n';
import { invitationMail, membershipInvitationMail } from '../../platform/mail/templates';
import { createPasswordLink } from '../../platform/password-links';
import type { CompanyScope } from '../../platform/principal';

export interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  role: CompanyRole;
  phone?: string | null;
  hourlyRate?: number;
  isActive?: boolean;
  includeInReports?: boolean;
  collectiveBargaining?: boolean;
  crewLead?: boolean;
  mealWaiver?: boolean;
  /** A password the admin chose; it counts only for a person new to SiteHours. */
  passwordHash?: string | null;
}

/**
 * Adds a person to a company's staff: a new person gets a welcome link to choose a password (or
 * the password the admin chose); a person who already signs in to SiteHours, for any company,
 * keeps their own password and gets an invitation they accept from their own sign-in. The
 * caller's answer is the same either way, so adding staff does not tell whether an address has
 * an account. Runs in the platform context (a person is not a tenant's row); the membership
 * carries the scope of the caller's verified token. Call `ctx.mail.kick()` after the commit.
 */
export async function addMember(
  ctx: AppContext,
  tx: Queryable,
  scope: CompanyScope,
  input: NewMember,
): Promise<{ user: typeof users.$inferSelect; kind: 'welcome' | 'invitation' | 'none' }> {
  const [existing] = await tx.select().from(people).where(eq(people.email, input.email));
  const person =
    existing ??
    (
      await tx
        .insert(people)
        .values({ email: input.email, passwordHash: input.passwordHash ?? null })
        .returning()
    )[0]!;
  const isNew = !existing;
  const [user] = await tx
    .insert(users)
    .values({
      ...scope,
      personId: person.id,
      email: person.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      hourlyRate: (input.hourlyRate ?? 0).toFixed(2),
      roles: [input.role],
      isActive: input.isActive ?? true,
      includeInReports: input.includeInReports ?? true,
      collectiveBargaining: input.collectiveBargaining ?? false,
      mealWaiver: input.mealWaiver ?? false,
      crewLead: input.crewLead ?? false,
      acceptedAt: isNew && input.passwordHash ? new Date() : null,
    })
    .returning();
  const [company] = await tx
    .select({ name: companies.name, defaultLanguage: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const language = recipientLanguage(
    await personLanguage(tx, person.id, user!.id),
    company?.defaultLanguage,
  );
  if (!isNew) {
    await enqueueMail(tx, {
      ...membershipInvitationMail({
        to: person.email,
        firstName: input.firstName,
        companyName: company?.name,
        signInUrl: `${ctx.config.appUrl}/login`,
        language,
      }),
      tenantId: scope.tenantId,
    });
    return { user: user!, kind: 'invitation' };
  }
  if (input.passwordHash) return { user: user!, kind: 'none' };
  const link = await createPasswordLink(tx, ctx.config, {
    purpose: 'welcome',
    subjectType: 'user',
    subjectId: user!.id,
    tenantId: scope.tenantId,
    email: person.email,
    validForMs: WELCOME_LINK_HOURS * 3_600_000,
  });
  await enqueueMail(tx, {
    ...invitationMail({
      to: person.email,
      firstName: input.firstName,
      companyName: company?.name,
      setPasswordUrl: link,
      validHours: WELCOME_LINK_HOURS,
      language,
    }),
    tenantId: scope.tenantId,
  });
  return { user: user!, kind: 'welcome' };
}

/** The language the person chose in any of their other companies, if any. */
async function personLanguage(tx: Queryable, personId: string, exceptUserId: string) {
  const [chosen] = await tx
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.personId, personId), ne(users.id, exceptUserId)))
    .limit(1);
  return chosen?.language ?? null;
}

/** Whether the membership's person works for no other company (their address and password are then the company's to change). */
export async function personOnlyHere(tx: Queryable, membershipId: string): Promise<boolean> {
  const [row] = await tx
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.id, membershipId));
  if (!row) return false;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.personId, row.personId), ne(users.id, membershipId)))
    .limit(1);
  return others.length === 0;
}
