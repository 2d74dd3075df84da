import { Badge } from '@mantine/core';
import { tenantStatusColor, tenantStatusLabel } from './tenant-status';

export function TenantStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={tenantStatusColor(status)} variant="light">
      {tenantStatusLabel(status)}
    </Badge>
  );
}
