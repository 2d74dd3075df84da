import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { TENANT_MESSAGES } from '@sitehours/contract/messages';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { TableMessageRow } from '@/components/table-message-row';
import { TenantStatusBadge } from '@/components/tenant-status-badge';
import { useTenantOverview } from './api/global-reports';
import { DataAsOf } from '@/components/data-as-of';

/** A table with no controls scrolls sideways from the keyboard too (WCAG 2.1.1). */
const COLUMNS = 8;

/** Every company with its head counts (platform spec §2, §3 "Tenant overview"). */
export function CompanyReportsTab() {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const format = useFormat();
  const overview = useTenantOverview();
  const rows = overview.data;
  return (
    <Stack gap="md">
      <DataAsOf path="tenants/overview" />
      {overview.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{tm(TENANT_MESSAGES.overviewFailed)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void overview.refetch()}>
              {t('reports.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder>
        <ScrollTable minWidth={760} label={t('reports.overviewLabel')}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            aria-label={t('reports.overviewLabel')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.column.company')}</Table.Th>
                <Table.Th>{t('reports.column.subdomain')}</Table.Th>
                <Table.Th>{t('reports.column.status')}</Table.Th>
                <Table.Th ta="right">{t('reports.column.companies')}</Table.Th>
                <Table.Th ta="right">{t('reports.column.admins')}</Table.Th>
                <Table.Th ta="right">{t('reports.column.staff')}</Table.Th>
                <Table.Th ta="right">{t('reports.column.totalUsers')}</Table.Th>
                <Table.Th ta="right">{t('reports.column.workTypes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.isPending ? (
                <TableMessageRow colSpan={COLUMNS}>{t('reports.loading')}</TableMessageRow>
              ) : overview.isError ? null : rows && rows.length === 0 ? (
                <TableMessageRow colSpan={COLUMNS}>{t('reports.empty')}</TableMessageRow>
              ) : (
                rows?.map((row) => (
                  <Table.Tr key={row.tenant_id}>
                    <Table.Td fw={500}>{row.name}</Table.Td>
                    <Table.Td>{row.subdomain}</Table.Td>
                    <Table.Td>
                      <TenantStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td ta="right">{format.number(row.company_count)}</Table.Td>
                    <Table.Td ta="right">{format.number(row.admin_count)}</Table.Td>
                    <Table.Td ta="right">{format.number(row.staff_count)}</Table.Td>
                    <Table.Td ta="right">{format.number(row.total_users)}</Table.Td>
                    <Table.Td ta="right">{format.number(row.work_type_count)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Paper>
    </Stack>
  );
}
