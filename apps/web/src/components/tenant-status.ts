import { TENANT_STATUSES } from '@sitehours/contract/rules';
import type { TenantStatus } from '@sitehours/contract/schemas';

/** Tenant status of platform spec §4: an unknown value is displayed as 'other'. */

export function isTenantStatus(value: string): value is TenantStatus {
  return (TENANT_STATUSES as readonly string[]).includes(value);
}

export function tenantStatusLabel(status: string): string {
  return isTenantStatus(status) ? status : 'other';
}

const STATUS_COLORS: Record<TenantStatus, string> = {
  active: 'green',
  trial: 'orange',
  suspended: 'red',
  cancelled: 'gray',
};

export function tenantStatusColor(status: string): string {
  return isTenantStatus(status) ? STATUS_COLORS[status] : 'gray';
}
