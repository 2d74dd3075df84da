import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_PTO_TYPES, matchWcCode } from '@sitehours/contract';
import type { Db, Tx } from './database';
import { withPlatform } from './scoped';
import {
  companies,
  globalAdmins,
  jobWorkTypes,
  people,
  jobs,
  ptoTypes,
  wcCodes,
  workTypes,
  securityEvents,
  tenants,
  timeEntries,
  users,
  type SecurityEventType,
} from './schema';
import { hashPassword } from '../platform/passwords';
import { SIERRA, SIERRA_SITE, addSierraPunches } from './demo-punches';
import { addAcmeCrews } from './demo-crews';
import { reencodeLogo, storeLogo } from '../platform/uploads';

export const DEMO_PASSWORD = 'Demo!Pass2026';

export const DEMO_ACCOUNTS = [
  { email: 'admin@sitehours.test', role: 'Global admin (platform operator)' },
  {
    email: 'admin@acme.test',
    role: 'Company admin, Acme Construction (a closed, exported and corrected week; a certified payroll project; a paused webhook with its log)',
  },
  {
    email: 'pm@acme.test',
    role: 'Project manager, Acme Construction (leads the Framing crew, reviews a job)',
  },
  { email: 'worker1@acme.test', role: 'Employee, Acme Construction (Framing crew, PIN 2468)' },
  { email: 'worker2@acme.test', role: 'Employee, Acme Construction (Framing crew, PIN 2468)' },
  { email: 'worker3@acme.test', role: 'Employee and crew lead, Acme Construction (PIN 2468)' },
  { email: 'dual@acme.test', role: 'Employee of Acme Electric and of Birch Field Services' },
  { email: 'admin@sierra.test', role: 'Company admin, Sierra Line Electric (clocks in and out)' },
  { email: 'lineman1@sierra.test', role: 'Employee, Sierra Line Electric (punch clock)' },
  { email: 'lineman2@sierra.test', role: 'Employee, Sierra Line Electric (punch clock)' },
] as const;

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  hourlyRate: string;
  roles: string[];
  isActive?: boolean;
  includeInReports?: boolean;
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

  {
    email: 'derek.olsen@acme.test',
    firstName: 'Derek',
    lastName: 'Olsen',
    phone: '5105550107',
    hourlyRate: '44.00',
    roles: ['company_manager'],
  },
  {
    email: 'miguel.torres@acme.test',
    firstName: 'Miguel',
    lastName: 'Torres',
    phone: '5105550108',
    hourlyRate: '38.50',
    roles: ['standard_user'],
  },
  {
    email: 'hannah.cho@acme.test',
    firstName: 'Hannah',
    lastName: 'Cho',
    phone: '5105550109',
    hourlyRate: '33.00',
    roles: ['standard_user'],
  },
  {
    email: 'aisha.bello@acme.test',
    firstName: 'Aisha',
    lastName: 'Bello',
    phone: '5105550110',
    hourlyRate: '24.00',
    roles: ['standard_user'],
  },
  {
    email: 'victor.nguyen@acme.test',
    firstName: 'Victor',
    lastName: 'Nguyen',
    phone: '5105550111',
    hourlyRate: '27.25',
    roles: ['standard_user'],
    isActive: false,
  },
  {
    email: 'sofia.ramos@acme.test',
    firstName: 'Sofia',
    lastName: 'Ramos',
    phone: '5105550112',
    hourlyRate: '35.00',
    roles: ['standard_user'],
    includeInReports: false,
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

/** Sierra Line Electric clocks in and out under California's meal and rest rules. */
const SIERRA_CREW: DemoUser[] = [
  {
    email: 'admin@sierra.test',
    firstName: 'Rosa',
    lastName: 'Medina',
    phone: '9165550130',
    hourlyRate: '52.00',
    roles: ['company_admin'],
  },
  {
    email: 'lineman1@sierra.test',
    firstName: 'Jamal',
    lastName: 'Carter',
    phone: '9165550131',
    hourlyRate: '44.00',
    roles: ['standard_user'],
  },
  {
    email: 'lineman2@sierra.test',
    firstName: 'Ana',
    lastName: 'Flores',
    phone: '9165550132',
    hourlyRate: '39.50',
    roles: ['standard_user'],
  },
];

/** Further client companies, in every status, so that the operator's lists have pages. */
const OTHER_TENANTS: {
  name: string;
  subdomain: string;
  status: 'active' | 'trial' | 'suspended' | 'cancelled';
  city: string;
  state: string;
  crew: [first: string, last: string][];
}[] = [
  {
    name: 'Cedar Ridge Electric',
    subdomain: 'cedar-ridge',
    status: 'trial',
    city: 'Boise',
    state: 'ID',
    crew: [
      ['Nora', 'Fitzgerald'],
      ['Ray', 'Okafor'],
      ['Ben', 'Lindqvist'],
    ],
  },
  {
    name: 'Delta Paving Co.',
    subdomain: 'delta-paving',
    status: 'suspended',
    city: 'Tulsa',
    state: 'OK',
    crew: [
      ['Hank', 'Morales'],
      ['Tess', 'Quinn'],
    ],
  },
  {
    name: 'Evergreen Landscaping',
    subdomain: 'evergreen',
    status: 'cancelled',
    city: 'Tacoma',
    state: 'WA',
    crew: [['Ivy', 'Chen']],
  },
  {
    name: 'Foothill Plumbing',
    subdomain: 'foothill',
    status: 'active',
    city: 'Fresno',
    state: 'CA',
    crew: [
      ['Gus', 'Alvarez'],
      ['Mina', 'Sato'],
      ['Cole', 'Becker'],
      ['Ada', 'Pruitt'],
    ],
  },
  {
    name: 'Granite Peak Builders',
    subdomain: 'granite-peak',
    status: 'active',
    city: 'Denver',
    state: 'CO',
    crew: [
      ['Walt', 'Jensen'],
      ['Lena', 'Ortiz'],
    ],
  },
  {
    name: 'Harbor Marine Services',
    subdomain: 'harbor-marine',
    status: 'active',
    city: 'Norfolk',
    state: 'VA',
    crew: [
      ['Sam', 'Whitaker'],
      ['June', 'Abbott'],
      ['Eli', 'Mensah'],
    ],
  },
  {
    name: 'Ironwood Framing',
    subdomain: 'ironwood',
    status: 'trial',
    city: 'Phoenix',
    state: 'AZ',
    crew: [
      ['Rico', 'Valdez'],
      ['Faye', 'Holm'],
    ],
  },
  {
    name: 'Juniper HVAC',
    subdomain: 'juniper-hvac',
    status: 'active',
    city: 'Austin',
    state: 'TX',
    crew: [
      ['Drew', 'Kim'],
      ['Pat', 'Nolan'],
      ['Lou', 'Ferris'],
    ],
  },
  {
    name: 'Keystone Masonry',
    subdomain: 'keystone',
    status: 'active',
    city: 'Harrisburg',
    state: 'PA',
    crew: [
      ['Otto', 'Brandt'],
      ['Vera', 'Lucas'],
    ],
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

const ACME_LOGO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../assets/acme-logo.png',
);

/**
 * Loads the demo operator and client companies into an empty database; returns whether it did.
 * With a data folder, Acme's logo is stored among the uploads too.
 */
export async function loadDemoDataIfEmpty(
  db: Db,
  options: { dataDir?: string } = {},
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logoPath = options.dataDir
    ? await storeLogo(options.dataDir, await reencodeLogo(await fs.readFile(ACME_LOGO)))
    : null;
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
      await insertMembers(
        tx,
        crew.map((u) => ({ ...u, tenantId: t!.id, companyId: c!.id, passwordHash })),
      );
      await tx
        .insert(ptoTypes)
        .values(DEFAULT_PTO_TYPES.map((name) => ({ tenantId: t!.id, companyId: c!.id, name })));
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
        taxId: '94-3120877',
        billingContactEmail: 'payables@acme.test',
        logoPath,
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
    await addTenant(
      { name: SIERRA, subdomain: 'sierra' },
      {
        primaryColor: '#B45309',
        secondaryColor: '#1C1917',
        contactEmail: 'office@sierra.test',
        city: 'Sacramento',
        state: 'CA',
        timeZone: 'America/Los_Angeles',
        overtimeRule: 'california',
        timeCapture: 'times',
        mealRestRule: 'california',
      },
      SIERRA_CREW,
    );
    // Created over the past months, so the list's order and dates look lived-in.
    for (const [i, other] of OTHER_TENANTS.entries()) {
      const domain = `${other.subdomain}.test`;
      const suspended = other.status === 'suspended';
      const [t] = await tx
        .insert(tenants)
        .values({
          name: other.name,
          subdomain: other.subdomain,
          status: other.status,
          createdAt: daysAgo(200 - i * 20),
          ...(suspended
            ? { suspendedAt: daysAgo(10), suspendedReason: 'Suspended by global admin' }
            : {}),
        })
        .returning();
      const [c] = await tx
        .insert(companies)
        .values({
          tenantId: t!.id,
          name: other.name,
          city: other.city,
          state: other.state,
          createdAt: daysAgo(200 - i * 20),
        })
        .returning();
      await insertMembers(
        tx,
        other.crew.map(([firstName, lastName], n) => ({
          tenantId: t!.id,
          companyId: c!.id,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@${domain}`,
          firstName,
          lastName,
          hourlyRate: (24 + n * 3.5).toFixed(2),
          roles: [n === 0 ? 'company_admin' : 'standard_user'],
          passwordHash,
          isActive: !suspended && other.status !== 'cancelled',
          deactivatedBySuspension: suspended,
        })),
      );
      await tx
        .insert(ptoTypes)
        .values(DEFAULT_PTO_TYPES.map((name) => ({ tenantId: t!.id, companyId: c!.id, name })));
    }
    await addCatalog(tx, 'Acme Construction', ACME_WORK_TYPES, ACME_JOBS);
    await addSecondCompany(tx, passwordHash);
    await addCatalog(
      tx,
      SIERRA,
      [{ name: 'Line Work', codes: [['7538', 0, 0, 9.87]] }],
      [
        {
          name: 'Folsom Blvd Substation',
          address: '6201 Folsom Blvd',
          city: 'Sacramento',
          zip: '95819',
          types: ['Line Work'],
          site: SIERRA_SITE,
        },
      ],
    );
    await tx
      .update(users)
      .set({ locationConsent: 'granted', locationConsentAt: new Date() })
      .where(inArray(users.email, ['lineman1@sierra.test', 'lineman2@sierra.test']));
    await addSierraPunches(tx);
    await addAcmeTimesheets(tx);
    await addAcmeCrews(tx);
    await addSecurityHistory(tx);
  });
  return true;
}

/**
 * Acme's work types with California-style WC class codes: dual-wage classes split at a wage
 * threshold (below/above), single classes with No Threshold; and a dozen jobs around the bay.
 */
const ACME_WORK_TYPES: {
  name: string;
  codes: [code: string, min: number, max: number, compRate: number][];
  isActive?: boolean;
}[] = [
  {
    name: 'Carpentry',
    codes: [
      ['5403', 0, 36, 13.98],
      ['5432', 36, 999.99, 6.21],
    ],
  },
  {
    name: 'Concrete',
    codes: [
      ['5201', 0, 32, 10.57],
      ['5205', 32, 999.99, 5.95],
    ],
  },
  {
    name: 'Drywall',
    codes: [
      ['5445', 0, 34, 9.87],
      ['5447', 34, 999.99, 5.12],
    ],
  },
  { name: 'Electrical', codes: [['5190', 0, 0, 5.42]] },
  {
    name: 'Painting',
    codes: [
      ['5474', 0, 31, 11.84],
      ['5482', 31, 999.99, 6.02],
    ],
  },
  { name: 'Clerical', codes: [['8810', 0, 0, 0.31]] },
  { name: 'Excavation', codes: [['6217', 0, 0, 8.31]] },
  { name: 'Demolition', codes: [['5701', 0, 0, 17.4]], isActive: false },
];

const ACME_JOBS: {
  name: string;
  address: string;
  city: string;
  zip: string;
  /** California unless given. */
  state?: string;
  types: string[];
  isActive?: boolean;
  /** The site's position and radius, for punches' location stamps. */
  site?: { latitude: number; longitude: number; radiusM: number };
}[] = [
  {
    name: 'Harbor Point Apartments',
    address: '455 Embarcadero W',
    city: 'Oakland',
    zip: '94607',
    types: ['Carpentry', 'Concrete', 'Drywall', 'Electrical', 'Painting'],
  },
  {
    name: 'Harbor Point Apartments',
    address: '455 Embarcadero W',
    city: 'Oakland',
    zip: '94607',
    types: ['Clerical'],
  },
  {
    name: 'Lakeshore Medical Office',
    address: '3100 Lakeshore Ave',
    city: 'Oakland',
    zip: '94610',
    types: ['Carpentry', 'Drywall', 'Electrical', 'Painting'],
  },
  {
    name: 'Telegraph Retail Fit-out',
    address: '2640 Telegraph Ave',
    city: 'Berkeley',
    zip: '94704',
    types: ['Carpentry', 'Drywall', 'Painting'],
  },
  {
    name: 'UC Village Housing Repairs',
    address: '1125 Jackson St',
    city: 'Albany',
    zip: '94706',
    types: ['Carpentry', 'Painting'],
  },
  {
    name: 'Marina Boulevard Warehouse',
    address: '2200 Marina Blvd',
    city: 'San Leandro',
    zip: '94577',
    types: ['Concrete', 'Excavation', 'Electrical'],
  },
  {
    name: 'Fremont Hub Parking Deck',
    address: '39100 Argonaut Way',
    city: 'Fremont',
    zip: '94538',
    types: ['Concrete', 'Excavation'],
  },
  {
    name: 'Mission Peak Elementary Modernization',
    address: '48200 Mission Blvd',
    city: 'Fremont',
    zip: '94539',
    types: ['Carpentry', 'Drywall', 'Electrical', 'Painting'],
  },
  {
    name: 'Alameda Point Hangar 12',
    address: '2151 Ferry Point',
    city: 'Alameda',
    zip: '94501',
    types: ['Carpentry', 'Concrete', 'Electrical'],
  },
  {
    name: 'Shop & Yard',
    address: '1200 Harbor Way',
    city: 'Oakland',
    zip: '94607',
    types: ['Clerical', 'Carpentry'],
  },
  {
    name: 'Grand Avenue Duplex',
    address: '780 Grand Ave',
    city: 'Oakland',
    zip: '94610',
    types: ['Carpentry', 'Painting'],
    isActive: false,
  },
  {
    name: 'Castro Valley Library Roof',
    address: '3600 Norbridge Ave',
    city: 'Castro Valley',
    zip: '94546',
    types: ['Carpentry'],
    isActive: false,
  },
];

async function addCatalog(
  tx: Tx,
  companyName: string,
  workTypeList: typeof ACME_WORK_TYPES,
  jobList: typeof ACME_JOBS,
) {
  const [company] = await tx.select().from(companies).where(eq(companies.name, companyName));
  const scope = { tenantId: company!.tenantId, companyId: company!.id };
  const typeIds = new Map<string, string>();
  for (const wt of workTypeList) {
    const [row] = await tx
      .insert(workTypes)
      .values({ ...scope, name: wt.name, isActive: wt.isActive ?? true })
      .returning();
    typeIds.set(wt.name, row!.id);
    await tx.insert(wcCodes).values(
      wt.codes.map(([code, min, max, compRate]) => ({
        ...scope,
        workTypeId: row!.id,
        code,
        minHourlyRate: min.toFixed(2),
        maxHourlyRate: max.toFixed(2),
        compRate: compRate.toFixed(2),
      })),
    );
  }
  for (const j of jobList) {
    const [row] = await tx
      .insert(jobs)
      .values({
        ...scope,
        name: j.name,
        address: j.address,
        city: j.city,
        state: j.state ?? 'CA',
        zipCode: j.zip,
        isActive: j.isActive ?? true,
        ...(j.site
          ? {
              siteLatitude: j.site.latitude.toFixed(6),
              siteLongitude: j.site.longitude.toFixed(6),
              siteRadiusM: j.site.radiusM,
            }
          : {}),
      })
      .returning();
    await tx.insert(jobWorkTypes).values(
      j.types.map((t) => ({
        tenantId: scope.tenantId,
        jobId: row!.id,
        workTypeId: typeIds.get(t)!,
      })),
    );
  }
}

/** People with one membership each (demo accounts have chosen their password). */
async function insertMembers(
  tx: Tx,
  rows: (Omit<typeof users.$inferInsert, 'personId'> & { passwordHash: string })[],
) {
  const created = await tx
    .insert(people)
    .values(rows.map((r) => ({ email: r.email, passwordHash: r.passwordHash })))
    .returning({ id: people.id, email: people.email });
  const personOf = new Map(created.map((p) => [p.email, p.id]));
  await tx.insert(users).values(
    rows.map(({ passwordHash: _hash, ...r }) => ({
      ...r,
      personId: personOf.get(r.email)!,
      acceptedAt: new Date(),
    })),
  );
}

/**
 * Acme's second company, Acme Electric (the same client account, its own branding and catalogue),
 * and Dana Lee, who works for Acme Electric and for Birch: one person, two companies, two clients.
 */
async function addSecondCompany(tx: Tx, passwordHash: string) {
  const [acme] = await tx.select().from(companies).where(eq(companies.name, 'Acme Construction'));
  const [birch] = await tx
    .select()
    .from(companies)
    .where(eq(companies.name, 'Birch Field Services'));
  const [electric] = await tx
    .insert(companies)
    .values({
      tenantId: acme!.tenantId,
      name: 'Acme Electric',
      primaryColor: '#1D4ED8',
      secondaryColor: '#1E293B',
      contactEmail: 'electric@acme.test',
      city: 'Oakland',
      state: 'CA',
      timeZone: 'America/Los_Angeles',
    })
    .returning();
  await tx.insert(ptoTypes).values(
    DEFAULT_PTO_TYPES.map((name) => ({
      tenantId: acme!.tenantId,
      companyId: electric!.id,
      name,
    })),
  );
  await addCatalog(
    tx,
    'Acme Electric',
    ACME_WORK_TYPES.filter((wt) => wt.name === 'Electrical'),
    [
      {
        name: 'Lakeview Substation',
        address: '900 Lakeshore Ave',
        city: 'Oakland',
        zip: '94610',
        types: ['Electrical'],
      },
    ],
  );
  // Birch's own small catalogue, so that Dana logs time in both companies.
  await addCatalog(
    tx,
    'Birch Field Services',
    [{ name: 'HVAC Service', codes: [['5183', 0, 0, 4.12]] }],
    [
      {
        name: 'Riverside Clinic',
        address: '210 SE Water Ave',
        city: 'Portland',
        state: 'OR',
        zip: '97214',
        types: ['HVAC Service'],
      },
    ],
  );
  const [dana] = await tx
    .insert(people)
    .values({ email: 'dual@acme.test', passwordHash })
    .returning();
  const member = { personId: dana!.id, email: dana!.email, firstName: 'Dana', lastName: 'Lee' };
  await tx.insert(users).values([
    {
      ...member,
      tenantId: acme!.tenantId,
      companyId: electric!.id,
      hourlyRate: '38.00',
      roles: ['standard_user'],
      acceptedAt: new Date(),
    },
    {
      ...member,
      tenantId: birch!.tenantId,
      companyId: birch!.id,
      hourlyRate: '31.00',
      roles: ['standard_user'],
      acceptedAt: new Date(),
    },
  ]);
}

/** A small deterministic random source, so every fresh demo database looks the same. */
function seededRandom(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Four past weeks and this week so far for Acme's crew: eight-hour days split over one or two
 * jobs, some PTO; weeks before last are approved, last week and this week are pending.
 */
async function addAcmeTimesheets(tx: Tx) {
  const [acme] = await tx.select().from(companies).where(eq(companies.name, 'Acme Construction'));
  const scope = { tenantId: acme!.tenantId, companyId: acme!.id };
  const crew = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, acme!.id), eq(users.isActive, true)));
  const workers = crew.filter((u) => !u.roles.includes('company_admin'));
  const activeJobs = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, acme!.id), eq(jobs.isActive, true)));
  const links = await tx
    .select()
    .from(jobWorkTypes)
    .where(eq(jobWorkTypes.tenantId, scope.tenantId));
  const codes = await tx.select().from(wcCodes).where(eq(wcCodes.companyId, acme!.id));
  const types = await tx.select().from(workTypes).where(eq(workTypes.companyId, acme!.id));
  const pto = await tx.select().from(ptoTypes).where(eq(ptoTypes.companyId, acme!.id));
  const [admin] = crew.filter((u) => u.roles.includes('company_admin'));
  const random = seededRandom(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const fieldJobs = activeJobs.filter((j) => j.name !== 'Shop & Yard');

  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  const monday = new Date(today);
  monday.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  const rows: (typeof timeEntries.$inferInsert)[] = [];
  for (let week = 4; week >= 0; week--) {
    for (let day = 0; day < 5; day++) {
      const date = new Date(monday);
      date.setUTCDate(monday.getUTCDate() - week * 7 + day);
      if (date >= today) continue;
      const approved = week >= 2;
      for (const worker of workers) {
        const base = {
          ...scope,
          userId: worker.id,
          entryDate: isoDay(date),
          hourlyRate: worker.hourlyRate,
          createdBy: worker.id,
          status: approved ? ('approved' as const) : ('pending' as const),
          approvedBy: approved ? admin?.id : null,
          approvedAt: approved ? new Date(date.getTime() + 4 * 86_400_000) : null,
        };
        if (random() < 0.06) {
          const type = pick(pto.filter((p) => p.name !== 'Holiday'));
          rows.push({
            ...base,
            isPto: true,
            ptoTypeId: type.id,
            hours: '8.00',
            notes: type.name === 'Sick' ? 'Flu' : null,
          });
          continue;
        }
        const split = random() < 0.35 ? [5, 3] : [8];
        if (random() < 0.2) split[0] = split[0]! + 1.5;
        for (const hours of split) {
          const job =
            worker.roles.includes('company_manager') && random() < 0.3
              ? activeJobs.find((j) => j.name === 'Shop & Yard')!
              : pick(fieldJobs);
          const jobTypes = links
            .filter((l) => l.jobId === job.id)
            .map((l) => types.find((t) => t.id === l.workTypeId)!)
            .filter((t) => t.isActive);
          const type = pick(jobTypes);
          const code = matchWcCode(
            codes
              .filter((c) => c.workTypeId === type.id)
              .map((c) => ({
                ...c,
                minHourlyRate: Number(c.minHourlyRate),
                maxHourlyRate: Number(c.maxHourlyRate),
              })),
            Number(worker.hourlyRate),
          );
          if (!code) continue;
          rows.push({
            ...base,
            isPto: false,
            jobId: job.id,
            workTypeId: type.id,
            wcCodeId: code.id,
            wcCode: code.code,
            compRate: code.compRate,
            hours: hours.toFixed(2),
            notes:
              random() < 0.15
                ? pick([
                    'Framing level 2',
                    'Pour and finish slab',
                    'Punch list',
                    'Waiting on inspector',
                    'Material run to the yard',
                  ])
                : null,
          });
        }
      }
    }
  }
  if (rows.length > 0) await tx.insert(timeEntries).values(rows);
}

const daysAgo = (days: number, hour = 9) => {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return d.getTime() > Date.now() ? new Date() : d;
};

/** A week of sign-in history with a few worrying patterns, for the security dashboard. */
async function addSecurityHistory(tx: Tx) {
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      tenantId: users.tenantId,
      companyId: users.companyId,
    })
    .from(users)
    .where(
      inArray(users.email, [
        'worker2@acme.test',
        'pm@acme.test',
        'nora.fitzgerald@cedar-ridge.test',
        'tech1@birch.test',
        'gus.alvarez@foothill.test',
      ]),
    );
  const who = (email: string) => {
    const p = people.find((x) => x.email === email)!;
    return { email, userId: p.id, tenantId: p.tenantId, companyId: p.companyId };
  };
  const phone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const desktop =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  const script = 'python-requests/2.32.3';
  const rows: (typeof securityEvents.$inferInsert)[] = [];
  const add = (
    days: number,
    hour: number,
    eventType: SecurityEventType,
    ipAddress: string,
    userAgent: string,
    person: { email: string; userId?: string; tenantId?: string; companyId?: string },
  ) => rows.push({ eventType, ipAddress, userAgent, createdAt: daysAgo(days, hour), ...person });

  for (const [d, h] of [
    [6, 7],
    [5, 7],
    [4, 6],
    [3, 7],
    [2, 7],
    [1, 6],
  ] as const) {
    add(d, h, 'login_success', '203.0.113.24', phone, who('worker2@acme.test'));
    add(d, h + 1, 'login_success', '198.51.100.7', desktop, who('pm@acme.test'));
    add(d, h, 'login_success', '192.0.2.61', phone, who('gus.alvarez@foothill.test'));
  }
  // Someone guessing a foreman's password from a script, until the account locked.
  const nora = who('nora.fitzgerald@cedar-ridge.test');
  for (let i = 0; i < 5; i++) add(3, 2, 'login_failure', '185.220.101.34', script, nora);
  add(3, 2, 'account_locked', '185.220.101.34', script, nora);
  add(3, 3, 'login_blocked', '185.220.101.34', script, nora);
  // A worker who keeps mistyping on a phone.
  for (const h of [6, 6, 7]) {
    add(2, h, 'login_failure', '203.0.113.24', phone, who('worker2@acme.test'));
  }
  add(1, 12, 'login_failure', '198.51.100.90', desktop, who('tech1@birch.test'));
  // Address probing: accounts that do not exist.
  for (const email of ['admin@acme.com', 'test@test.com', 'payroll@acme.test']) {
    add(4, 1, 'login_failure', '45.155.205.12', script, { email });
  }
  add(0, 8, 'password_reset_requested', '203.0.113.24', phone, who('worker2@acme.test'));
  await tx.insert(securityEvents).values(rows);
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await withPlatform(db, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, 'acme')),
  );
  return Boolean(row);
}
