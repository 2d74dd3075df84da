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
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { SECURITY_MESSAGES } from '@sitehours/contract/messages';
import { SECURITY_WINDOW_DAYS } from '@sitehours/contract/rules';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { TableMessageRow } from '@/components/table-message-row';
import {
  useFailedLogins,
  useSecurityCompanies,
  useSecurityEvents,
  useSuspiciousUsers,
  type SecuritySummary,
} from './api/global-reports';

/** A table with no controls scrolls sideways from the keyboard too (WCAG 2.1.1). */
/** Date and time in digits, as the locale writes them ('5/20/2026, 3:04:05 PM'). */
const MOMENT_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

const SUMMARY_CARDS = [
  { key: 'failedLogins', labelKey: 'security.failedLogins' },
  { key: 'accountLocks', labelKey: 'security.accountLocks' },
  { key: 'uniqueIps', labelKey: 'security.uniqueIps' },
  { key: 'totalEvents', labelKey: 'security.totalEvents' },
] as const satisfies readonly { key: keyof SecuritySummary; labelKey: string }[];

function Section(props: { id: string; title: string; minWidth: number; children: ReactNode }) {
  const { t } = useTranslation('operator');
  const id = `security-${props.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h5" mb="sm" id={id}>
        {props.title}
      </Title>
      <ScrollTable
        minWidth={props.minWidth}
        label={t('security.tableLabel', { title: props.title })}
      >
        <Table striped verticalSpacing="xs" aria-labelledby={id}>
          {props.children}
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/** Last 7 days: summary, top 5 companies, top 5 suspicious users and 15 failed logins. */
export function SecurityDashboardTab() {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const format = useFormat();
  const events = useSecurityEvents();
  const companies = useSecurityCompanies();
  const users = useSuspiciousUsers();
  const failed = useFailedLogins();
  const all = [events, companies, users, failed];
  const refetchAll = () => all.forEach((q) => void q.refetch());
  const fetching = all.some((q) => q.isFetching);
  const moment = (iso: string | null) => (iso ? format.dateTime(iso, MOMENT_FORMAT) : '—');

  if (all.some((q) => q.isError)) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{tm(SECURITY_MESSAGES.loadFailed)}</Text>
          <Button size="xs" variant="light" color="red" onClick={refetchAll} loading={fetching}>
            {t('security.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!events.data || !companies.data || !users.data || !failed.data) {
    return (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('security.loading')}</Text>
      </Group>
    );
  }

  const summary = events.data.summary;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm">
          {t('security.window', { days: SECURITY_WINDOW_DAYS })}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={refetchAll}
          loading={fetching}
        >
          {t('security.refresh')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {SUMMARY_CARDS.map((card) => (
          <Paper key={card.key} withBorder p="md" aria-label={t(card.labelKey)} role="group">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t(card.labelKey)}
            </Text>
            <Text size="xl" fw={700} data-testid={`security-${card.key}`}>
              {format.number(summary[card.key])}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section id="top-companies" title={t('security.topCompanies')} minWidth={360}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('security.column.company')}</Table.Th>
              <Table.Th ta="right">{t('security.column.events')}</Table.Th>
              <Table.Th ta="right">{t('security.column.failedLogins')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.data.companies.length === 0 ? (
              <TableMessageRow colSpan={3}>
                {tm(SECURITY_MESSAGES.noCompanyConcerns)}
              </TableMessageRow>
            ) : (
              companies.data.companies.map((c) => (
                <Table.Tr key={c.companyId}>
                  <Table.Td>{c.companyName}</Table.Td>
                  <Table.Td ta="right">{format.number(c.eventCount)}</Table.Td>
                  <Table.Td ta="right">{format.number(c.failedLogins)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Section>
        <Section id="suspicious-users" title={t('security.suspiciousUsers')} minWidth={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('security.column.user')}</Table.Th>
              <Table.Th>{t('security.column.company')}</Table.Th>
              <Table.Th ta="right">{t('security.column.failedLogins')}</Table.Th>
              <Table.Th>{t('security.column.lastActivity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.users.length === 0 ? (
              <TableMessageRow colSpan={4}>
                {tm(SECURITY_MESSAGES.noSuspiciousUsers)}
              </TableMessageRow>
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
                  <Table.Td ta="right">{format.number(u.failedLoginCount)}</Table.Td>
                  <Table.Td>{moment(u.lastActivity)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Section>
      </SimpleGrid>
      <Section id="recent-failed-logins" title={t('security.recentFailedLogins')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('security.column.time')}</Table.Th>
            <Table.Th>{t('security.column.user')}</Table.Th>
            <Table.Th>{t('security.column.company')}</Table.Th>
            <Table.Th>{t('security.column.ipAddress')}</Table.Th>
            <Table.Th>{t('security.column.userAgent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failed.data.attempts.length === 0 ? (
            <TableMessageRow colSpan={5}>{tm(SECURITY_MESSAGES.noFailedLogins)}</TableMessageRow>
          ) : (
            failed.data.attempts.map((a) => (
              <Table.Tr key={a.eventId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{moment(a.createdAt)}</Table.Td>
                <Table.Td>{a.userName ?? a.userEmail ?? t('security.unknownUser')}</Table.Td>
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
