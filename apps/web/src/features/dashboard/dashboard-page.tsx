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
import { useSession } from '../../app/session/session-context';
import { ErrorAlert } from '../../components/feedback-alerts';
import { PageHeader } from '../../components/page-header';
import {
  dayTitle,
  companyToday,
  shortWeekdayName,
  weekDays,
} from '../../components/time-entry/dates';
import { entryTitle } from '../../components/time-entry/entry-records';
import { useTimeEntries } from '../../components/time-entry/time-entry-api';
import { formatTotal, hoursByJob, hoursLabel, sumHours } from '../../components/time-entry/totals';
import { useEntryActor } from '../../components/time-entry/use-entry-actor';
import { useRefetchEntriesOnVisible } from '../../components/time-entry/use-refetch-on-visible';
import { barPercent, dashboardRange, hoursByDay, inRange, recentEntries } from './dashboard-rules';
import { useApprovalCounts } from './use-approval-counts';

const RECENT_COUNT = 6;

function Loading({ text }: { text: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text c="dimmed" size="sm">
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
      <Button component={Link} to="/time-entry" size="md" leftSection={<IconClockPlus size={18} />}>
        Log Time Today
      </Button>
      <Button
        component={Link}
        to="/time-entries"
        size="md"
        variant="default"
        leftSection={<IconCalendarTime size={18} />}
      >
        Open Timesheet
      </Button>
    </Group>
  );

  let mine;
  if (!actor.hasOwnEntries) {
    mine = null;
  } else if (own.isError) {
    mine = (
      <ErrorAlert onRetry={() => void own.refetch()} retrying={own.isFetching}>
        Failed to load time entries
      </ErrorAlert>
    );
  } else if (own.isPending) {
    mine = (
      <Paper withBorder p="lg">
        <Loading text="Loading your hours..." />
      </Paper>
    );
  } else {
    mine = (
      <>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder p="md" component="section" aria-labelledby="dash-week">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4" id="dash-week">
                This week by day
              </Title>
              <Text fw={700}>{formatTotal(sumHours(thisWeek))} hrs.</Text>
            </Group>
            <Stack gap={6}>
              {days.map((d) => (
                <Group key={d.day} gap="sm" wrap="nowrap">
                  <Text size="sm" w={36} fw={d.day === today ? 700 : 400}>
                    {shortWeekdayName(d.day)}
                  </Text>
                  <Progress
                    value={barPercent(d.hours, days)}
                    style={{ flex: 1 }}
                    size="lg"
                    aria-label={`${dayTitle(d.day)}: ${formatTotal(d.hours)} hours`}
                  />
                  <Text size="sm" w={44} ta="right">
                    {formatTotal(d.hours)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="dash-jobs">
            <Title order={2} size="h4" id="dash-jobs" mb="sm">
              This week by job
            </Title>
            {byJob.length === 0 ? (
              <Text c="dimmed" size="sm">
                No hours recorded this week yet.
              </Text>
            ) : (
              <Table aria-labelledby="dash-jobs" verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Job or Other type</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {byJob.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td ta="right">{formatTotal(row.hours)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </SimpleGrid>
        <Paper withBorder p="md" component="section" aria-labelledby="dash-recent">
          <Title order={2} size="h4" id="dash-recent" mb="sm">
            Recent entries
          </Title>
          {recent.length === 0 ? (
            <Text c="dimmed" size="sm">
              No entries in the last two weeks.{' '}
              <Anchor component={Link} to="/time-entry">
                Log your first hours
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
                    <Text size="xs" c="dimmed">
                      {dayTitle(e.entryDate)}
                      {e.isPto ? ' · Other' : e.workTypeName ? ` · ${e.workTypeName}` : ''}
                    </Text>
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    {e.status === 'approved' ? (
                      <IconLock size={14} aria-label="Approved" role="img" />
                    ) : (
                      <Badge size="xs" variant="light" color="gray">
                        Awaiting approval
                      </Badge>
                    )}
                    <Text size="sm">{hoursLabel(e.hours)}</Text>
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
            Waiting for approval
          </Title>
          <Anchor component={Link} to="/company-reports">
            Review in Company Reports
          </Anchor>
        </Group>
        {approvals.isError ? (
          <ErrorAlert onRetry={approvals.refetch} retrying={approvals.isFetching}>
            Failed to load the entries waiting for approval
          </ErrorAlert>
        ) : approvals.data ? (
          <SimpleGrid cols={2} spacing="md">
            <Stack gap={0}>
              <Text size="xl" fw={700}>
                {approvals.data.thisWeek}
              </Text>
              <Text size="sm" c="dimmed">
                entries this week
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xl" fw={700}>
                {approvals.data.lastWeek}
              </Text>
              <Text size="sm" c="dimmed">
                entries last week
              </Text>
            </Stack>
          </SimpleGrid>
        ) : (
          <Loading text="Counting entries..." />
        )}
      </Paper>
    );
  }

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={firstName ? `Welcome back, ${firstName}` : 'Your hours at a glance'}
      />
      <Stack gap="md">
        {quickLinks}
        {approvalsCard}
        {mine}
      </Stack>
    </>
  );
}
