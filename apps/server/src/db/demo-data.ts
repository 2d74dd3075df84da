import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { withPlatform } from './scoped';
import { companies, globalAdmins, tenants, users } from './schema';
import { hashPassword } from '../platform/passwords';

export const DEMO_PASSWORD = 'Demo!Pass2026';

export const DEMO_ACCOUNTS = [
  { email: 'admin@sitehours.test', role: 'Global admin (platform operator)' },
  { email: 'admin@acme.test', role: 'Company admin, Acme Construction' },
  { email: 'pm@acme.test', role: 'Project manager, Acme Construction' },
  { email: 'worker1@acme.test', role: 'Employee, Acme Construction' },
  { email: 'worker2@acme.test', role: 'Employee, Acme Construction' },
] as const;

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  hourlyRate: string;
  roles: string[];
}

const ACME_CREW: DemoUser[] = [
  {
    email: 'admin@acme.test',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '4155550101',
    hourlyRate: '48.00',
    roles: ['company_admin'],
  },
  {
    email: 'pm@acme.test',
    firstName: 'Marcus',
    lastName: 'Reyes',
    phone: '4155550102',
    hourlyRate: '42.50',
    roles: ['company_manager'],
  },
  {
    email: 'worker1@acme.test',
    firstName: 'Luis',
    lastName: 'Hernandez',
    phone: '4155550103',
    hourlyRate: '28.75',
    roles: ['standard_user'],
  },
  {
    email: 'worker2@acme.test',
    firstName: 'Kayla',
    lastName: 'Brooks',
    phone: '4155550104',
    hourlyRate: '22.00',
    roles: ['standard_user'],
  },
  {
    email: 'worker3@acme.test',
    firstName: 'Tomas',
    lastName: 'Silva',
    phone: '4155550105',
    hourlyRate: '31.25',
    roles: ['standard_user'],
  },
  {
    email: 'worker4@acme.test',
    firstName: 'Jenna',
    lastName: 'Park',
    phone: '4155550106',
    hourlyRate: '26.50',
    roles: ['standard_user'],
  },
];

const BIRCH_CREW: DemoUser[] = [
  {
    email: 'admin@birch.test',
    firstName: 'Priya',
    lastName: 'Nair',
    phone: '5035550111',
    hourlyRate: '45.00',
    roles: ['company_admin'],
  },
  {
    email: 'tech1@birch.test',
    firstName: 'Owen',
    lastName: 'Gallagher',
    phone: '5035550112',
    hourlyRate: '30.00',
    roles: ['standard_user'],
  },
];

/** True when the database holds no tenant and no operator yet. */
async function isEmpty(db: Db): Promise<boolean> {
  return withPlatform(db, async (tx) => {
    const [t] = await tx.select({ id: tenants.id }).from(tenants).limit(1);
    const [a] = await tx.select({ id: globalAdmins.id }).from(globalAdmins).limit(1);
    return !t && !a;
  });
}

/** Loads the demo operator and client companies into an empty database; returns whether it did. */
export async function loadDemoDataIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withPlatform(db, async (tx) => {
    await tx.insert(globalAdmins).values({
      email: 'admin@sitehours.test',
      passwordHash,
      firstName: 'Olivia',
      lastName: 'Platt',
    });
    const addTenant = async (
      tenant: { name: string; subdomain: string },
      company: Partial<typeof companies.$inferInsert>,
      crew: DemoUser[],
    ) => {
      const [t] = await tx.insert(tenants).values(tenant).returning();
      const [c] = await tx
        .insert(companies)
        .values({ tenantId: t!.id, name: tenant.name, ...company })
        .returning();
      await tx
        .insert(users)
        .values(crew.map((u) => ({ ...u, tenantId: t!.id, companyId: c!.id, passwordHash })));
    };
    await addTenant(
      { name: 'Acme Construction', subdomain: 'acme' },
      {
        primaryColor: '#C2410C',
        secondaryColor: '#1F2937',
        contactEmail: 'office@acme.test',
        addressLine1: '1200 Harbor Way',
        city: 'Oakland',
        state: 'CA',
        zipCode: '94607',
        country: 'US',
        timeZone: 'America/Los_Angeles',
      },
      ACME_CREW,
    );
    await addTenant(
      { name: 'Birch Field Services', subdomain: 'birch' },
      {
        primaryColor: '#15803D',
        secondaryColor: '#374151',
        city: 'Portland',
        state: 'OR',
        timeZone: 'America/Los_Angeles',
      },
      BIRCH_CREW,
    );
  });
  return true;
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await withPlatform(db, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, 'acme')),
  );
  return Boolean(row);
}
