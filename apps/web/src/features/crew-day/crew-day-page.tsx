import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCalendarRepeat, IconSend, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CREW_MESSAGES } from '@sitehours/contract/messages';
import { isEntryDate } from '@sitehours/contract/rules';
import type { CrewDay, CrewDayRequest } from '@sitehours/contract/schemas';
import { ApiError, serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { addDays, companyToday, useEntryActor } from '@/features/time-entries';
import {
  crewDayQueryOptions,
  crewKeys,
  submitCrewDay,
  useActiveJobs,
  useCrewDay,
  useJobWorkTypes,
  useLeadCrews,
} from './api/crew-day';
import {
  draftKey,
  readDraft,
  resendWaitingDays,
  writeDraft,
  type CrewDayDraft,
} from './crew-day-draft';
import { CrewDayRowCard } from './crew-day-row';
import {
  buildRequest,
  copyFromDay,
  copyToAll,
  entrySummary,
  linesOf,
  newLine,
  randomClientId,
  serverLineErrors,
  withoutSent,
  type DraftLine,
  type LineErrors,
} from './crew-day-rules';
import { SignDayDialog, type SignTarget } from './sign-day-dialog';
import { StatusPaper } from './status-paper';

const EMPTY_DRAFT: CrewDayDraft = { jobId: '', lines: [], pending: null };

/**
 * /crew-day — a crew lead records the whole crew's day in one submit, and each worker signs
 * their day on the lead's device with their PIN.
 */
export function CrewDayPage() {
  const { t } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const actor = useEntryActor();
  const session = useSession();
  const timeZone = actor.timeZone ?? 'UTC';
  const today = companyToday(actor.timeZone);
  const crews = useLeadCrews();
  const [crewChoice, setCrewChoice] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const crewId = crewChoice ?? crews.data?.[0]?.id ?? null;
  const ownerKey = `${actor.userId}|${session.company?.id ?? ''}`;
  const openKey = crewId ? draftKey(ownerKey, crewId, date) : null;
  const queryClient = useQueryClient();

  // Days of other crews or dates that waited offline are sent when the screen opens and each
  // time the device is back online (the open day is sent by its own editor).
  useEffect(() => {
    if (!actor.userId) return;
    const resend = () =>
      void resendWaitingDays(
        window.localStorage,
        ownerKey,
        openKey,
        submitCrewDay,
        (e) => e instanceof ApiError && e.isNetworkError,
      ).then((saved) => {
        if (saved > 0) void queryClient.invalidateQueries({ queryKey: ['crew-day', 'day'] });
      });
    if (navigator.onLine) resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [actor.userId, ownerKey, openKey, queryClient]);

  let body;
  if (crews.isPending) body = <StatusPaper loading>{t('page.loadingCrews')}</StatusPaper>;
  else if (crews.isError)
    body = (
      <ErrorAlert onRetry={() => void crews.refetch()} retrying={crews.isFetching}>
        {tm(serverMessageOr(crews.error, t('page.crewsFailed')))}
      </ErrorAlert>
    );
  else if (crews.data.length === 0) body = <StatusPaper>{t('page.noCrews')}</StatusPaper>;
  else
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('page.crew')}
            size="md"
            allowDeselect={false}
            value={crewId}
            onChange={(v) => setCrewChoice(v)}
            data={crews.data.map((c) => ({ value: c.id, label: c.name }))}
          />
          <TextInput
            type="date"
            size="md"
            label={t('page.date')}
            value={date}
            max={today}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (isEntryDate(v)) setDate(v);
            }}
          />
        </SimpleGrid>
        {crewId ? (
          <CrewDayEditor
            key={`${crewId}|${date}`}
            crewId={crewId}
            date={date}
            storageKey={openKey ?? ''}
            timeZone={timeZone}
            ownUserId={actor.userId}
          />
        ) : null}
      </Stack>
    );

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {body}
    </>
  );
}

type Notice =
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: ShownMessage }
  | { kind: 'offline' }
  | null;

/** The crew day of one crew and date: its rows, the typed lines and the submit. */
function CrewDayEditor(props: {
  crewId: string;
  date: string;
  storageKey: string;
  timeZone: string;
  /** The lead's own day is signed without a PIN. */
  ownUserId: string;
}) {
  const { t, i18n } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const { crewId, date, storageKey, timeZone } = props;
  const day = useCrewDay(crewId, date);
  const jobs = useActiveJobs();
  const [draft, setDraftState] = useState<CrewDayDraft>(
    () => readDraft(window.localStorage, storageKey) ?? EMPTY_DRAFT,
  );
  const [seeded, setSeeded] = useState(false);
  const [errors, setErrors] = useState<Record<string, LineErrors>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState<SignTarget | null>(null);
  const sendingRef = useRef(false);

  /** Every change is written to the device first. */
  const setDraft = useCallback(
    (update: (d: CrewDayDraft) => CrewDayDraft) =>
      setDraftState((d) => {
        const next = update(d);
        writeDraft(window.localStorage, storageKey, next);
        return next;
      }),
    [storageKey],
  );

  const data = day.data;
  const userIds = useMemo(() => data?.rows.map((r) => r.userId) ?? [], [data]);
  // The first reading: a blank line for each worker with nothing saved or typed.
  if (data && !seeded) {
    setSeeded(true);
    const blanks = data.rows
      .filter((r) => r.entries.length === 0 && linesOf(draft.lines, r.userId).length === 0)
      .map((r) => newLine(r.userId, randomClientId));
    if (blanks.length > 0) setDraftState((d) => ({ ...d, lines: [...d.lines, ...blanks] }));
  }
  const jobId = draft.jobId || data?.crew.defaultJobId || '';
  const workTypes = useJobWorkTypes(jobId || null);

  const send = useCallback(
    async (request: CrewDayRequest, sent: readonly Pick<DraftLine, 'clientId'>[]) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      setDraft((d) => ({ ...d, pending: request }));
      try {
        const result = await submitCrewDay(request);
        queryClient.setQueryData(crewKeys.day(crewId, date), result.day);
        setDraft((d) => ({ ...d, lines: withoutSent(d.lines, sent), pending: null }));
        setErrors({});
        setNotice({
          kind: 'success',
          text: tm({
            code: CREW_MESSAGES.daySaved,
            params: { count: result.created + result.alreadySaved },
          }),
        });
      } catch (error) {
        if (error instanceof ApiError && error.isNetworkError) {
          setNotice({ kind: 'offline' });
        } else {
          setDraft((d) => ({ ...d, pending: null }));
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
          setErrors(serverLineErrors(fieldErrors, request.entries));
          setNotice({ kind: 'error', text: serverMessageOr(error, t('submit.failed')) });
        }
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [crewId, date, queryClient, setDraft, t, tm],
  );

  // A submit that waited offline is sent again (the same body) once the device is online.
  useEffect(() => {
    const resend = () => {
      const stored = readDraft(window.localStorage, storageKey);
      if (stored?.pending) void send(stored.pending, stored.pending.entries);
    };
    if (draft.pending && navigator.onLine) resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
    // Only on opening the day and when the connection comes back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, send]);

  if (day.isPending) return <StatusPaper loading>{t('page.loadingDay')}</StatusPaper>;
  if (day.isError)
    return (
      <ErrorAlert onRetry={() => void day.refetch()} retrying={day.isFetching}>
        {tm(serverMessageOr(day.error, t('page.dayFailed')))}
      </ErrorAlert>
    );
  const crewDay: CrewDay = day.data;

  const changeLine = (clientId: string, patch: Partial<DraftLine>) => {
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((l) => (l.clientId === clientId ? { ...l, ...patch } : l)),
    }));
    if (errors[clientId]) {
      const fields = Object.keys(patch);
      setErrors((e) => {
        const line = { ...e[clientId] };
        for (const f of fields) delete line[f as keyof LineErrors];
        return { ...e, [clientId]: line };
      });
    }
  };

  const submit = () => {
    setNotice(null);
    if (draft.pending) {
      void send(draft.pending, draft.pending.entries);
      return;
    }
    if (!jobId) {
      setNotice({ kind: 'error', text: CREW_MESSAGES.jobMissing });
      return;
    }
    const built = buildRequest(draft.lines, {
      crewId,
      date,
      jobId,
      timeCapture: crewDay.timeCapture,
      timeZone,
    });
    if (built.sent.length === 0) {
      setNotice({ kind: 'error', text: CREW_MESSAGES.dayEmpty });
      return;
    }
    if (Object.keys(built.errors).length > 0) {
      setErrors(built.errors);
      setNotice({
        kind: 'error',
        text: {
          code: CREW_MESSAGES.dayRefused,
          params: { count: Object.keys(built.errors).length },
        },
      });
      return;
    }
    setErrors({});
    void send(built.request, built.sent);
  };

  const copyYesterday = async () => {
    setNotice(null);
    const yesterday = addDays(date, -1);
    try {
      const other = await queryClient.fetchQuery(crewDayQueryOptions(crewId, yesterday));
      if (other.rows.every((r) => r.entries.length === 0)) {
        setNotice({ kind: 'error', text: t('copy.nothingYesterday') });
        return;
      }
      setDraft((d) => ({
        ...d,
        lines: copyFromDay(d.lines, other, userIds, timeZone, randomClientId),
      }));
    } catch (error) {
      setNotice({ kind: 'error', text: serverMessageOr(error, t('copy.yesterdayFailed')) });
    }
  };

  const typedCount = draft.lines.filter(
    (l) => l.workTypeId || l.hours.trim() || l.startTime || l.endTime,
  ).length;
  const locale = i18n.language;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('page.job')}
          size="md"
          allowDeselect={false}
          searchable
          value={jobId || null}
          placeholder={t('page.chooseJob')}
          nothingFoundMessage={t('page.noJobs')}
          onChange={(v) => setDraft((d) => ({ ...d, jobId: v ?? '' }))}
          data={(jobs.data ?? []).map((j) => ({ value: j.jobId, label: j.jobName }))}
          error={jobs.isError ? t('page.jobsFailed') : undefined}
        />
        <Group align="flex-end" gap="xs">
          <Button
            variant="default"
            size="md"
            leftSection={<IconCalendarRepeat size={16} aria-hidden />}
            onClick={() => void copyYesterday()}
            disabled={sending}
          >
            {t('copy.fromYesterday')}
          </Button>
        </Group>
      </SimpleGrid>
      {workTypes.isError ? (
        <ErrorAlert onRetry={() => void workTypes.refetch()} retrying={workTypes.isFetching}>
          {t('page.workTypesFailed')}
        </ErrorAlert>
      ) : null}
      {notice?.kind === 'success' ? (
        <SuccessAlert onClose={() => setNotice(null)}>{notice.text}</SuccessAlert>
      ) : null}
      {notice?.kind === 'error' ? (
        <ErrorAlert onClose={() => setNotice(null)}>{tm(notice.text)}</ErrorAlert>
      ) : null}
      {draft.pending ? (
        <Alert color="yellow" icon={<IconWifiOff size={18} aria-hidden />} role="status">
          {t('submit.waiting')}
        </Alert>
      ) : null}
      {crewDay.rows.length === 0 ? (
        <StatusPaper>{t('page.noMembers')}</StatusPaper>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {crewDay.rows.map((row) => (
            <CrewDayRowCard
              key={row.userId}
              row={row}
              lines={linesOf(draft.lines, row.userId)}
              errors={errors}
              timeCapture={crewDay.timeCapture}
              timeZone={timeZone}
              workTypes={workTypes.data ?? []}
              disabled={sending || draft.pending !== null}
              onChange={changeLine}
              onAdd={() =>
                setDraft((d) => ({
                  ...d,
                  lines: [...d.lines, newLine(row.userId, randomClientId)],
                }))
              }
              onRemove={(clientId) =>
                setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l.clientId !== clientId) }))
              }
              onCopyToAll={() =>
                setDraft((d) => ({
                  ...d,
                  lines: copyToAll(d.lines, row.userId, userIds, randomClientId),
                }))
              }
              onSign={() =>
                setSigning({
                  userId: row.userId,
                  name: row.name,
                  date,
                  summary: [
                    new Date(`${date}T12:00:00`).toLocaleDateString(locale, {
                      weekday: 'short',
                      month: 'short',
                      day: 'numeric',
                    }),
                    ...row.entries.map((e) => entrySummary(e, timeZone)),
                  ].join(' · '),
                })
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Paper withBorder p="sm" shadow="sm" style={{ position: 'sticky', bottom: 8, zIndex: 2 }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">{t('submit.count', { count: typedCount })}</Text>
          <Button
            size="lg"
            leftSection={<IconSend size={18} aria-hidden />}
            loading={sending}
            onClick={submit}
          >
            {t('submit.button')}
          </Button>
        </Group>
      </Paper>
      <SignDayDialog
        target={signing}
        questions={crewDay.questions}
        withPin={signing?.userId !== props.ownUserId}
        onClose={() => setSigning(null)}
        onSigned={(target, result, status) => {
          setSigning(null);
          setNotice({
            kind: 'success',
            text: t(status === 'signed' ? 'sign.signed' : 'sign.disputed', { name: target.name }),
          });
          if (result.alerted) void queryClient.invalidateQueries({ queryKey: ['alerts'] });
        }}
      />
    </Stack>
  );
}
