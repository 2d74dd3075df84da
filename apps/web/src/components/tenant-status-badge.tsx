import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTenantStatus, tenantStatusColor } from './tenant-status';

/** A tenant's status, in the operators' screens (their catalogue holds its words). */
export function TenantStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('operator');
  return (
    <Badge color={tenantStatusColor(status)} variant="light">
      {t(`tenantStatus.${isTenantStatus(status) ? status : 'other'}`)}
    </Badge>
  );
}
