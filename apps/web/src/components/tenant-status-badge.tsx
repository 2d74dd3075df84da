import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isTenantStatus, tenantStatusColor } from './tenant-status';

export function TenantStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={tenantStatusColor(status)} variant="light">
      {t(`tenantStatus.${isTenantStatus(status) ? status : 'other'}`)}
    </Badge>
  );
}
