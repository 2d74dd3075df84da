import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarTime, IconClockPlus, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert } from '@/components/feedback-alerts';
import { InjuryAlertsBanner } from '@/components/injury-alerts/injury-alerts-banner';
import { PageHeader } from '@/components/page-header';
import {
  companyToday,
  weekDays,
  useTimeEntries,
  hoursByJob,
  sumHours,
  useEntryActor,
  useEntryText,
  useRefetchEntriesOnVisible,
} from '@/features/time-entries';
import { barPercent, dashboardRange, hoursByDay, inRange, recentEntries } from './dashboard-rules';
import { useApprovalCounts } from './use-approval-counts';
import classes from './dashboard.module.css';

const RECENT_COUNT = 6;

function Loading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text className={classes.muted} size="sm">
        {text}
      </Text>
    </Group>
  );
}

/**
 * /dashboard (not described in the spec; see docs/decisions/0007): this week's hours by day and
 * by job, recent entries, approvals waiting (company admins) and quick links.
 */
export function DashboardPage() {
  const session = useSession();
  const actor = useEntryActor();
  const { t, hours, hoursLabel, dayTitle, shortWeekday, entryTitle } = useEntryText();
  const today = companyToday(actor.timeZone);
  const range = dashboardRange(today);
  const own = useTimeEntries(
    actor.hasOwnEntries ? actor.userId || null : null,
    range.start,
    range.thisSunday,
  );
  const approvals = useApprovalCounts(
    actor.isAdmin,
    range.start,
    range.thisMonday,
    range.thisSunday,
  );
  useRefetchEntriesOnVisible();

  const entries = own.data ?? [];
  const thisWeek = entries.filter((e) => inRange(e, range.thisMonday, range.thisSunday));
  const days = hoursByDay(thisWeek, weekDays(range.thisMonday, true));
  const byJob = hoursByJob(thisWeek);
  const recent = recentEntries(entries, RECENT_COUNT);
  const firstName = session.user?.firstName;

  const quickLinks = (
    <Group gap="sm" wrap="wrap">
      <Button
        component={Link}
        to="/time-entry"
        size="md"
        className={classes.touch}
        leftSection={<IconClockPlus size={18} />}
      >
        {t('dashboard.logToday')}
      </Button>
      <Button
        component={Link}
        to="/time-entries"
        size="md"
        variant="default"
        className={classes.touch}
        leftSection={<IconCalendarTime size={18} />}
      >
        {t('dashboard.openTimesheet')}
      </Button>
    </Group>
  );

  let mine;
  if (!actor.hasOwnEntries) {
    mine = null;
  } else if (own.isError) {
    mine = (
      <ErrorAlert onRetry={() => void own.refetch()} retrying={own.isFetching}>
        {t('entries.loadFailed')}
      </ErrorAlert>
    );
  } else if (own.isPending) {
    mine = (
      <Paper withBorder p="lg">
        <Loading text={t('dashboard.loadingHours')} />
      </Paper>
    );
  } else {
    mine = (
      <>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder p="md" component="section" aria-labelledby="dash-week">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4" id="dash-week">
                {t('dashboard.weekByDay')}
              </Title>
              <Text fw={700}>{hoursLabel(sumHours(thisWeek))}</Text>
            </Group>
            <Stack gap={6}>
              {days.map((d) => (
                <Group key={d.day} gap="sm" wrap="nowrap">
                  <Text size="sm" w={40} fw={d.day === today ? 700 : 400}>
                    {shortWeekday(d.day)}
                  </Text>
                  <Progress
                    value={barPercent(d.hours, days)}
                    style={{ flex: 1 }}
                    size="lg"
                    aria-label={t('dashboard.dayBar', {
                      day: dayTitle(d.day),
                      hours: hours(d.hours),
                    })}
                  />
                  <Text size="sm" w={44} ta="right">
                    {hours(d.hours)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="dash-jobs">
            <Title order={2} size="h4" id="dash-jobs" mb="sm">
              {t('dashboard.weekByJob')}
            </Title>
            {byJob.length === 0 ? (
              <Text className={classes.muted} size="sm">
                {t('dashboard.noHoursThisWeek')}
              </Text>
            ) : (
              <Table aria-labelledby="dash-jobs" verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.jobColumn')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.hoursColumn')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {byJob.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>
                        {row.isPto
                          ? t('entry.otherTypeName', { name: row.name ?? t('entry.other') })
                          : (row.name ?? t('entry.job'))}
                      </Table.Td>
                      <Table.Td ta="right">{hours(row.hours)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </SimpleGrid>
        <Paper withBorder p="md" component="section" aria-labelledby="dash-recent">
          <Title order={2} size="h4" id="dash-recent" mb="sm">
            {t('dashboard.recent')}
          </Title>
          {recent.length === 0 ? (
            <Text className={classes.muted} size="sm">
              {t('dashboard.noRecent')}{' '}
              <Anchor component={Link} to="/time-entry" underline="always">
                {t('dashboard.logFirst')}
              </Anchor>
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {recent.map((e) => (
                <Group key={e.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {entryTitle(e)}
                    </Text>
                    <Text size="xs" className={classes.muted}>
                      {dayTitle(e.entryDate)}
                      {e.isPto
                        ? ` · ${t('entry.other')}`
                        : e.workTypeName
                          ? ` · ${e.workTypeName}`
                          : ''}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    {e.status === 'approved' ? (
                      <IconLock size={14} aria-label={t('entry.approved')} role="img" />
                    ) : (
                      <Badge size="xs" variant="light" color="gray" c="gray.8">
                        {t('dashboard.awaitingApproval')}
                      </Badge>
                    )}
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {hoursLabel(e.hours)}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </>
    );
  }

  let approvalsCard = null;
  if (actor.isAdmin) {
    approvalsCard = (
      <Paper withBorder p="md" component="section" aria-labelledby="dash-approvals">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4" id="dash-approvals">
            {t('dashboard.approvals')}
          </Title>
          <Anchor component={Link} to="/company-reports" className={classes.touchLink}>
            {t('dashboard.reviewReports')}
          </Anchor>
        </Group>
        {approvals.isError ? (
          <ErrorAlert onRetry={approvals.refetch} retrying={approvals.isFetching}>
            {t('dashboard.approvalsFailed')}
          </ErrorAlert>
        ) : approvals.data ? (
          <SimpleGrid cols={2} spacing="md">
            <Stack gap={0}>
              <Text size="xl" fw={700}>
                {approvals.data.thisWeek}
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('dashboard.thisWeekCount')}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xl" fw={700}>
                {approvals.data.lastWeek}
              </Text>
              <Text size="sm" className={classes.muted}>
                {t('dashboard.lastWeekCount')}
              </Text>
            </Stack>
          </SimpleGrid>
        ) : (
          <Loading text={t('dashboard.counting')} />
        )}
      </Paper>
    );
  }

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={
          // PageHeader's dimmed grey is too pale (3.3:1): the subtitle brings its own colour.
          <span className={classes.muted}>
            {firstName ? t('dashboard.welcome', { name: firstName }) : t('dashboard.subtitle')}
          </span>
        }
      />
      <Stack gap="md">
        <InjuryAlertsBanner enabled={actor.isAdmin} />
        {quickLinks}
        {approvalsCard}
        {mine}
      </Stack>
    </>
  );
}
