/** The company the client works in, as held in `currentCompanyData` (platform spec §3). */
export interface StoredCompany {
  id: string;
  name: string;
  tenant_id: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  logo_url: string | null;
  /** IANA time zone of the company, when the server sent it. */
  time_zone?: string | null;
}

/** Reads a company in any of the spellings the server uses (id/company_id/companyId, name/company_name). */
export function normalizeCompany(value: unknown): StoredCompany | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = firstString(record.id, record.company_id, record.companyId);
  if (!id) return null;
  return {
    id,
    name: firstString(record.name, record.company_name, record.companyName) ?? '',
    tenant_id: firstString(record.tenant_id, record.tenantId) ?? null,
    primary_color: firstString(record.primary_color, record.primaryColor) ?? null,
    secondary_color: firstString(record.secondary_color, record.secondaryColor) ?? null,
    logo_url: firstString(record.logo_url, record.logoUrl) ?? null,
    time_zone: firstString(record.time_zone, record.timeZone) ?? null,
  };
}

function firstString(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === 'string' && v !== '') return v;
  return undefined;
}
