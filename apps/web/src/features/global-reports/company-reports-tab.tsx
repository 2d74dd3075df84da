import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { TENANT_MESSAGES } from '@sitehours/contract';
import { TableMessageRow } from '../../components/table-message-row';
import { TenantStatusBadge } from '../../components/tenant-status-badge';
import { useTenantOverview } from './api/global-reports';

const COLUMNS = 7;

/** Every company with its head counts (platform spec §2, §3 "Tenant overview"). */
export function CompanyReportsTab() {
  const overview = useTenantOverview();
  const rows = overview.data;
  return (
    <Stack gap="md">
      {overview.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{TENANT_MESSAGES.overviewFailed}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void overview.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder>
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Company overview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Subdomain</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Admins</Table.Th>
                <Table.Th ta="right">Staff</Table.Th>
                <Table.Th ta="right">Total Users</Table.Th>
                <Table.Th ta="right">Work Types</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.isPending ? (
                <TableMessageRow colSpan={COLUMNS}>Loading companies...</TableMessageRow>
              ) : overview.isError ? null : rows && rows.length === 0 ? (
                <TableMessageRow colSpan={COLUMNS}>No companies found</TableMessageRow>
              ) : (
                rows?.map((t) => (
                  <Table.Tr key={t.tenant_id}>
                    <Table.Td fw={500}>{t.name}</Table.Td>
                    <Table.Td>{t.subdomain}</Table.Td>
                    <Table.Td>
                      <TenantStatusBadge status={t.status} />
                    </Table.Td>
                    <Table.Td ta="right">{t.admin_count}</Table.Td>
                    <Table.Td ta="right">{t.staff_count}</Table.Td>
                    <Table.Td ta="right">{t.total_users}</Table.Td>
                    <Table.Td ta="right">{t.work_type_count}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
