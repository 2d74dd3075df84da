import type { CompanySummary } from '@sitehours/contract';
import type { companies } from '../../db/schema';

/** Public path of an uploaded logo, relative to the API host. */
export const logoUrl = (logoPath: string | null) => (logoPath ? `/uploads/${logoPath}` : null);

export function toCompanySummary(
  c: Pick<
    typeof companies.$inferSelect,
    | 'id'
    | 'name'
    | 'tenantId'
    | 'primaryColor'
    | 'secondaryColor'
    | 'logoPath'
    | 'timeZone'
    | 'timeCapture'
  > &
    Partial<Pick<typeof companies.$inferSelect, 'workerSubmit'>>,
): CompanySummary {
  return {
    id: c.id,
    company_id: c.id,
    companyId: c.id,
    name: c.name,
    company_name: c.name,
    tenant_id: c.tenantId,
    primary_color: c.primaryColor,
    secondary_color: c.secondaryColor,
    logo_url: logoUrl(c.logoPath),
    time_zone: c.timeZone,
    time_capture: c.timeCapture,
    // Only where the company turned it on: the others' sessions stay as they were.
    ...(c.workerSubmit ? { worker_submit: true as const } : {}),
  };
}
