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
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/app/session/session-context';
import { reloadAt } from '@/app/session/support-navigation';
import { RelativeTime } from './relative-time-text';
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
import type { ActiveSupportSession, AuditLogEntry } from '@sitehours/contract/schemas';

/** A table with no controls scrolls sideways from the keyboard too (WCAG 2.1.1). */
const KEYBOARD_SCROLL = { viewportProps: { tabIndex: 0 } };

/** Catalogue keys of the audit actions the server records; others read as written. */
const AUDIT_ACTION_KEYS = {
  ENTER_TENANT: 'audit.action.ENTER_TENANT',
  EXIT_TENANT: 'audit.action.EXIT_TENANT',
  VIEW_DATA: 'audit.action.VIEW_DATA',
  MODIFY_DATA: 'audit.action.MODIFY_DATA',
  SESSION_EXPIRED: 'audit.action.SESSION_EXPIRED',
  API_CALL: 'audit.action.API_CALL',
} as const;

const isKnownAction = (action: string): action is keyof typeof AUDIT_ACTION_KEYS =>
  Object.hasOwn(AUDIT_ACTION_KEYS, action);

/** Support Session Management (platform spec §2, /support-sessions). */
export function SupportSessionsPage() {
  const { t } = useTranslation('support');
  const tm = useTranslateMessage();
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
        title={t('page.title')}
        actions={
          <>
            <Button
              leftSection={<IconLogin2 size={16} aria-hidden />}
              onClick={controls.openPicker}
              disabled={refused}
            >
              {t('page.accessTenant')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={refresh}
              loading={refreshing && !loading}
              disabled={refused}
            >
              {t('page.refresh')}
            </Button>
          </>
        }
      />

      {refused ? (
        <Alert
          color="orange"
          icon={<IconLifebuoy size={18} aria-hidden />}
          title={t('page.unavailable')}
          role="status"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{tm(SUPPORT_MESSAGES.operatorOnly)}</Text>
            {inSupport ? (
              <Button color="red" size="xs" onClick={controls.openExitDialog}>
                {t('page.exitSupportMode')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : loading ? (
        <Group gap="xs" py="xl" justify="center" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{tm(SUPPORT_MESSAGES.loading)}</Text>
        </Group>
      ) : (
        <Stack gap="lg">
          {loadFailed ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              title={tm(SUPPORT_MESSAGES.loadSessionsFailed)}
            >
              <Button size="xs" variant="light" color="red" onClick={refresh}>
                {t('page.tryAgain')}
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
                <Text size="sm">{tm(stopError)}</Text>
                <CloseButton
                  aria-label={t('page.dismiss')}
                  size="sm"
                  onClick={() => setStopError(null)}
                />
              </Group>
            </Alert>
          ) : null}

          <Section title={t('page.activeSessions', { number: active.data?.length ?? 0 })}>
            <ActiveSessionsTable
              sessions={active.data ?? []}
              viewerId={session.user?.id ?? ''}
              stoppingId={stop.isPending ? (stop.variables ?? null) : null}
              onStop={stopSession}
              compact={compact}
            />
          </Section>

          <Section title={t('page.auditLogs')}>
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

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="md" size="sm" role="status">
      {children}
    </Text>
  );
}

/** 'Company ID: …' or 'Tenant ID: …' under the company's name. */
function useCompanyIdLabel() {
  const { t } = useTranslation('support');
  return (company: ReturnType<typeof sessionCompany>) =>
    company.idKind === 'company'
      ? t('sessions.companyId', { id: company.id })
      : t('sessions.tenantId', { id: company.id });
}

function StopButton(props: {
  session: ActiveSupportSession;
  own: boolean;
  companyName: string;
  stoppingId: string | null;
  onStop: (session: ActiveSupportSession) => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('support');
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
        own
          ? t('sessions.stopMine')
          : t('sessions.stopLabel', { admin: sessionAdminName(s), company: props.companyName })
      }
    >
      {own ? t('sessions.stopMine') : t('sessions.stop')}
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
  const { t } = useTranslation('support');
  const tm = useTranslateMessage();
  const idLabel = useCompanyIdLabel();
  if (props.sessions.length === 0)
    return <EmptyText>{tm(SUPPORT_MESSAGES.noActiveSessions)}</EmptyText>;
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
                    {idLabel(company)}
                  </Text>
                </div>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.reason}
                </Text>
                {s.ticket_id ? (
                  <Text size="xs" c="dimmed">
                    {t('sessions.ticket', { ticket: s.ticket_id })}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  <RelativeTime value={s.started_at}>
                    {(time) => t('sessions.started', { time })}
                  </RelativeTime>
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
            <Table.Th>{t('sessions.column.admin')}</Table.Th>
            <Table.Th>{t('sessions.column.company')}</Table.Th>
            <Table.Th>{t('sessions.column.reason')}</Table.Th>
            <Table.Th>{t('sessions.column.started')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('sessions.column.actions')}</VisuallyHidden>
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
                    {idLabel(company)}
                  </Text>
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {s.reason}
                  </Text>
                  {s.ticket_id ? (
                    <Text size="xs" c="dimmed">
                      {t('sessions.ticket', { ticket: s.ticket_id })}
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
  const { t } = useTranslation('support');
  const tm = useTranslateMessage();
  if (logs.length === 0) return <EmptyText>{tm(SUPPORT_MESSAGES.noAuditLogs)}</EmptyText>;
  const badge = (action: string) => (
    <Badge color={auditActionColor(action)} variant="light" radius="sm">
      {isKnownAction(action) ? t(AUDIT_ACTION_KEYS[action]) : auditActionLabel(action)}
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
    <Table.ScrollContainer minWidth={600} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.column.time')}</Table.Th>
            <Table.Th>{t('audit.column.admin')}</Table.Th>
            <Table.Th>{t('audit.column.tenant')}</Table.Th>
            <Table.Th>{t('audit.column.action')}</Table.Th>
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
