import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
/**
 * Tables of tenant-owned rows are kept ready to be distributed by tenant with Citus
 * (docs/scaling.md, section 4): each key holds `tenant_id`. A row's key is `(id, tenant_id)`, the
 * id first so that a lookup by id alone still uses its index.
 */
const tenantRowId = () => uuid('id').notNull().defaultRandom();
/** `(column, tenant_id)` → `(id, tenant_id)`: a reference to a row of the same tenant. */
const sameTenant = (
  name: string,
  columns: [AnyPgColumn, AnyPgColumn],
  foreignColumns: [AnyPgColumn, AnyPgColumn],
) => foreignKey({ name, columns, foreignColumns });
/** Bytes kept exactly as written (a frozen export file). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A client company account. Every tenant-owned row below carries its id (RLS and sharding key). */
export const tenants = pgTable('tenants', {
  id: id(),
  name: text('name').notNull(),
  subdomain: text('subdomain').notNull().unique(),
  status: text('status', { enum: ['active', 'suspended', 'trial', 'cancelled'] })
    .notNull()
    .default('active'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedReason: text('suspended_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    dateFormat: text('date_format').notNull().default('MM/DD/YYYY'),
    currency: text('currency').notNull().default('USD'),
    taxId: text('tax_id'),
    contactEmail: text('contact_email'),
    billingContactEmail: text('billing_contact_email'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    planType: text('plan_type').notNull().default('basic'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    primaryColor: text('primary_color').notNull().default('#000000'),
    secondaryColor: text('secondary_color').notNull().default('#666666'),
    logoPath: text('logo_path'),
    overtimeRule: text('overtime_rule', { enum: ['none', 'federal', 'california'] })
      .notNull()
      .default('none'),
    /** The interface language of people who have not chosen one; null: their browser's. */
    defaultLanguage: text('default_language', { enum: ['en', 'es'] }),
    /** How time is recorded: hours per entry (the default) or clock in and out (decision 0025). */
    timeCapture: text('time_capture', { enum: ['hours', 'times'] })
      .notNull()
      .default('hours'),
    /** Which meal and rest period rules judge punched workdays (decision 0024). */
    mealRestRule: text('meal_rest_rule', { enum: ['none', 'california'] })
      .notNull()
      .default('none'),
    /** Crew-day entries must be signed by their worker before they can be approved. */
    requireSignatures: boolean('require_signatures').notNull().default(false),
    /**
     * The yes/no questions each worker answers when signing their day (decision 0026); the two
     * defaults are named by their kind, so each reader sees them in their own language.
     */
    dayQuestions: jsonb('day_questions')
      .$type<{ id: string; kind: 'injury' | 'breaks' | 'custom'; text: string | null }[]>()
      .notNull()
      .default(
        sql`'[{"id":"injured","kind":"injury","text":null},{"id":"breaks","kind":"breaks","text":null}]'::jsonb`,
      ),
    /**
     * How often the company pays (decision 0027): weekly and every two weeks count from the
     * anchor, a first day of a period; twice a month is the 1st to the 15th and the 16th to the end.
     */
    payFrequency: text('pay_frequency', { enum: ['weekly', 'biweekly', 'semimonthly'] })
      .notNull()
      .default('weekly'),
    payPeriodAnchor: date('pay_period_anchor', { mode: 'string' }).notNull().default('2024-01-01'),
    /** Workers send their week for approval before anyone approves it. */
    workerSubmit: boolean('worker_submit').notNull().default(false),
    /** The state whose workers' compensation rules the audit packet follows; null: the address's. */
    wcState: text('wc_state'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    index('companies_tenant_idx').on(t.tenantId),
  ],
);

/**
 * A person who signs in: one address, one password, one lock-out state, whatever companies they
 * work for. Platform-level (read only in the platform context): what a person does in a company
 * is their membership (`users`).
 */
export const people = pgTable(
  'people',
  {
    id: id(),
    /** Stored lower-cased; unique across the whole product so that sign-in needs only the address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('people_email_unique').on(t.email)],
);

/**
 * A membership: a person working for one company, with that company's role, rate, phone,
 * reporting flag and active state. Every tenant-side table names memberships (a worker's entries
 * are their membership's), so a person's companies never share a row.
 */
export const users = pgTable(
  'users',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    /** The person's address, copied so that tenant-side reads need not reach the person. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull().default('0'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['standard_user']::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    includeInReports: boolean('include_in_reports').notNull().default(true),
    /**
     * When the person took up the membership: at once for a new person with a password, on
     * setting one through the welcome link, or on accepting a company's invitation. Until then
     * the company is not among the person's companies.
     */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the person declined the company's invitation (the membership is then inactive). */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** The interface and mail language the person chose; null: the company's default. */
    language: text('language', { enum: ['en', 'es'] }),
    /**
     * Covered by a qualifying collective bargaining agreement: exempt from California daily and
     * weekly overtime (Labor Code 514) and the meal-period rules (512(e)); rest rules still apply.
     */
    collectiveBargaining: boolean('collective_bargaining').notNull().default(false),
    /** Signed a meal-period waiver (void on days longer than the law allows; decision 0024). */
    mealWaiver: boolean('meal_waiver').notNull().default(false),
    /** The worker's answer to recording their position at each punch; null: not asked yet. */
    locationConsent: text('location_consent', { enum: ['granted', 'refused'] }),
    locationConsentAt: timestamp('location_consent_at', { withTimezone: true }),
    /** A worker given the crew-lead permission may lead crews (managers may without it). */
    crewLead: boolean('crew_lead').notNull().default(false),
    /** The personal PIN a worker signs their day and punches at a kiosk with (a password hash). */
    pinHash: text('pin_hash'),
    /** Wrong PINs in a row; at five the PIN is locked until the worker or an admin sets a new one. */
    pinFailures: integer('pin_failures').notNull().default(0),
    /** Set when a tenant suspension deactivated the user, so reactivation restores exactly those. */
    deactivatedBySuspension: boolean('deactivated_by_suspension').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'users_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    uniqueIndex('users_person_company_unique').on(t.personId, t.companyId, t.tenantId),
    index('users_email_idx').on(t.email),
    index('users_tenant_company_idx').on(t.tenantId, t.companyId),
  ],
);

/** Platform operators. Not tenant-owned; readable only in the platform context. */
export const globalAdmins = pgTable(
  'global_admins',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    language: text('language', { enum: ['en', 'es'] }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('global_admins_email_unique').on(t.email)],
);

export const subjectTypes = ['user', 'global_admin'] as const;

/** Opaque refresh tokens, stored as SHA-256 hashes; one family per sign-in, rotated on each use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    subjectType: text('subject_type', { enum: subjectTypes }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** Single-use links: password reset (1 hour) and welcome / set-password (72 hours). */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['reset', 'welcome'] }).notNull(),
    subjectType: text('subject_type', { enum: subjectTypes }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_hash_unique').on(t.tokenHash)],
);

export const securityEventTypes = [
  'login_success',
  'login_failure',
  'account_locked',
  'login_blocked',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'refresh_token_reuse',
  'logout',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    /**
     * The company the event happened in, with no foreign key: a platform table may not reference
     * one distributed by tenant (docs/scaling.md, section 4).
     */
    companyId: uuid('company_id'),
    userId: uuid('user_id'),
    adminId: uuid('admin_id'),
    email: text('email'),
    eventType: text('event_type', { enum: securityEventTypes }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Outgoing mail: written in the same transaction as what caused it, delivered after commit. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Kinds of work a company bills hours to; each carries workers' compensation codes. */
export const workTypes = pgTable(
  'work_types',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'work_types_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('work_types_tenant_company_idx').on(t.tenantId, t.companyId),
    uniqueIndex('work_types_company_name_unique').on(
      t.companyId,
      sql`lower(${t.name})`,
      t.tenantId,
    ),
  ],
);

/** Non-work time ("Other" in the timesheet): vacation, sick leave, holidays. */
export const ptoTypes = pgTable(
  'pto_types',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'pto_types_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('pto_types_tenant_company_idx').on(t.tenantId, t.companyId),
    uniqueIndex('pto_types_company_name_unique').on(t.companyId, sql`lower(${t.name})`, t.tenantId),
  ],
);

/** A global admin's visit inside one tenant, for customer support. */
export const supportSessions = pgTable(
  'support_sessions',
  {
    id: tenantRowId(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => globalAdmins.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id'),
    /** The sign-in (refresh-token family) the session belongs to: refreshes keep it. */
    familyId: uuid('family_id').notNull(),
    reason: text('reason').notNull(),
    ticketId: text('ticket_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedByAdminId: uuid('ended_by_admin_id'),
    endReason: text('end_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'support_sessions_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('support_sessions_active_idx').on(t.endedAt, t.startedAt),
    index('support_sessions_family_idx').on(t.familyId),
  ],
);

export const auditActions = [
  'ENTER_TENANT',
  'EXIT_TENANT',
  'VIEW_DATA',
  'MODIFY_DATA',
  'SESSION_EXPIRED',
  'API_CALL',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Everything a global admin does inside a tenant. Append-only: the app role cannot change it. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: tenantRowId(),
    sessionId: uuid('session_id'),
    adminId: uuid('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    action: text('action', { enum: auditActions }).notNull(),
    method: text('method'),
    path: text('path'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'audit_logs_session_id_fk',
      [t.sessionId, t.tenantId],
      [supportSessions.id, supportSessions.tenantId],
    ),
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_session_idx').on(t.sessionId),
  ],
);

/**
 * Workers' compensation class codes of a work type, each for a band of hourly rates. A band of
 * 0 to 0 is "No Threshold" (every rate); otherwise min ≤ rate < max, the top band including 999.99.
 */
export const wcCodes = pgTable(
  'wc_codes',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    workTypeId: uuid('work_type_id').notNull(),
    code: text('code').notNull(),
    minHourlyRate: numeric('min_hourly_rate', { precision: 10, scale: 2 }).notNull().default('0'),
    maxHourlyRate: numeric('max_hourly_rate', { precision: 10, scale: 2 }).notNull().default('0'),
    compRate: numeric('comp_rate', { precision: 5, scale: 2 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'wc_codes_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant(
      'wc_codes_work_type_id_fk',
      [t.workTypeId, t.tenantId],
      [workTypes.id, workTypes.tenantId],
    ),
    index('wc_codes_tenant_company_idx').on(t.tenantId, t.companyId),
    index('wc_codes_work_type_idx').on(t.workTypeId, t.isActive),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    isActive: boolean('is_active').notNull().default(true),
    /** The site's position and radius: punches farther away are flagged for review. */
    siteLatitude: numeric('site_latitude', { precision: 9, scale: 6 }),
    siteLongitude: numeric('site_longitude', { precision: 9, scale: 6 }),
    siteRadiusM: integer('site_radius_m'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant('jobs_company_id_fk', [t.companyId, t.tenantId], [companies.id, companies.tenantId]),
    index('jobs_tenant_company_idx').on(t.tenantId, t.companyId, t.isActive),
  ],
);

/** Which work types may be booked on a job. */
export const jobWorkTypes = pgTable(
  'job_work_types',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    jobId: uuid('job_id').notNull(),
    workTypeId: uuid('work_type_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.workTypeId, t.tenantId] }),
    sameTenant('job_work_types_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    sameTenant(
      'job_work_types_work_type_id_fk',
      [t.workTypeId, t.tenantId],
      [workTypes.id, workTypes.tenantId],
    ),
    index('job_work_types_work_type_idx').on(t.workTypeId),
  ],
);

/**
 * Hours a worker spent on one day: work (job, work type and the WC code resolved for it) or an
 * 'Other' type. The worker's hourly rate and the code's comp rate at the time of saving are kept
 * on the entry, so payroll and premium figures do not move when rates change later.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 5, scale: 2 }).notNull(),
    notes: text('notes'),
    isPto: boolean('is_pto').notNull().default(false),
    jobId: uuid('job_id'),
    workTypeId: uuid('work_type_id'),
    wcCodeId: uuid('wc_code_id'),
    wcCode: text('wc_code'),
    compRate: numeric('comp_rate', { precision: 5, scale: 2 }),
    ptoTypeId: uuid('pto_type_id'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull(),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The crew whose day this entry was recorded in: its worker signs the day (decision 0026). */
    crewId: uuid('crew_id'),
    /** Id chosen by the client (offline queue): the same id sent twice saves one entry. */
    clientId: text('client_id'),
    /** Where time is punched: when this stretch of work began and ended (decision 0025). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** On a public-works job: the wage determination's classification, and an operator's equipment. */
    classificationId: uuid('classification_id'),
    equipment: text('equipment'),
    createdBy: uuid('created_by'),
    /**
     * An adjustment (decision 0027): a correction of an entry of a closed pay period, dated in the
     * next open one, plus or minus hours at the original's job, work type, WC code and rate.
     */
    adjustsEntryId: uuid('adjusts_entry_id'),
    adjustmentReason: text('adjustment_reason'),
    /** The approval steps before the admin's: the worker's submit, a manager's or lead's review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'time_entries_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('time_entries_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    sameTenant('time_entries_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    sameTenant(
      'time_entries_work_type_id_fk',
      [t.workTypeId, t.tenantId],
      [workTypes.id, workTypes.tenantId],
    ),
    sameTenant(
      'time_entries_wc_code_id_fk',
      [t.wcCodeId, t.tenantId],
      [wcCodes.id, wcCodes.tenantId],
    ),
    sameTenant(
      'time_entries_pto_type_id_fk',
      [t.ptoTypeId, t.tenantId],
      [ptoTypes.id, ptoTypes.tenantId],
    ),
    index('time_entries_user_date_idx').on(t.tenantId, t.userId, t.entryDate),
    // Also carries user, job, work type, WC code, hours and is_pto (migration 0028: Drizzle's
    // builder has no INCLUDE), for reports read from the index alone.
    index('time_entries_company_date_idx').on(t.tenantId, t.companyId, t.entryDate),
    uniqueIndex('time_entries_client_id_unique').on(t.tenantId, t.clientId),
    index('time_entries_adjusts_idx').on(t.tenantId, t.adjustsEntryId),
    // The foreign key's own index: removing a worker checks it instead of reading every entry.
    index('time_entries_user_idx').on(t.userId),
    // Hours typed in are at most 12 an entry; a punched stretch may be longer (the day cap holds).
    // Only an adjustment takes hours away.
    check(
      'time_entries_hours_range',
      sql`${t.hours} <> 0 and ${t.hours} <= 24 and ${t.hours} >= -24 and (${t.hours} > 0 or ${t.adjustsEntryId} is not null) and (${t.hours} <= 12 or ${t.startedAt} is not null)`,
    ),
    check(
      'time_entries_times',
      sql`(${t.startedAt} is null and ${t.endedAt} is null) or (${t.startedAt} is not null and ${t.endedAt} > ${t.startedAt})`,
    ),
    check(
      'time_entries_kind',
      sql`(${t.isPto} and ${t.ptoTypeId} is not null and ${t.jobId} is null) or (not ${t.isPto} and ${t.jobId} is not null and ${t.workTypeId} is not null and ${t.wcCodeId} is not null)`,
    ),
  ],
);

export const punchKinds = ['in', 'switch', 'meal_start', 'meal_end', 'out'] as const;

/**
 * Clock punches, as the worker's device made them: the raw record behind punched entries. Each
 * closed stretch of work becomes a time entry with its start and end; the punch keeps the
 * device's instant, when the server received it, how far the device clock was off, and where the
 * worker was (only with their consent, and only at the punch). Append-only for the app.
 */
export const punches = pgTable(
  'punches',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** Chosen by the device: the same punch sent twice is recorded once. */
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: punchKinds }).notNull(),
    /** The instant of the punch on the device's clock. */
    punchedAt: timestamp('punched_at', { withTimezone: true }).notNull(),
    /** The device's offset from UTC at the punch, in minutes (as the worker saw the time). */
    deviceOffsetMinutes: integer('device_offset_minutes'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Server time minus device time when it was sent, in seconds: flagged beyond five minutes. */
    clockSkewSeconds: integer('clock_skew_seconds'),
    /** The company day of the shift this punch belongs to (its clock-in's day). */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    /** For in, switch and meal_end: the job and work type of the stretch it opens. */
    jobId: uuid('job_id'),
    workTypeId: uuid('work_type_id'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    accuracyM: integer('accuracy_m'),
    /** Distance from the job's site, where both are known. */
    distanceM: integer('distance_m'),
    outsideRadius: boolean('outside_radius').notNull().default(false),
    /** At clock-out: "Were you given your rest breaks?" (null: not answered). */
    restBreaksGiven: boolean('rest_breaks_given'),
    /** The entry recorded for the stretch this punch closed. */
    entryId: uuid('entry_id'),
    /** Why the stretch it closed could not be recorded (an entry rule), for the admin to fix. */
    problem: text('problem'),
    /** The kiosk the punch was made at, and the photo taken with it (a stored upload's name). */
    kioskId: uuid('kiosk_id'),
    photoPath: text('photo_path'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'punches_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('punches_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    sameTenant('punches_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    sameTenant(
      'punches_work_type_id_fk',
      [t.workTypeId, t.tenantId],
      [workTypes.id, workTypes.tenantId],
    ),
    uniqueIndex('punches_client_id_unique').on(t.tenantId, t.clientId),
    index('punches_user_time_idx').on(t.tenantId, t.userId, t.punchedAt),
    index('punches_company_date_idx').on(t.tenantId, t.companyId, t.workDate),
    index('punches_user_idx').on(t.userId),
  ],
);

/**
 * Every change to a time entry (create, edit, delete, approve): who, when, what and why. Kept
 * after the entry is deleted, so payroll disputes can be settled. Append-only for the app.
 */
export const timeEntryHistory = pgTable(
  'time_entry_history',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'approve'] }).notNull(),
    changedBy: uuid('changed_by'),
    changedByName: text('changed_by_name').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'time_entry_history_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('time_entry_history_entry_idx').on(t.tenantId, t.entryId, t.createdAt),
  ],
);

/**
 * Request counters of the rate limits, shared by every server instance on the database.
 * Not tenant data: keys are client addresses (and sign-in addresses) per route.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/** A named crew of a company: its members, who may lead it, and the job it usually works on. */
export const crews = pgTable(
  'crews',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    defaultJobId: uuid('default_job_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'crews_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('crews_default_job_id_fk', [t.defaultJobId, t.tenantId], [jobs.id, jobs.tenantId]),
    uniqueIndex('crews_company_name_unique').on(t.companyId, sql`lower(${t.name})`, t.tenantId),
  ],
);

/** Who is on a crew, and who leads it (a worker may be on several crews). */
export const crewMembers = pgTable(
  'crew_members',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    crewId: uuid('crew_id').notNull(),
    userId: uuid('user_id').notNull(),
    isLead: boolean('is_lead').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.crewId, t.userId, t.tenantId] }),
    sameTenant(
      'crew_members_crew_id_fk',
      [t.crewId, t.tenantId],
      [crews.id, crews.tenantId],
    ).onDelete('cascade'),
    sameTenant('crew_members_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    index('crew_members_user_idx').on(t.tenantId, t.userId),
    index('crew_members_user_key_idx').on(t.userId),
  ],
);

/**
 * A worker's answer on a day's entries: signed or disputed, with the end-of-day answers. It
 * holds a fingerprint of the day's entries as signed; when they change, the signature no longer
 * matches and the day awaits signature again (decision 0026). A new answer replaces the last.
 */
export const daySignoffs = pgTable(
  'day_signoffs',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['signed', 'disputed'] }).notNull(),
    reason: text('reason'),
    /** How the worker confirmed: their PIN on the lead's device or a kiosk, or their own sign-in. */
    method: text('method', { enum: ['pin', 'own', 'kiosk'] }).notNull(),
    /** The fingerprint of the day's entries the worker answered on. */
    fingerprint: text('fingerprint').notNull(),
    answers: jsonb('answers').$type<Record<string, boolean>>().notNull(),
    recordedBy: uuid('recorded_by'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'day_signoffs_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('day_signoffs_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    uniqueIndex('day_signoffs_day_unique').on(t.companyId, t.userId, t.workDate, t.tenantId),
    index('day_signoffs_company_date_idx').on(t.tenantId, t.companyId, t.workDate),
    index('day_signoffs_user_idx').on(t.userId),
  ],
);

/** Something the company's admins must see at once: today, a worker's injury answer. */
export const companyAlerts = pgTable(
  'company_alerts',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    kind: text('kind', { enum: ['injury'] }).notNull(),
    userId: uuid('user_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    /** When an admin marked it seen. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    seenBy: uuid('seen_by'),
  },
  // One alert per worker, day and kind: signing again never alerts twice.
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'company_alerts_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('company_alerts_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    uniqueIndex('company_alerts_once').on(t.companyId, t.kind, t.userId, t.workDate, t.tenantId),
    index('company_alerts_user_idx').on(t.userId),
  ],
);

/**
 * A tablet turned into a kiosk for one site. Its credential (kept only as a hash) can punch and
 * sign for the company's workers by their PIN, and nothing else.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    jobId: uuid('job_id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    askPhoto: boolean('ask_photo').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'kiosk_devices_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('kiosk_devices_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    uniqueIndex('kiosk_devices_token_unique').on(t.tokenHash, t.tenantId),
  ],
);

/**
 * A pay period the company closed (decision 0027): its entries are final for every role; a later
 * correction is an adjustment in the next open period. Reopening is recorded with its reason.
 */
export const payPeriods = pgTable(
  'pay_periods',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['closed', 'reopened'] }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    closedBy: uuid('closed_by'),
    closedByName: text('closed_by_name').notNull(),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by'),
    reopenedByName: text('reopened_by_name'),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'pay_periods_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    uniqueIndex('pay_periods_company_start_unique').on(t.companyId, t.startDate, t.tenantId),
    index('pay_periods_company_end_idx').on(t.tenantId, t.companyId, t.endDate),
    check('pay_periods_range', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A payroll export as it was handed over: the file's exact bytes, its range and format, who and
 * when, its SHA-256 and the signed manifest. Downloading it again returns the same bytes.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    format: text('format').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    sha256: text('sha256').notNull(),
    /** The manifest (JSON text) and its Ed25519 signature by the company's key, base64. */
    manifest: text('manifest').notNull(),
    signature: text('signature').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'export_files_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('export_files_company_idx').on(t.tenantId, t.companyId, t.createdAt),
  ],
);

/** The company's signing key for export manifests; the private half is kept encrypted. */
export const companyKeys = pgTable(
  'company_keys',
  {
    companyId: uuid('company_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    publicKey: text('public_key').notNull(),
    privateKeyEncrypted: text('private_key_encrypted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.tenantId] }),
    sameTenant(
      'company_keys_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
  ],
);

/**
 * The company's tamper-evident history (decision 0027): each event's hash covers its body and
 * the hash before it, so a changed or missing event breaks the chain from there on.
 */
export const ledgerEvents = pgTable(
  'ledger_events',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** What the event is about: an entry, a day, a period or an export. */
    subjectId: text('subject_id').notNull(),
    /** The event as hashed: canonical JSON text, kept byte for byte. */
    body: text('body').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.seq, t.tenantId] }),
    sameTenant(
      'ledger_events_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('ledger_events_subject_idx').on(t.tenantId, t.companyId, t.subjectId),
  ],
);

/**
 * Events written but not yet in the chain: a write adds its events here without waiting on the
 * company's head, and the sealer (after the commit, and before every check, listing and export)
 * numbers and hashes them into `ledger_events` in the order they were written.
 */
export const ledgerPending = pgTable(
  'ledger_pending',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    actor: text('actor').notNull(),
    /** The event's data as canonical JSON text: the sealed body holds it byte for byte. */
    data: text('data').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'ledger_pending_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('ledger_pending_company_idx').on(t.companyId, t.id),
  ],
);

/** The end of each company's chain: its last sequence number and hash, locked by the sealer. */
export const ledgerHeads = pgTable(
  'ledger_heads',
  {
    companyId: uuid('company_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.tenantId] }),
    sameTenant(
      'ledger_heads_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
  ],
);

/** Who reviews a job's time before the admin's payroll approval (its project managers). */
export const jobManagers = pgTable(
  'job_managers',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    jobId: uuid('job_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId, t.tenantId] }),
    sameTenant('job_managers_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]).onDelete(
      'cascade',
    ),
    sameTenant('job_managers_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    index('job_managers_user_idx').on(t.tenantId, t.userId),
    index('job_managers_user_key_idx').on(t.userId),
  ],
);

/**
 * A change of a work type's WC code bands from a date (a dual-wage threshold taking effect): the
 * bands of each code as of `effectiveFrom`. Applying it re-codes the entries from that date;
 * those of closed periods by adjustments, never by rewriting them.
 */
export const wcBandChanges = pgTable(
  'wc_band_changes',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    workTypeId: uuid('work_type_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    bands: jsonb('bands')
      .$type<{ wcCodeId: string; minHourlyRate: string; maxHourlyRate: string }[]>()
      .notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'wc_band_changes_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant(
      'wc_band_changes_work_type_id_fk',
      [t.workTypeId, t.tenantId],
      [workTypes.id, workTypes.tenantId],
    ),
    index('wc_band_changes_work_type_idx').on(t.tenantId, t.workTypeId, t.effectiveFrom),
  ],
);

/**
 * A prevailing-wage job (public works, decision 0028): the certified payroll's heading and how
 * its fringe is paid. A job without a row here keeps hours only, as before.
 */
export const publicWorksJobs = pgTable(
  'public_works_jobs',
  {
    jobId: uuid('job_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    /** Davis-Bacon and Related Acts ('federal') or a state prevailing wage law ('state'). */
    wageLaw: text('wage_law', { enum: ['federal', 'state'] }).notNull(),
    awardingAgency: text('awarding_agency').notNull(),
    projectNumber: text('project_number'),
    contractNumber: text('contract_number'),
    projectLocation: text('project_location'),
    /** The first day covered: weeks from its workweek on are owed a payroll, with work or not. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    fringePaidAs: text('fringe_paid_as', { enum: ['plan', 'cash'] })
      .notNull()
      .default('plan'),
    overtimeRate: text('overtime_rate', { enum: ['weightedAverage', 'classificationWorked'] })
      .notNull()
      .default('weightedAverage'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.tenantId] }),
    sameTenant('public_works_jobs_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    sameTenant(
      'public_works_jobs_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
  ],
);

/** A classification of a public-works job's wage determination ("Electrician", "Operator: Loader"). */
export const wageClassifications = pgTable(
  'wage_classifications',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    jobId: uuid('job_id').notNull(),
    name: text('name').notNull(),
    /** The determination it comes from, e.g. "CA20240001 Mod 3". */
    determination: text('determination'),
    /** A power-equipment operator: each entry names the equipment run. */
    isOperator: boolean('is_operator').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'wage_classifications_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('wage_classifications_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    uniqueIndex('wage_classifications_job_name_unique').on(t.jobId, t.name, t.tenantId),
    index('wage_classifications_company_idx').on(t.tenantId, t.companyId, t.jobId),
  ],
);

/** A classification's base rate and fringe from a date (a determination's modification). */
export const wageRates = pgTable(
  'wage_rates',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    classificationId: uuid('classification_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    baseRate: numeric('base_rate', { precision: 10, scale: 3 }).notNull(),
    fringeRate: numeric('fringe_rate', { precision: 10, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.classificationId, t.effectiveFrom, t.tenantId] }),
    sameTenant(
      'wage_rates_classification_id_fk',
      [t.classificationId, t.tenantId],
      [wageClassifications.id, wageClassifications.tenantId],
    ).onDelete('cascade'),
  ],
);

/** The classification a worker's time on a public-works job starts with. */
export const workerClassifications = pgTable(
  'worker_classifications',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    jobId: uuid('job_id').notNull(),
    classificationId: uuid('classification_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId, t.tenantId] }),
    sameTenant(
      'worker_classifications_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant(
      'worker_classifications_user_id_fk',
      [t.userId, t.tenantId],
      [users.id, users.tenantId],
    ),
    sameTenant('worker_classifications_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    sameTenant(
      'worker_classifications_classification_id_fk',
      [t.classificationId, t.tenantId],
      [wageClassifications.id, wageClassifications.tenantId],
    ).onDelete('cascade'),
  ],
);

/**
 * A worker's identifying details for certified payrolls, apart from the staff record: only the
 * last four characters are kept in clear; the rest is encrypted and read by company admins only.
 */
export const workerIdentities = pgTable(
  'worker_identities',
  {
    userId: uuid('user_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    lastFour: text('last_four').notNull(),
    /** AES-256-GCM of the details' JSON under a key derived from the server secret. */
    detailsEncrypted: text('details_encrypted').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenantId] }),
    sameTenant('worker_identities_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    sameTenant(
      'worker_identities_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
  ],
);

/** A worker's deductions for one workweek, typed by an admin or imported from payroll. */
export const payrollDeductions = pgTable(
  'payroll_deductions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    ficaCents: bigint('fica_cents', { mode: 'bigint' }).notNull(),
    withholdingCents: bigint('withholding_cents', { mode: 'bigint' }).notNull(),
    otherCents: bigint('other_cents', { mode: 'bigint' }).notNull(),
    otherNote: text('other_note'),
    source: text('source', { enum: ['typed', 'imported'] }).notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId, t.weekStart, t.tenantId] }),
    sameTenant(
      'payroll_deductions_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('payroll_deductions_user_id_fk', [t.userId, t.tenantId], [users.id, users.tenantId]),
    index('payroll_deductions_user_idx').on(t.userId),
  ],
);

/**
 * A signed weekly certified payroll of a public-works job: its number, the statement of
 * compliance's signatory, the explanations of its warnings and the figures as signed.
 */
export const certifiedPayrolls = pgTable(
  'certified_payrolls',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    jobId: uuid('job_id').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    payrollNumber: integer('payroll_number').notNull(),
    isFinal: boolean('is_final').notNull().default(false),
    noWorkPerformed: boolean('no_work_performed').notNull(),
    signatoryName: text('signatory_name').notNull(),
    signatoryTitle: text('signatory_title').notNull(),
    signedBy: uuid('signed_by'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    /** The payroll as signed (the response of the preview, frozen), and its SHA-256. */
    document: jsonb('document').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'certified_payrolls_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    sameTenant('certified_payrolls_job_id_fk', [t.jobId, t.tenantId], [jobs.id, jobs.tenantId]),
    uniqueIndex('certified_payrolls_job_week_unique').on(t.jobId, t.weekStart, t.tenantId),
    uniqueIndex('certified_payrolls_job_number_unique').on(t.jobId, t.payrollNumber, t.tenantId),
    index('certified_payrolls_company_idx').on(t.tenantId, t.companyId, t.jobId),
  ],
);

/**
 * A file of staff, jobs, work types or hours being brought in (decision 0029): its rows as read,
 * the mapping of its columns, how far applying it got, and its outcomes.
 */
export const imports = pgTable(
  'imports',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    kind: text('kind', { enum: ['staff', 'jobs', 'workTypes', 'hours'] }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['draft', 'applying', 'applied', 'undone'] })
      .notNull()
      .default('draft'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** Rows the apply calls have gone through. */
    processed: integer('processed').notNull().default(0),
    counts: jsonb('counts')
      .$type<{ create: number; update: number; unchanged: number; error: number }>()
      .notNull(),
    /** Rows a rule refused while applying (a race the preview could not see), with why. */
    failures: jsonb('failures')
      .$type<{ line: number; errors: { field: string; code: string; message: string }[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByName: text('undone_by_name'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'imports_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('imports_company_idx').on(t.tenantId, t.companyId, t.createdAt),
  ],
);

/** What an import wrote, so that undoing it removes what it created and restores what it changed. */
export const importChanges = pgTable(
  'import_changes',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    importId: uuid('import_id').notNull(),
    entity: text('entity', {
      enum: ['user', 'job', 'work_type', 'wc_codes', 'time_entry'],
    }).notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action', { enum: ['create', 'update'] }).notNull(),
    /** An update's record as it was before. */
    before: jsonb('before'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'import_changes_import_id_fk',
      [t.importId, t.tenantId],
      [imports.id, imports.tenantId],
    ).onDelete('cascade'),
    index('import_changes_import_idx').on(t.importId, t.id),
  ],
);

/** The mapping a company last used for a kind of file: field → the header's normalised name. */
export const importMappings = pgTable(
  'import_mappings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    kind: text('kind').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.tenantId] }),
    sameTenant(
      'import_mappings_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
  ],
);

/**
 * A company's API key: an outside system (payroll, accounting) calls the routes of its scopes
 * with it instead of a person's sign-in. Only the SHA-256 of its secret is kept; `prefix` is the
 * credential's start, shown to tell keys apart. Read on every use, so a revocation holds at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    revokedByName: text('revoked_by_name'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'api_keys_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('api_keys_company_idx').on(t.tenantId, t.companyId, t.createdAt),
    check(
      'api_keys_scopes',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ ARRAY['time:read', 'time:write', 'reports:read', 'staff:manage']::text[]`,
    ),
  ],
);

/** Every request made with an API key once it was recognised: which key, route and answer. */
export const apiKeyUses = pgTable(
  'api_key_uses',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    keyId: uuid('key_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant('api_key_uses_key_id_fk', [t.keyId, t.tenantId], [apiKeys.id, apiKeys.tenantId]),
    index('api_key_uses_key_idx').on(t.tenantId, t.keyId, t.at),
  ],
);

/**
 * A company's webhook subscriptions: a receiver's URL and the events it wants, signed with a
 * secret of its own (Standard Webhooks), kept encrypted under a key derived for the company.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    /** Removed by an admin: kept for its delivery log, never sent to again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'webhook_endpoints_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
    index('webhook_endpoints_company_idx').on(t.tenantId, t.companyId),
    check(
      'webhook_endpoints_events',
      sql`cardinality(${t.events}) > 0 and ${t.events} <@ ARRAY['entry.created', 'entry.updated', 'entry.deleted', 'entry.approved', 'pay_period.closed', 'export.created', 'injury.reported']::text[]`,
    ),
  ],
);

/**
 * The outbox: each event a subscription wants, written in the transaction of the change it tells
 * of (a rollback drops it with the rest), as the exact body every try sends.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'webhook_events_company_id_fk',
      [t.companyId, t.tenantId],
      [companies.id, companies.tenantId],
    ),
  ],
);

/** One event to one subscription: tried on the schedule of `webhookNextAttemptAt` until accepted. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: tenantRowId(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    companyId: uuid('company_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: uuid('event_id').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attemptsMade: integer('attempts_made').notNull().default(0),
    /** The start of the retry schedule: the event, or the admin's latest resend. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Taken by an instance for one try until then; a crash lets another take it after. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'webhook_deliveries_endpoint_id_fk',
      [t.endpointId, t.tenantId],
      [webhookEndpoints.id, webhookEndpoints.tenantId],
    ),
    sameTenant(
      'webhook_deliveries_event_id_fk',
      [t.eventId, t.tenantId],
      [webhookEvents.id, webhookEvents.tenantId],
    ),
    index('webhook_deliveries_endpoint_idx').on(t.tenantId, t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every try of a delivery: the receiver's status, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    deliveryId: uuid('delivery_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.tenantId] }),
    sameTenant(
      'webhook_attempts_delivery_id_fk',
      [t.deliveryId, t.tenantId],
      [webhookDeliveries.id, webhookDeliveries.tenantId],
    ),
    index('webhook_attempts_delivery_idx').on(t.tenantId, t.deliveryId, t.at),
  ],
);
