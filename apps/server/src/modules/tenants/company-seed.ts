import { DEFAULT_PTO_TYPES } from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { companies, ptoTypes } from '../../db/schema';

export interface CompanySettings {
  timezone: string;
  dateFormat: string;
  currency: string;
}

/**
 * Opens a company in a client account as every company starts: its name and settings, and the
 * default 'Other' (PTO) types. The first company of a new account and every further one alike.
 */
export async function openCompany(
  q: Queryable,
  tenantId: string,
  input: { name: string; settings: CompanySettings; contactEmail: string },
) {
  const [company] = await q
    .insert(companies)
    .values({
      tenantId,
      name: input.name,
      timeZone: input.settings.timezone,
      dateFormat: input.settings.dateFormat,
      currency: input.settings.currency,
      contactEmail: input.contactEmail,
    })
    .returning();
  await q
    .insert(ptoTypes)
    .values(DEFAULT_PTO_TYPES.map((name) => ({ tenantId, companyId: company!.id, name })));
  return company!;
}
