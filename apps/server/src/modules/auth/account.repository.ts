import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { companies, globalAdmins, passwordTokens, people, tenants, users } from '../../db/schema';
import { fixedStatement } from '../../db/raw-query';
import { tenantAllowsSignIn } from '../../platform/principal';

/** A person's membership in one company, with the company and its tenant. */
export interface Membership {
  user: typeof users.$inferSelect;
  tenant: typeof tenants.$inferSelect;
  company: typeof companies.$inferSelect;
}

export type Account =
  | { type: 'global_admin'; admin: typeof globalAdmins.$inferSelect }
  | ({ type: 'user'; person: typeof people.$inferSelect } & Membership);

/** A person with every membership they hold, in any tenant (platform context). */
export interface PersonWithMemberships {
  person: typeof people.$inferSelect;
  memberships: Membership[];
}

/** What decides whether a membership is open, waiting for an answer, or neither. */
export interface MembershipState {
  accepted: boolean;
  declined: boolean;
  isActive: boolean;
  tenantStatus: string;
}

const stateOf = (m: Membership): MembershipState => ({
  accepted: m.user.acceptedAt !== null,
  declined: m.user.declinedAt !== null,
  isActive: m.user.isActive,
  tenantStatus: m.tenant.status,
});

/** Whether the person may work in the membership's company now. */
export const isOpen = (s: MembershipState) =>
  s.accepted && s.isActive && tenantAllowsSignIn(s.tenantStatus);

/** Whether the membership waits for the person's answer to the company's invitation. */
export const isInvited = (s: MembershipState) =>
  !s.accepted && !s.declined && s.isActive && tenantAllowsSignIn(s.tenantStatus);

export const membershipOpen = (m: Membership) => isOpen(stateOf(m));
export const membershipInvited = (m: Membership) => isInvited(stateOf(m));

async function membershipsOf(q: Queryable, personIds: string[]): Promise<Membership[]> {
  if (personIds.length === 0) return [];
  return q
    .select({ user: users, tenant: tenants, company: companies })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.personId, personIds))
    .orderBy(companies.name, users.createdAt);
}

async function findPerson(q: Queryable, where: SQL): Promise<PersonWithMemberships | undefined> {
  const [person] = await q.select().from(people).where(where);
  if (!person) return undefined;
  return { person, memberships: await membershipsOf(q, [person.id]) };
}

export const findPersonByEmail = (q: Queryable, email: string) =>
  findPerson(q, eq(people.email, email));

export const findPersonById = (q: Queryable, personId: string) =>
  findPerson(q, eq(people.id, personId));

/**
 * The membership a sign-in starts in: the company asked for (the device's last one) if the
 * person may work there, else the one they used last, else any they took up (whose refusal then
 * tells why they cannot sign in).
 */
export function chooseMembership(
  found: PersonWithMemberships,
  companyId?: string,
): Membership | undefined {
  const open = found.memberships.filter(membershipOpen);
  const asked = companyId ? open.find((m) => m.company.id === companyId) : undefined;
  if (asked) return asked;
  const lastUsed = [...open].sort(
    (a, b) => (b.user.lastLoginAt?.getTime() ?? 0) - (a.user.lastLoginAt?.getTime() ?? 0),
  )[0];
  return lastUsed ?? found.memberships.find((m) => m.user.acceptedAt !== null);
}

/**
 * Finds the account for an address, operators first (platform context). Both tables are asked
 * every time, so the time taken does not tell which kind of account, if any, the address has.
 * A person's account is the membership `chooseMembership` picks.
 */
export async function findAccountByEmail(
  q: Queryable,
  email: string,
  companyId?: string,
): Promise<Account | undefined> {
  const [admin] = await q.select().from(globalAdmins).where(eq(globalAdmins.email, email));
  const found = await findPersonByEmail(q, email);
  if (admin) return { type: 'global_admin', admin };
  const membership = found && chooseMembership(found, companyId);
  return membership ? { type: 'user', person: found.person, ...membership } : undefined;
}

/** What the profile shows of one of a person's memberships. */
export interface ProfileMembership {
  id: string;
  firstName: string;
  lastName: string;
  roles: string[];
  hourlyRate: string;
  crewLead: boolean;
  leadsCrew: boolean;
  onCrew: boolean;
  reviewsTime: boolean;
  language: 'en' | 'es' | null;
  tenantId: string;
  email: string;
  state: MembershipState;
  company: Pick<
    typeof companies.$inferSelect,
    | 'id'
    | 'name'
    | 'tenantId'
    | 'primaryColor'
    | 'secondaryColor'
    | 'logoPath'
    | 'timeZone'
    | 'timeCapture'
    | 'defaultLanguage'
    | 'workerSubmit'
  >;
}

/**
 * Every membership of the person a membership belongs to, that one included, in one prepared
 * statement: the profile lists them each time the app starts (a benchmarked call).
 */
const selectProfileMemberships = fixedStatement<
  Omit<ProfileMembership, 'company' | 'state'> &
    MembershipState & {
      companyId: string;
      companyName: string;
      primaryColor: string;
      secondaryColor: string;
      logoPath: string | null;
      timeZone: string;
      timeCapture: 'hours' | 'times';
      defaultLanguage: 'en' | 'es' | null;
      workerSubmit: boolean;
    }
>(
  `select u.id, u.first_name as "firstName", u.last_name as "lastName", u.roles,
          u.hourly_rate::text as "hourlyRate", u.crew_lead as "crewLead",
          exists(select 1 from crew_members cm join crews cr on cr.id = cm.crew_id and cr.is_active
                  where cm.tenant_id = u.tenant_id and cm.user_id = u.id and cm.is_lead) as "leadsCrew",
          exists(select 1 from crew_members cm join crews cr on cr.id = cm.crew_id and cr.is_active
                  where cm.tenant_id = u.tenant_id and cm.user_id = u.id) as "onCrew",
          exists(select 1 from job_managers jm join jobs j on j.id = jm.job_id and j.is_active
                  where jm.tenant_id = u.tenant_id and jm.user_id = u.id) as "reviewsTime",
          u.language, u.tenant_id as "tenantId", p.email,
          u.accepted_at is not null as accepted, u.declined_at is not null as declined,
          u.is_active as "isActive", t.status as "tenantStatus",
          c.id as "companyId", c.name as "companyName", c.primary_color as "primaryColor",
          c.secondary_color as "secondaryColor", c.logo_path as "logoPath",
          c.time_zone as "timeZone", c.time_capture as "timeCapture",
          c.default_language as "defaultLanguage", c.worker_submit as "workerSubmit"
     from users u
     join people p on p.id = u.person_id
     join tenants t on t.id = u.tenant_id
     join companies c on c.id = u.company_id
    where u.person_id = (select m.person_id from users m where m.id = $1)
    order by c.name, u.created_at`,
  { prepareAs: 'profile_memberships' },
);

export async function profileMemberships(
  q: Queryable,
  membershipId: string,
): Promise<ProfileMembership[]> {
  const rows = await selectProfileMemberships(q, [membershipId]);
  return rows.map(
    ({
      companyId,
      companyName,
      primaryColor,
      secondaryColor,
      logoPath,
      timeZone,
      timeCapture,
      defaultLanguage,
      workerSubmit,
      accepted,
      declined,
      isActive,
      tenantStatus,
      ...m
    }) => ({
      ...m,
      state: { accepted, declined, isActive, tenantStatus },
      company: {
        id: companyId,
        name: companyName,
        tenantId: m.tenantId,
        primaryColor,
        secondaryColor,
        logoPath,
        timeZone,
        timeCapture,
        defaultLanguage,
        workerSubmit,
      },
    }),
  );
}

export async function findAccountById(
  q: Queryable,
  type: Account['type'],
  id: string,
): Promise<Account | undefined> {
  if (type === 'global_admin') {
    const [admin] = await q.select().from(globalAdmins).where(eq(globalAdmins.id, id));
    return admin ? { type, admin } : undefined;
  }
  const [row] = await q
    .select({ user: users, tenant: tenants, company: companies, person: people })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(people, eq(people.id, users.personId))
    .where(eq(users.id, id));
  return row ? { type, ...row } : undefined;
}

export const accountId = (a: Account) => (a.type === 'global_admin' ? a.admin.id : a.user.id);
export const accountEmail = (a: Account) =>
  a.type === 'global_admin' ? a.admin.email : a.person.email;
/** What the account's password must not contain: its email and name. */
export const accountPasswordContext = (a: Account) => {
  const named = a.type === 'global_admin' ? a.admin : a.user;
  return { email: accountEmail(a), firstName: named.firstName, lastName: named.lastName };
};
export const accountPasswordHash = (a: Account) =>
  a.type === 'global_admin' ? a.admin.passwordHash : a.person.passwordHash;
export const accountTenantId = (a: Account) => (a.type === 'user' ? a.user.tenantId : null);
export const accountCompanyId = (a: Account) => (a.type === 'user' ? a.user.companyId : null);

export async function recordSuccessfulLogin(q: Queryable, a: Account): Promise<void> {
  const t = a.type === 'global_admin' ? globalAdmins : users;
  await q
    .update(t)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(t.id, accountId(a)));
}

/**
 * Sets the password of the operator or the person. A person who chooses one through a welcome
 * link has taken up the membership the link was for.
 */
export async function setAccountPassword(
  q: Queryable,
  a: Account,
  passwordHash: string,
): Promise<void> {
  const now = new Date();
  if (a.type === 'global_admin') {
    await q
      .update(globalAdmins)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: now })
      .where(eq(globalAdmins.id, a.admin.id));
    return;
  }
  await q.update(people).set({ passwordHash, updatedAt: now }).where(eq(people.id, a.person.id));
  await q
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, updatedAt: now })
    .where(eq(users.id, a.user.id));
  await q
    .update(users)
    .set({ acceptedAt: now })
    .where(and(eq(users.id, a.user.id), isNull(users.acceptedAt), isNull(users.declinedAt)));
}

/** Ends every reset and welcome link of the account (for a person: of all their memberships). */
export async function endOpenPasswordLinks(q: Queryable, a: Account): Promise<number> {
  const subjects =
    a.type === 'global_admin'
      ? [a.admin.id]
      : (await q.select({ id: users.id }).from(users).where(eq(users.personId, a.person.id))).map(
          (u) => u.id,
        );
  const ended = await q
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.subjectType, a.type),
        inArray(passwordTokens.subjectId, subjects),
        isNull(passwordTokens.usedAt),
      ),
    )
    .returning({ id: passwordTokens.id });
  return ended.length;
}
