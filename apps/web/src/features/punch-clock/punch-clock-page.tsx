import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconMapPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUNCH_MESSAGES } from '@sitehours/contract/messages';
import { timeInZone, type PunchKind } from '@sitehours/contract/rules';
import type { PunchClock } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
import {
  punchLookupKeys,
  useActiveJobs,
  useJobWorkTypes,
  useLocationConsent,
  type Choice,
} from './api/punch-clock';
import { punchClockQuery } from './api/punch-clock-query';
import { BIG_BUTTON, ClockOutDialog, LocationConsentDialog, SwitchDialog } from './clock-dialogs';
import { currentPosition, POSITION_TIMEOUT_MS } from './device-position';
import {
  actionsFor,
  clockView,
  formatTimer,
  initialChoice,
  stillUnconfirmed,
  workChoiceFrom,
  workedSecondsAt,
  type ClockView,
  type WorkChoice,
} from './punch-clock-rules';
import { punchQueue, usePunchQueue } from './punch-queue';
import { isoWithOffset, newClientId, queueCounts, type QueuedPunch } from './punch-queue-rules';
import { usePunchSync } from './punch-sync';
import { WorkChoiceFields, type WorkChoiceValue } from './work-choice-fields';

const CHOICE_KEY = 'sitehours.punch-clock.choice.';

function rememberedChoice(ownerKey: string): Partial<WorkChoice> | null {
  try {
    return workChoiceFrom(JSON.parse(window.localStorage.getItem(CHOICE_KEY + ownerKey) ?? 'null'));
  } catch {
    return null;
  }
}

function rememberChoice(ownerKey: string, choice: WorkChoice) {
  try {
    window.localStorage.setItem(CHOICE_KEY + ownerKey, JSON.stringify(choice));
  } catch {
    // A full or closed storage only loses the convenience.
  }
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );

/** The current time, once a second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [running]);
  return now;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The punch clock (decisions 0024 and 0025): clock in and out from the phone, online or not. */
export function PunchClockPage() {
  const { t } = useTranslation('punch-clock');
  const { t: tc } = useTranslation();
  const session = useSession();
  const user = session.user!;
  const ownerKey = `${user.id}|${user.companyId ?? ''}`;
  const timeZone = session.company?.time_zone ?? browserZone();
  const clock = useQuery(punchClockQuery(ownerKey));
  usePunchSync(ownerKey);

  return (
    <Stack gap="md" maw={560} mx="auto" w="100%">
      <PageHeader title={tc('nav.punch-clock')} subtitle={t('subtitle')} />
      {clock.data ? (
        clock.data.timeCapture === 'times' ? (
          <PunchClockScreen
            server={clock.data}
            serverReadAt={clock.dataUpdatedAt}
            ownerKey={ownerKey}
            timeZone={timeZone}
          />
        ) : (
          <Alert title={t('hoursOnly.title')} color="blue" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('hoursOnly.body')}</Text>
              <Button component={Link} to="/time-entries" size="md">
                {t('hoursOnly.link')}
              </Button>
            </Stack>
          </Alert>
        )
      ) : clock.isError ? (
        <ErrorAlert onRetry={() => void clock.refetch()} retrying={clock.isFetching}>
          {t('loadFailed')}
        </ErrorAlert>
      ) : (
        <Group justify="center" py="xl" role="status" aria-label={t('loading')}>
          <Loader aria-hidden />
          <Text c="dimmed">{t('loading')}</Text>
        </Group>
      )}
    </Stack>
  );
}

function PunchClockScreen(props: {
  server: PunchClock;
  serverReadAt: number;
  ownerKey: string;
  timeZone: string;
}) {
  const { server, ownerKey, timeZone } = props;
  const { t } = useTranslation('punch-clock');
  const tm = useTranslateMessage();
  const online = useOnline();
  const device = usePunchQueue(ownerKey);
  const jobs = useActiveJobs();
  const consent = useLocationConsent(ownerKey);
  const queryClient = useQueryClient();
  const [message, setMessage] = useTimedMessage();
  const [dialog, setDialog] = useState<'switch' | 'out' | 'consent' | null>(null);
  // First use: the question comes once per visit until it is answered.
  const [consentAsked, setConsentAsked] = useState(false);
  if (server.locationConsent === null && !consentAsked) {
    setConsentAsked(true);
    setDialog('consent');
  }

  const view = useMemo(
    () =>
      clockView(
        server,
        [...stillUnconfirmed(device.sent, props.serverReadAt), ...device.queue],
        timeZone,
      ),
    [server, device, props.serverReadAt, timeZone],
  );
  const counts = queueCounts(device.queue);
  const refused = device.queue.filter((p) => p.status === 'refused');
  const time = (at: string) => timeInZone(new Date(at), timeZone);
  const punchLabel = (kind: PunchKind) => t(`action.${kind}`);

  const punch = (
    kind: PunchKind,
    extra: { work?: WorkChoice; restBreaksGiven?: boolean | null } = {},
  ) => {
    const at = new Date();
    const clientId = newClientId();
    const locate = server.locationConsent === 'granted';
    const name = (list: readonly Choice[] | undefined, id: string | undefined) =>
      list?.find((c) => c.id === id)?.name ?? null;
    punchQueue().add(ownerKey, {
      clientId,
      kind,
      at: isoWithOffset(at),
      jobId: extra.work?.jobId ?? null,
      workTypeId: extra.work?.workTypeId ?? null,
      jobName: name(jobs.data, extra.work?.jobId),
      workTypeName: extra.work
        ? name(
            queryClient.getQueryData<Choice[]>(punchLookupKeys.workTypesOf(extra.work.jobId)),
            extra.work.workTypeId,
          )
        : null,
      location: null,
      restBreaksGiven: extra.restBreaksGiven ?? null,
      locatingUntil: locate ? at.getTime() + POSITION_TIMEOUT_MS + 1_000 : null,
    });
    if (extra.work) rememberChoice(ownerKey, extra.work);
    setDialog(null);
    const done = t(`done.${kind}`, { time: timeInZone(at, timeZone) });
    setMessage(navigator.onLine === false ? `${done}. ${t('done.kept')}` : done);
    if (locate) {
      void currentPosition().then((position) => {
        punchQueue().located(ownerKey, clientId, position);
        void punchQueue().sync(ownerKey);
      });
    } else {
      void punchQueue().sync(ownerKey);
    }
  };

  return (
    <Stack gap="md">
      {refused.map((p) => (
        <RefusedPunch
          key={p.clientId}
          punch={p}
          title={t('refused.title', { punch: punchLabel(p.kind), time: time(p.at) })}
          reason={p.error ? tm(p.error) : ''}
          onSeen={() => punchQueue().dismiss(ownerKey, p.clientId)}
          seenLabel={t('refused.seenLabel', { punch: punchLabel(p.kind), time: time(p.at) })}
        />
      ))}
      {!online || counts.waiting > 0 ? (
        <Alert
          color={online ? 'blue' : 'gray'}
          variant="light"
          role="status"
          icon={<IconCloudOff size={18} aria-hidden />}
          data-punch-queue
        >
          {[
            online ? null : t('queue.offline'),
            counts.waiting > 0 ? t('queue.waiting', { count: counts.waiting }) : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </Alert>
      ) : null}
      {message ? <SuccessAlert onClose={() => setMessage(null)}>{message}</SuccessAlert> : null}

      <ClockCard view={view} time={time} />

      {view.state === 'off' ? (
        <ClockInForm ownerKey={ownerKey} onClockIn={(work) => punch('in', { work })} />
      ) : (
        <Stack gap="sm">
          {actionsFor(view.state).map((action) => (
            <Button
              key={action}
              {...BIG_BUTTON}
              size="xl"
              mih={64}
              // Clock out stands apart in red, as an outline: dark red on white reads at any size.
              color={action === 'out' ? 'red.9' : undefined}
              variant={action === 'switch' ? 'light' : action === 'out' ? 'outline' : 'filled'}
              onClick={() => {
                if (action === 'switch') setDialog('switch');
                else if (action === 'out') setDialog('out');
                else punch(action);
              }}
            >
              {punchLabel(action)}
            </Button>
          ))}
        </Stack>
      )}

      <PunchList view={view} time={time} />

      <Card withBorder padding="md">
        <Stack gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <IconMapPin size={18} aria-hidden />
            <Title order={2} size="h4">
              {t('location.title')}
            </Title>
          </Group>
          <Text size="sm">
            {server.locationConsent === 'granted'
              ? t('location.granted')
              : server.locationConsent === 'refused'
                ? t('location.refused')
                : t('location.unset')}
          </Text>
          <Button variant="light" size="md" onClick={() => setDialog('consent')}>
            {t('location.change')}
          </Button>
        </Stack>
      </Card>

      {dialog === 'switch' ? (
        <SwitchDialog
          opened
          current={{ jobId: view.jobId, workTypeId: view.workTypeId }}
          onClose={() => setDialog(null)}
          onConfirm={(work) => punch('switch', { work })}
        />
      ) : null}
      <ClockOutDialog
        opened={dialog === 'out'}
        asksRestBreaks={server.asksRestBreaks}
        onClose={() => setDialog(null)}
        onClockOut={(restBreaksGiven) => punch('out', { restBreaksGiven })}
      />
      <LocationConsentDialog
        opened={dialog === 'consent'}
        onClose={() => {
          consent.reset();
          setDialog(null);
        }}
        saving={consent.isPending}
        failed={consent.isError}
        onAnswer={(granted) => consent.mutate(granted, { onSuccess: () => setDialog(null) })}
      />
    </Stack>
  );
}

function ClockCard({ view, time }: { view: ClockView; time: (at: string) => string }) {
  const { t } = useTranslation('punch-clock');
  const now = useNow(view.state === 'working');
  const worked = workedSecondsAt(view, now);
  return (
    <Card withBorder padding="lg" data-clock-state={view.state}>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed" id="timer-label">
          {t('timer.label')}
        </Text>
        <Text
          role="timer"
          aria-labelledby="timer-label"
          fz={48}
          fw={700}
          lh={1.1}
          ff="monospace"
          data-worked-seconds={worked}
        >
          {formatTimer(worked)}
        </Text>
        <Text size="lg" fw={600} ta="center" mt="sm" data-clock-status>
          {view.state === 'off'
            ? t('state.off')
            : view.state === 'meal'
              ? t('state.meal', { time: view.since ? time(view.since) : '' })
              : t('state.working', { job: view.jobName ?? '', workType: view.workTypeName ?? '' })}
        </Text>
        {view.state === 'working' && view.since ? (
          <Text c="dimmed" ta="center">
            {t('state.workingSince', { time: time(view.since) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function ClockInForm(props: { ownerKey: string; onClockIn: (work: WorkChoice) => void }) {
  const { t } = useTranslation('punch-clock');
  const tm = useTranslateMessage();
  const [choice, setChoice] = useState<WorkChoiceValue>(() => {
    const last = rememberedChoice(props.ownerKey);
    return { jobId: last?.jobId ?? null, workTypeId: last?.workTypeId ?? null };
  });
  const [errors, setErrors] = useState<{ job?: string; workType?: string }>({});
  const jobs = useActiveJobs();
  const types = useJobWorkTypes(choice.jobId);
  // A remembered job (or work type) no longer offered is not chosen.
  const shown = jobs.data
    ? initialChoice(
        choice,
        jobs.data.map((j) => j.id),
        (jobId) => (jobId === choice.jobId ? types.data?.map((w) => w.id) : undefined),
      )
    : choice;
  const submit = () => {
    if (!shown.jobId) return setErrors({ job: tm(PUNCH_MESSAGES.chooseJob) });
    if (!shown.workTypeId) return setErrors({ workType: tm(PUNCH_MESSAGES.chooseWorkType) });
    props.onClockIn({ jobId: shown.jobId, workTypeId: shown.workTypeId });
  };
  return (
    <Stack gap="md">
      <WorkChoiceFields
        idPrefix="clock-in"
        value={shown}
        errors={errors}
        onChange={(next) => {
          setChoice(next);
          setErrors({});
        }}
      />
      <Button {...BIG_BUTTON} size="xl" mih={64} onClick={submit}>
        {t('action.in')}
      </Button>
    </Stack>
  );
}

function PunchList({ view, time }: { view: ClockView; time: (at: string) => string }) {
  const { t } = useTranslation('punch-clock');
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('punches.title')}
      </Title>
      {view.punches.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('punches.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {view.punches.map((p) => (
            <li key={p.clientId} data-punch={p.kind}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} ff="monospace">
                  {time(p.at)}
                </Text>
                <Text>{t(`action.${p.kind}`)}</Text>
                {p.pending ? (
                  <Badge color="blue" variant="light">
                    {t('flag.pending')}
                  </Badge>
                ) : null}
                {p.outsideRadius ? (
                  <Badge color="orange" variant="light">
                    {t('flag.outside')}
                  </Badge>
                ) : null}
                {p.clockSkewFlagged ? (
                  <Badge color="orange" variant="light">
                    {t('flag.skew')}
                  </Badge>
                ) : null}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function RefusedPunch(props: {
  punch: QueuedPunch;
  title: string;
  reason: string;
  seenLabel: string;
  onSeen: () => void;
}) {
  const { t } = useTranslation('punch-clock');
  return (
    <Alert
      color="red"
      role="alert"
      title={props.title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-refused-punch={props.punch.kind}
    >
      <Stack gap="xs" align="flex-start">
        {props.reason ? <Text size="sm">{props.reason}</Text> : null}
        <Button
          size="sm"
          variant="white"
          color="red.9"
          aria-label={props.seenLabel}
          onClick={props.onSeen}
        >
          {t('refused.seen')}
        </Button>
      </Stack>
    </Alert>
  );
}
