import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconLifebuoy, IconLogin2, IconRefresh } from '@tabler/icons-react';
import { SUPPORT_MESSAGES } from '@sitehours/contract';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../app/session/session-context';
import { reloadAt } from '../../app/session/support-navigation';
import { formatDateTime, formatRelativeTime } from './relative-time';
import { useActiveSessions, useAuditLogs, useStopSession } from './support-api';
import { useSupportControls } from './support-controls-context';
import {
  auditActionColor,
  auditActionLabel,
  isOperatorOnlyRefusal,
  isOwnSession,
  sessionAdminName,
  sessionCompany,
} from './support-rules';
import type { ActiveSupportSession, AuditLogEntry } from './support-types';

/** Support Session Management (platform spec §2, /support-sessions). */
export function SupportSessionsPage() {
  const session = useSession();
  const controls = useSupportControls();
  const inSupport = session.supportSession !== null;
  const active = useActiveSessions(!inSupport);
  const logs = useAuditLogs(!inSupport);
  const stop = useStopSession();
  const [stopError, setStopError] = useState<string | null>(null);
  // Narrow screens list the sessions and entries as cards instead of wide tables.
  const compact = useMediaQuery('(max-width: 48em)') ?? false;

  // The server refuses operator calls made with a support token: say so, and offer the way out.
  const refused =
    inSupport || isOperatorOnlyRefusal(active.error) || isOperatorOnlyRefusal(logs.error);
  const loading = !refused && (active.isPending || logs.isPending);
  const loadFailed = !refused && (active.isError || logs.isError);
  const refreshing = active.isFetching || logs.isFetching;

  const refresh = () => {
    void active.refetch();
    void logs.refetch();
  };

  const stopSession = (target: ActiveSupportSession) => {
    setStopError(null);
    stop.mutate(target.session_id, {
      onSuccess: () => {
        // One's own session: reload so the profile is read again; another's: the lists refresh.
        if (isOwnSession(target, session.user?.id ?? '')) reloadAt(window.location.pathname);
      },
      onError: () => setStopError(SUPPORT_MESSAGES.endFailed),
    });
  };

  return (
    <>
      <PageHeader
        title="Support Session Management"
        actions={
          <>
            <Button
              leftSection={<IconLogin2 size={16} aria-hidden />}
              onClick={controls.openPicker}
              disabled={refused}
            >
              Access Tenant
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={refresh}
              loading={refreshing && !loading}
              disabled={refused}
            >
              Refresh
            </Button>
          </>
        }
      />

      {refused ? (
        <Alert
          color="orange"
          icon={<IconLifebuoy size={18} aria-hidden />}
          title="Operator console unavailable"
          role="status"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{SUPPORT_MESSAGES.operatorOnly}</Text>
            {inSupport ? (
              <Button color="red" size="xs" onClick={controls.openExitDialog}>
                Exit Support Mode
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : loading ? (
        <Group gap="xs" py="xl" justify="center" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{SUPPORT_MESSAGES.loading}</Text>
        </Group>
      ) : (
        <Stack gap="lg">
          {loadFailed ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              title={SUPPORT_MESSAGES.loadSessionsFailed}
            >
              <Button size="xs" variant="light" color="red" onClick={refresh}>
                Try again
              </Button>
            </Alert>
          ) : null}
          {stopError ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              withCloseButton={false}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{stopError}</Text>
                <CloseButton aria-label="Dismiss" size="sm" onClick={() => setStopError(null)} />
              </Group>
            </Alert>
          ) : null}

          <Section title={`Active Support Sessions (${active.data?.length ?? 0})`}>
            <ActiveSessionsTable
              sessions={active.data ?? []}
              viewerId={session.user?.id ?? ''}
              stoppingId={stop.isPending ? (stop.variables ?? null) : null}
              onStop={stopSession}
              compact={compact}
            />
          </Section>

          <Section title="Recent Audit Logs">
            <AuditLogsTable logs={logs.data ?? []} compact={compact} />
          </Section>
        </Stack>
      )}
    </>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={props.title}>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {props.children}
    </Card>
  );
}

function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelativeTime(value, { fallback: '—' })}
    </time>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="md" size="sm">
      {children}
    </Text>
  );
}

function StopButton(props: {
  session: ActiveSupportSession;
  own: boolean;
  companyName: string;
  stoppingId: string | null;
  onStop: (session: ActiveSupportSession) => void;
  fullWidth?: boolean;
}) {
  const { session: s, own } = props;
  return (
    <Button
      size="xs"
      color="red"
      variant={own ? 'filled' : 'light'}
      fullWidth={props.fullWidth}
      loading={props.stoppingId === s.session_id}
      disabled={props.stoppingId !== null && props.stoppingId !== s.session_id}
      onClick={() => props.onStop(s)}
      aria-label={
        own ? 'Stop My Session' : `Stop Session of ${sessionAdminName(s)} in ${props.companyName}`
      }
    >
      {own ? 'Stop My Session' : 'Stop Session'}
    </Button>
  );
}

function ActiveSessionsTable(props: {
  sessions: ActiveSupportSession[];
  viewerId: string;
  stoppingId: string | null;
  onStop: (session: ActiveSupportSession) => void;
  compact: boolean;
}) {
  if (props.sessions.length === 0)
    return <EmptyText>{SUPPORT_MESSAGES.noActiveSessions}</EmptyText>;
  if (props.compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.sessions.map((s) => {
          const own = isOwnSession(s, props.viewerId);
          const company = sessionCompany(s);
          return (
            <Paper
              key={s.session_id}
              component="li"
              withBorder
              p="sm"
              radius="sm"
              data-session-id={s.session_id}
            >
              <Stack gap={6}>
                <div>
                  <Text size="sm" fw={600}>
                    {sessionAdminName(s)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {s.admin_email}
                  </Text>
                </div>
                <div>
                  <Text size="sm" fw={600}>
                    {company.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {company.idLabel}
                  </Text>
                </div>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.reason}
                </Text>
                {s.ticket_id ? (
                  <Text size="xs" c="dimmed">
                    Ticket: {s.ticket_id}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  Started <RelativeTime value={s.started_at} />
                </Text>
                <StopButton
                  session={s}
                  own={own}
                  companyName={company.name}
                  stoppingId={props.stoppingId}
                  onStop={props.onStop}
                  fullWidth
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Admin</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.sessions.map((s) => {
            const own = isOwnSession(s, props.viewerId);
            const company = sessionCompany(s);
            return (
              <Table.Tr key={s.session_id} data-session-id={s.session_id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {sessionAdminName(s)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.admin_email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {company.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {company.idLabel}
                  </Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {s.reason}
                  </Text>
                  {s.ticket_id ? (
                    <Text size="xs" c="dimmed">
                      Ticket: {s.ticket_id}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <RelativeTime value={s.started_at} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StopButton
                    session={s}
                    own={own}
                    companyName={company.name}
                    stoppingId={props.stoppingId}
                    onStop={props.onStop}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AuditLogsTable({ logs, compact }: { logs: AuditLogEntry[]; compact: boolean }) {
  if (logs.length === 0) return <EmptyText>{SUPPORT_MESSAGES.noAuditLogs}</EmptyText>;
  const badge = (action: string) => (
    <Badge color={auditActionColor(action)} variant="light" radius="sm">
      {auditActionLabel(action)}
    </Badge>
  );
  if (compact) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {logs.map((log) => (
          <Paper
            key={log.log_id}
            component="li"
            withBorder
            p="xs"
            radius="sm"
            data-session-id={log.session_id ?? undefined}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              {badge(log.action)}
              <Text size="xs" c="dimmed">
                <RelativeTime value={log.created_at} />
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {log.admin_email}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {log.tenant_name?.trim() || log.tenant_id}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Admin</Table.Th>
            <Table.Th>Tenant</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => (
            <Table.Tr key={log.log_id} data-session-id={log.session_id ?? undefined}>
              <Table.Td>
                <Text size="sm">
                  <RelativeTime value={log.created_at} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{log.admin_email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {log.tenant_name?.trim() || log.tenant_id}
                </Text>
              </Table.Td>
              <Table.Td>{badge(log.action)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
