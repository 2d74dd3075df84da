import { and, eq } from 'drizzle-orm';
import { type CompanySettings } from '@sitehours/contract';
import { withTenant } from '../../db/scoped';
import { companies } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { assertPaySettingFits } from '../pay-periods/pay-periods.service';
import { logoUrl } from './company.mapper';

type CompanyRow = typeof companies.$inferSelect;

export function toSettings(c: CompanyRow): CompanySettings {
  return {
    id: c.id,
    company_name: c.name,
    name: c.name,
    time_zone: c.timeZone,
    date_format: c.dateFormat,
    currency: c.currency,
    tax_id: c.taxId,
    contact_email: c.contactEmail,
    billing_contact_email: c.billingContactEmail,
    subscription_status: c.subscriptionStatus,
    plan_type: c.planType,
    contact_info: {
      address_line1: c.addressLine1,
      address_line2: c.addressLine2,
      city: c.city,
      state: c.state,
      zip_code: c.zipCode,
      country: c.country,
    },
    primary_color: c.primaryColor,
    secondary_color: c.secondaryColor,
    logo_url: logoUrl(c.logoPath),
    overtime_rule: c.overtimeRule,
    default_language: c.defaultLanguage ?? null,
    time_capture: c.timeCapture,
    meal_rest_rule: c.mealRestRule,
    pay_frequency: c.payFrequency,
    pay_period_anchor: c.payPeriodAnchor,
    wc_state: c.wcState,
    worker_submit: c.workerSubmit,
  };
}

/** Only the caller's own company; any other id is "not found". */
export function ownCompanyScope(scope: CompanyScope, id: string): CompanyScope {
  if (id !== scope.companyId) throw notFound('companyNotFound');
  return scope;
}

async function update(
  ctx: AppContext,
  scope: CompanyScope,
  values: Partial<typeof companies.$inferInsert>,
) {
  const [row] = await withTenant(ctx.db, scope, async (tx) => {
    // A new pay period setting may not cut through a closed period (decision 0027).
    if (values.payFrequency !== undefined || values.payPeriodAnchor !== undefined)
      await assertPaySettingFits(tx, scope, values);
    return tx
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(companies.id, scope.companyId), eq(companies.tenantId, scope.tenantId)))
      .returning();
  });
  if (!row) throw notFound('companyNotFound');
  return toSettings(row);
}

export async function getSettings(ctx: AppContext, scope: CompanyScope) {
  const [row] = await withTenant(ctx.db, scope, (tx) =>
    tx.select().from(companies).where(eq(companies.id, scope.companyId)),
  );
  if (!row) throw notFound('companyNotFound');
  return toSettings(row);
}

export function updateGeneral(
  ctx: AppContext,
  scope: CompanyScope,
  input: {
    name?: string;
    company_name?: string;
    time_zone?: string;
    date_format?: string;
    currency?: string;
    tax_id?: string | null;
    contact_email?: string | null;
    billing_contact_email?: string | null;
    overtime_rule?: 'none' | 'federal' | 'california';
    default_language?: 'en' | 'es' | null;
    time_capture?: 'hours' | 'times';
    meal_rest_rule?: 'none' | 'california';
    pay_frequency?: 'weekly' | 'biweekly' | 'semimonthly';
    pay_period_anchor?: string;
    wc_state?: string | null;
    worker_submit?: boolean;
  },
) {
  const name = input.name ?? input.company_name;
  return update(ctx, scope, {
    ...(name !== undefined ? { name } : {}),
    ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
    ...(input.date_format !== undefined ? { dateFormat: input.date_format } : {}),
    ...(input.currency !== undefined ? { currency: input.currency } : {}),
    ...(input.tax_id !== undefined ? { taxId: input.tax_id } : {}),
    ...(input.contact_email !== undefined ? { contactEmail: input.contact_email } : {}),
    ...(input.billing_contact_email !== undefined
      ? { billingContactEmail: input.billing_contact_email }
      : {}),
    ...(input.overtime_rule !== undefined ? { overtimeRule: input.overtime_rule } : {}),
    ...(input.default_language !== undefined ? { defaultLanguage: input.default_language } : {}),
    ...(input.time_capture !== undefined ? { timeCapture: input.time_capture } : {}),
    ...(input.meal_rest_rule !== undefined ? { mealRestRule: input.meal_rest_rule } : {}),
    ...(input.pay_frequency !== undefined ? { payFrequency: input.pay_frequency } : {}),
    ...(input.pay_period_anchor !== undefined ? { payPeriodAnchor: input.pay_period_anchor } : {}),
    ...(input.wc_state !== undefined ? { wcState: input.wc_state } : {}),
    ...(input.worker_submit !== undefined ? { workerSubmit: input.worker_submit } : {}),
  });
}

export function updateAddress(
  ctx: AppContext,
  scope: CompanyScope,
  input: {
    address_line1?: string | null;
    address_line2?: string | null;
    city?: string | null;
    state?: string | null;
    zip_code?: string | null;
    country?: string | null;
  },
) {
  // The address form sends every line; a line left out is cleared like an empty one.
  return update(ctx, scope, {
    addressLine1: input.address_line1 ?? null,
    addressLine2: input.address_line2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    zipCode: input.zip_code ?? null,
    country: input.country ?? null,
  });
}

export function updateBranding(
  ctx: AppContext,
  scope: CompanyScope,
  input: { primaryColor: string; secondaryColor: string; logoPath?: string },
) {
  return update(ctx, scope, {
    primaryColor: input.primaryColor.toUpperCase(),
    secondaryColor: input.secondaryColor.toUpperCase(),
    ...(input.logoPath ? { logoPath: input.logoPath } : {}),
  });
}
