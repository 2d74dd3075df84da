import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { SECURITY_MESSAGES, SECURITY_WINDOW_DAYS } from '@sitehours/contract';
import { TableMessageRow } from '../../components/table-message-row';
import {
  useFailedLogins,
  useSecurityCompanies,
  useSecurityEvents,
  useSuspiciousUsers,
  type SecuritySummary,
} from './api/global-reports';

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

const SUMMARY_CARDS: readonly { key: keyof SecuritySummary; label: string }[] = [
  { key: 'failedLogins', label: 'Failed Logins' },
  { key: 'accountLocks', label: 'Account Locks' },
  { key: 'uniqueIps', label: 'Unique IPs' },
  { key: 'totalEvents', label: 'Total Events' },
];

function Section(props: { title: string; minWidth: number; children: ReactNode }) {
  const id = `security-${props.title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" mb="sm" id={id}>
        {props.title}
      </Title>
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped verticalSpacing="xs" aria-labelledby={id}>
          {props.children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Last 7 days: summary, top 5 companies, top 5 suspicious users and 15 failed logins. */
export function SecurityDashboardTab() {
  const events = useSecurityEvents();
  const companies = useSecurityCompanies();
  const users = useSuspiciousUsers();
  const failed = useFailedLogins();
  const all = [events, companies, users, failed];
  const refetchAll = () => all.forEach((q) => void q.refetch());
  const fetching = all.some((q) => q.isFetching);

  if (all.some((q) => q.isError)) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{SECURITY_MESSAGES.loadFailed}</Text>
          <Button size="xs" variant="light" color="red" onClick={refetchAll} loading={fetching}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!events.data || !companies.data || !users.data || !failed.data) {
    return (
      <Group justify="center" gap="sm" py="xl">
        <Loader size="sm" />
        <Text c="dimmed">Loading security dashboard...</Text>
      </Group>
    );
  }

  const summary = events.data.summary;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          Last {SECURITY_WINDOW_DAYS} days
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={refetchAll}
          loading={fetching}
        >
          Refresh
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {SUMMARY_CARDS.map((card) => (
          <Paper key={card.key} withBorder p="md" aria-label={card.label} role="group">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {card.label}
            </Text>
            <Text size="xl" fw={700} data-testid={`security-${card.key}`}>
              {summary[card.key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Top Companies" minWidth={360}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th ta="right">Events</Table.Th>
              <Table.Th ta="right">Failed Logins</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.data.companies.length === 0 ? (
              <TableMessageRow colSpan={3}>{SECURITY_MESSAGES.noCompanyConcerns}</TableMessageRow>
            ) : (
              companies.data.companies.map((c) => (
                <Table.Tr key={c.companyId}>
                  <Table.Td>{c.companyName}</Table.Td>
                  <Table.Td ta="right">{c.eventCount}</Table.Td>
                  <Table.Td ta="right">{c.failedLogins}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Section>
        <Section title="Suspicious Users" minWidth={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th ta="right">Failed Logins</Table.Th>
              <Table.Th>Last Activity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.users.length === 0 ? (
              <TableMessageRow colSpan={4}>{SECURITY_MESSAGES.noSuspiciousUsers}</TableMessageRow>
            ) : (
              users.data.users.map((u) => (
                <Table.Tr key={u.userId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {u.fullName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{u.companyName ?? '—'}</Table.Td>
                  <Table.Td ta="right">{u.failedLoginCount}</Table.Td>
                  <Table.Td>{dateTime(u.lastActivity)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Section>
      </SimpleGrid>
      <Section title="Recent Failed Logins" minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>IP Address</Table.Th>
            <Table.Th>User Agent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failed.data.attempts.length === 0 ? (
            <TableMessageRow colSpan={5}>{SECURITY_MESSAGES.noFailedLogins}</TableMessageRow>
          ) : (
            failed.data.attempts.map((a) => (
              <Table.Tr key={a.eventId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(a.createdAt)}</Table.Td>
                <Table.Td>{a.userName ?? a.userEmail ?? 'Unknown'}</Table.Td>
                <Table.Td>{a.companyName ?? '—'}</Table.Td>
                <Table.Td>{a.ipAddress ?? '—'}</Table.Td>
                <Table.Td maw={280}>
                  <Text size="xs" c="dimmed" truncate="end" title={a.userAgent ?? undefined}>
                    {a.userAgent ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Section>
    </Stack>
  );
}
