import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import type { LedgerEvent, LedgerVerification } from '@sitehours/contract/schemas';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { useLedgerEvents, useVerifyLedger } from './api/ledger';

/**
 * /audit-trail: the company's tamper-evident history (decision 0027). "Verify history" checks
 * every event's hash and order and every entry against its latest event, and names the first
 * event that no longer matches; below, the events newest first.
 */
export function AuditTrailPage() {
  const { t } = useTranslation('ledger');
  const verify = useVerifyLedger();
  const events = useLedgerEvents();
  const errorText = useErrorMessage();
  const rows = events.data?.pages.flatMap((p) => p.events) ?? [];

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" maw={560}>
                {t('verify.explain')}
              </Text>
              <Button
                leftSection={<IconShieldCheck size={16} aria-hidden />}
                loading={verify.isPending}
                onClick={() => verify.mutate()}
              >
                {t('verify.button')}
              </Button>
            </Group>
            {verify.isPending ? (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm" c="dimmed">
                  {t('verify.running')}
                </Text>
                <Progress value={100} animated striped aria-label={t('verify.running')} />
              </Stack>
            ) : null}
            {verify.isError ? (
              <ErrorAlert onRetry={() => verify.mutate()}>{errorText(verify.error)}</ErrorAlert>
            ) : null}
            {verify.data ? <VerifyResult result={verify.data} /> : null}
          </Stack>
        </Paper>

        {events.isError ? (
          <ErrorAlert onRetry={() => void events.refetch()} retrying={events.isFetching}>
            {errorText(events.error)}
          </ErrorAlert>
        ) : events.isPending ? (
          <Paper withBorder p="lg" role="status" aria-live="polite">
            <Text c="dimmed" ta="center">
              {t('events.loading')}
            </Text>
          </Paper>
        ) : rows.length === 0 ? (
          <Paper withBorder p="lg" role="status">
            <Text c="dimmed" ta="center">
              {t('events.empty')}
            </Text>
          </Paper>
        ) : (
          <Stack gap="sm">
            <ScrollTable minWidth={720} label={t('events.title')}>
              <Table striped>
                <Table.Caption>{t('events.title')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('events.seq')}</Table.Th>
                    <Table.Th scope="col">{t('events.kind')}</Table.Th>
                    <Table.Th scope="col">{t('events.at')}</Table.Th>
                    <Table.Th scope="col">{t('events.summary')}</Table.Th>
                    <Table.Th scope="col">{t('events.actor')}</Table.Th>
                    <Table.Th scope="col">{t('events.subject')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((e) => (
                    <EventRow key={e.seq} event={e} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            {events.hasNextPage ? (
              <Group justify="center">
                <Button
                  variant="default"
                  loading={events.isFetchingNextPage}
                  onClick={() => void events.fetchNextPage()}
                >
                  {t('events.more')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </Stack>
    </>
  );
}

function useKindName() {
  const { t } = useTranslation('ledger');
  return (kind: string | null) =>
    kind ? t(`kind.${kind}` as 'kind.entry.create', { defaultValue: kind }) : t('verify.noEvent');
}

function useWhen() {
  const { i18n } = useTranslation();
  return (at: string | null) =>
    at
      ? new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : '';
}

function EventRow({ event }: { event: LedgerEvent }) {
  const kindName = useKindName();
  const when = useWhen();
  return (
    <Table.Tr>
      <Table.Td>{event.seq}</Table.Td>
      <Table.Td>{kindName(event.kind)}</Table.Td>
      <Table.Td>{when(event.at)}</Table.Td>
      <Table.Td>{event.summary}</Table.Td>
      <Table.Td>{event.actor}</Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace" title={event.subjectId}>
          {event.subjectId.length > 18 ? `${event.subjectId.slice(0, 8)}…` : event.subjectId}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function VerifyResult({ result }: { result: LedgerVerification }) {
  const { t } = useTranslation('ledger');
  const kindName = useKindName();
  const when = useWhen();
  if (result.ok)
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconShieldCheck size={18} aria-hidden />}
      >
        <Text size="sm" fw={600}>
          {t('verify.intact', { count: result.events })}
        </Text>
        {result.beforeLedger ? (
          <Text size="sm">{t('verify.beforeLedger', { count: result.beforeLedger })}</Text>
        ) : null}
      </Alert>
    );
  const b = result.firstBroken!;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {b.seq === null
            ? t('verify.brokenNoEvent')
            : t('verify.broken', { seq: b.seq, kind: kindName(b.kind) })}
        </Text>
        <Text size="sm">{t(`reason.${b.reason}` as const)}</Text>
        <Text size="sm">
          {[when(b.at), b.subjectId ? t('verify.subject', { subject: b.subjectId }) : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="xs" c="dimmed">
          {b.detail}
        </Text>
      </Stack>
    </Alert>
  );
}
