import {
  Suspense,
  lazy,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconClockPlus,
  IconInfoCircle,
  IconLayoutDashboard,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { TIME_ENTRY_MESSAGES } from '@sitehours/contract/messages';
import { ErrorAlert, WarningAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { addDays, companyToday, weekDays, weekEnd } from './dates';
import { useCapturesTimes } from '@/app/session/use-captures-times';
import { useSession } from '@/app/session/session-context';
import { loadTexts } from '@/app/i18n/i18n';
import { afterLoadWhenIdle } from '@/app/preload-signed-in-code';
import { loadedOnce } from '@/app/loaded-once';
import { usePrefetchEntryLookups, useTimeEntries } from './time-entry-api';
import { formatClockDuration, isPunched, weekMinutes, zoneOrLocal } from './punched-time';
import type { EntryRecord } from './entry-records';
import { footerLines, summarizeDay, weekTotals } from './totals';
import { useEntryActor } from './use-entry-actor';
import { useEntryText } from './use-entry-text';
import { useRefetchEntriesOnVisible } from './use-refetch-on-visible';
import { UserSelect, useSelectedUserRate } from './user-select';
import { readFullWeek, weekFromParam, weekModeLabel, writeFullWeek } from './calendar-rules';
import { WeekGrid } from './week-grid';
import classes from './timesheet.module.css';

/** A day's entries and the entry form: downloaded when a day is first opened. */
/** The day dialog's code, evaluated ahead once the week shows: the first tap renders at once. */
const dayModalCode = loadedOnce(() => import('./day-modal'));

function DayModal(props: ComponentProps<typeof import('./day-modal').DayModal>) {
  const { DayModal: Modal } = dayModalCode.useResult();
  return <Modal {...props} />;
}

/**
 * Submit week, with its texts: downloaded only where the company asks workers to submit
 * (decision 0027).
 */
const SubmitWeek = lazy(async () => {
  const [screen] = await Promise.all([import('./submit-week'), loadTexts(['approvals'])]);
  return screen;
});

/** Company spec §9: the missing-user warning shows after 1 second. */
const MISSING_USER_DELAY_MS = 1_000;

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The Timesheet Calendar (/time-entries, and / for company users; company spec §2.3). The week
 * shown and the selected user live in the address (?week=, ?user=), so a reload keeps them.
 */
export function TimeEntriesPage() {
  const actor = useEntryActor();
  const { t, tm, monthLabel, rangeLabel } = useEntryText();
  const [params, setParams] = useSearchParams();
  const today = companyToday(actor.timeZone);
  const monday = weekFromParam(params.get('week'), today);
  const sunday = weekEnd(monday);

  const requestedUser = params.get('user');
  const selectedUserId = actor.canSelectUser
    ? requestedUser || (actor.hasOwnEntries ? actor.userId : null)
    : actor.userId || null;
  const viewingOther = selectedUserId !== null && selectedUserId !== actor.userId;
  const selectedRate = useSelectedUserRate(
    viewingOther ? selectedUserId : null,
    actor.canSelectUser,
  );
  const hourlyRate = viewingOther ? selectedRate : actor.hourlyRate;
  const captureTimes = useCapturesTimes();
  const workerSubmit = useSession().company?.worker_submit === true;
  const timeZone = zoneOrLocal(actor.timeZone);

  const [fullWeek, setFullWeek] = useState(() => readFullWeek(browserStorage(), actor.userId));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  /** The day whose button opened the modal: focus goes back to it when the modal closes. */
  const returnTo = useRef<string | null>(null);
  const [missingUser, setMissingUser] = useState(false);

  useRefetchEntriesOnVisible();

  useEffect(() => {
    if (actor.signedIn) return;
    const timer = window.setTimeout(() => setMissingUser(true), MISSING_USER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [actor.signedIn]);

  const allDays = useMemo(() => weekDays(monday, true), [monday]);
  const days = useMemo(() => (fullWeek ? allDays : allDays.slice(0, 5)), [allDays, fullWeek]);

  const setParam = (key: 'week' | 'user', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const goToWeek = (day: string | null) => setParam('week', day);
  const toggleWeek = () => {
    const next = !fullWeek;
    setFullWeek(next);
    writeFullWeek(browserStorage(), actor.userId, next);
  };

  const showDay = useCallback((day: string) => {
    returnTo.current = day;
    setOpenDay(day);
  }, []);
  const closeDay = () => setOpenDay(null);

  useEffect(() => {
    if (openDay !== null || !returnTo.current) return;
    const day = returnTo.current;
    returnTo.current = null;
    // After the modal's own focus handling, back to the day's button (WCAG 2.4.3).
    const timer = window.setTimeout(() => {
      const button = grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`);
      const active = document.activeElement;
      if (button && (!active || active === document.body || !active.isConnected)) button.focus();
    }, 20);
    return () => window.clearTimeout(timer);
  }, [openDay]);

  let body;
  if (missingUser && !actor.signedIn) {
    body = <WarningAlert>{tm(TIME_ENTRY_MESSAGES.missingUser)}</WarningAlert>;
  } else if (!selectedUserId) {
    body = (
      <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note">
        {t('calendar.selectUser')}
      </Alert>
    );
  } else {
    body = (
      <WeekEntries
        userId={selectedUserId}
        monday={monday}
        sunday={sunday}
        days={days}
        allDays={allDays}
        fullWeek={fullWeek}
        today={today}
        onOpenDay={showDay}
        gridRef={grid}
        captureTimes={captureTimes}
        timeZone={timeZone}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        actions={
          <>
            <Button
              component={Link}
              to="/dashboard"
              variant="subtle"
              leftSection={<IconLayoutDashboard size={16} />}
              className={classes.touch}
            >
              {t('dashboard.title')}
            </Button>
            <Button
              component={Link}
              to="/time-entry"
              variant="light"
              leftSection={<IconClockPlus size={16} />}
              className={classes.touch}
            >
              {t('quick.title')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size={44}
              aria-label={t('calendar.previousWeek')}
              onClick={() => goToWeek(addDays(monday, -7))}
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <Button variant="default" h={44} onClick={() => goToWeek(null)}>
              {t('calendar.today')}
            </Button>
            <ActionIcon
              variant="default"
              size={44}
              aria-label={t('calendar.nextWeek')}
              onClick={() => goToWeek(addDays(monday, 7))}
            >
              <IconChevronRight size={20} />
            </ActionIcon>
            <Stack gap={0} ml="xs">
              <Title order={2} size="h3" aria-live="polite">
                {monthLabel(days)}
              </Title>
              <Text size="xs" className={classes.muted}>
                {rangeLabel(days[0]!, days[days.length - 1]!)}
              </Text>
            </Stack>
          </Group>
          <Group gap="md" align="flex-end" wrap="wrap">
            {actor.canSelectUser ? (
              <UserSelect
                value={selectedUserId}
                selfId={actor.userId}
                onChange={(id) => setParam('user', id === actor.userId ? null : id)}
              />
            ) : null}
            <Switch
              size="md"
              checked={fullWeek}
              onChange={toggleWeek}
              label={weekModeLabel(t, fullWeek)}
              styles={{ body: { alignItems: 'center', minHeight: 44 } }}
            />
          </Group>
        </Group>
        {workerSubmit && selectedUserId && !viewingOther ? (
          <Suspense fallback={null}>
            <SubmitWeek userId={selectedUserId} monday={monday} sunday={sunday} />
          </Suspense>
        ) : null}
        {body}
      </Stack>
      {openDay && selectedUserId ? (
        <Suspense fallback={null}>
          <OpenDayModal
            day={openDay}
            monday={monday}
            sunday={sunday}
            targetUserId={selectedUserId}
            actorUserId={actor.userId}
            isAdmin={actor.isAdmin}
            hourlyRate={hourlyRate}
            companyId={actor.companyId}
            captureTimes={captureTimes}
            timeZone={timeZone}
            onClose={closeDay}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface WeekEntriesProps {
  userId: string;
  monday: string;
  sunday: string;
  /** The days shown (5 or 7) and the whole week (for the totals). */
  days: string[];
  allDays: string[];
  fullWeek: boolean;
  today: string;
  onOpenDay: (day: string) => void;
  gridRef: RefObject<HTMLUListElement | null>;
  /** The company captures start and end times (clock in and out). */
  captureTimes: boolean;
  /** The company's time zone (else the device's): punched times are shown in it. */
  timeZone: string;
}

/**
 * The week's entries: the grid and its totals. The list arrives from the network or the cache;
 * the grid is built from it in the background (a deferred value), in slices that leave the page
 * answering taps, instead of in one long task the moment it arrives.
 */
function WeekEntries({ userId, monday, sunday, ...view }: WeekEntriesProps) {
  const entries = useTimeEntries(userId, monday, sunday);
  usePrefetchEntryLookups(entries.data);
  // Once the week is there, the day dialog's code comes down and runs: the first tap on a day
  // renders the dialog at once, without waiting for its code or React's reveal pacing.
  const weekShown = entries.data !== undefined;
  useEffect(() => {
    if (!weekShown) return;
    return afterLoadWhenIdle(() => void dayModalCode.load().catch(() => undefined));
  }, [weekShown]);
  const { data, isPending, isError, isFetching, refetch } = entries;
  const state = useMemo(
    () => ({ data, isPending, isError, isFetching }),
    [data, isPending, isError, isFetching],
  );
  return <WeekEntriesView state={useDeferredValue(state)} refetch={refetch} {...view} />;
}

const WeekEntriesView = memo(function WeekEntriesView({
  state,
  refetch,
  days,
  allDays,
  fullWeek,
  today,
  onOpenDay,
  gridRef,
  captureTimes,
  timeZone,
}: Omit<WeekEntriesProps, 'userId' | 'monday' | 'sunday'> & {
  state: {
    data: EntryRecord[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
  };
  refetch: () => Promise<unknown>;
}) {
  const { t, hours } = useEntryText();
  if (state.isError) {
    return (
      <ErrorAlert onRetry={() => void refetch()} retrying={state.isFetching}>
        {t('entries.loadFailed')}
      </ErrorAlert>
    );
  }
  if (state.isPending) {
    return (
      <Paper withBorder p="lg">
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" />
          <Text className={classes.muted} size="sm">
            {t('entries.loading')}
          </Text>
        </Group>
      </Paper>
    );
  }
  const list = state.data ?? [];
  const summaries = days.map((d) => summarizeDay(list, d));
  // Where times are captured (or shown on the week's entries), durations are clock time.
  const clock = captureTimes || list.some(isPunched);
  const footer = footerLines(
    clock ? weekMinutes(list, allDays) : weekTotals(list, allDays),
    fullWeek,
  );
  return (
    <Stack gap="sm">
      {list.length === 0 ? (
        <Text className={classes.muted} size="sm" role="status">
          {t('calendar.emptyWeek')}
        </Text>
      ) : null}
      <WeekGrid
        ref={gridRef}
        days={summaries}
        today={today}
        onOpenDay={onOpenDay}
        clockZone={clock ? timeZone : null}
      />
      <Paper withBorder p="sm" component="section" aria-label={t('calendar.weekTotals')}>
        <Group gap="lg" wrap="wrap" justify="flex-end">
          {footer.map((line) => (
            <Text key={line.kind} fw={line.kind === 'weekend' ? 400 : 600}>
              {t(`calendar.footer.${line.kind}`)}{' '}
              <span data-testid="footer-hours">
                {clock ? formatClockDuration(line.hours) : hours(line.hours)}
              </span>
            </Text>
          ))}
        </Group>
      </Paper>
    </Stack>
  );
});

/** The open day's dialog, with that day's entries from the week's list. */
function OpenDayModal({
  day,
  monday,
  sunday,
  targetUserId,
  ...props
}: Omit<Parameters<typeof DayModal>[0], 'entries'> & { monday: string; sunday: string }) {
  const { data } = useTimeEntries(targetUserId, monday, sunday);
  const entries = useMemo(() => (data ?? []).filter((e) => e.entryDate === day), [data, day]);
  return <DayModal day={day} entries={entries} targetUserId={targetUserId} {...props} />;
}
