import type { CompanySummary } from '@sitehours/contract/schemas';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * The company the client works in, as held in `currentCompanyData` (platform spec §3): the
 * contract's `CompanySummary` fields the shell uses; a company known only by id has no branding.
 */
export type StoredCompany = Pick<CompanySummary, 'id' | 'name'> &
  Nullable<Pick<CompanySummary, 'tenant_id' | 'primary_color' | 'secondary_color' | 'logo_url'>> & {
    /** IANA time zone of the company, when the server sent it. */
    time_zone?: string | null;
    /** 'times' where the company clocks in and out (decision 0025); hours otherwise. */
    time_capture?: 'hours' | 'times' | null;
    /** Present where workers submit their week (decision 0027): the timesheet offers it. */
    worker_submit?: true;
  };

/** What is kept of a company the profile lists or `GET /companies/{id}` returns. */
export const toStoredCompany = (company: CompanySummary): StoredCompany => ({
  id: company.id,
  name: company.name,
  tenant_id: company.tenant_id,
  primary_color: company.primary_color,
  secondary_color: company.secondary_color,
  logo_url: company.logo_url,
  time_zone: company.time_zone ?? null,
  time_capture: company.time_capture ?? null,
  ...(company.worker_submit ? { worker_submit: true as const } : {}),
});

/**
 * A company read back from the device (written by `toStoredCompany`, in this or an earlier
 * version): device storage may hold anything, so a record without an id reads as none.
 */
export function storedCompanyFrom(value: unknown): StoredCompany | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof StoredCompany, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const id = text(stored.id);
  if (!id) return null;
  return {
    id,
    name: text(stored.name) ?? '',
    tenant_id: text(stored.tenant_id),
    primary_color: text(stored.primary_color),
    secondary_color: text(stored.secondary_color),
    logo_url: text(stored.logo_url),
    time_zone: text(stored.time_zone),
    time_capture: stored.time_capture === 'times' ? 'times' : 'hours',
    ...(stored.worker_submit === true ? { worker_submit: true as const } : {}),
  };
}
