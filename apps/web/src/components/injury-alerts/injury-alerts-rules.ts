import type { CompanyAlert } from '@sitehours/contract/schemas';

/** The alerts no admin has marked as seen yet, the newest first. */
export function unseenAlerts(alerts: readonly CompanyAlert[] | undefined): CompanyAlert[] {
  return (alerts ?? [])
    .filter((a) => a.seenAt === null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}
