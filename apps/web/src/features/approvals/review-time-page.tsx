import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChecks } from '@tabler/icons-react';
import { formatHours } from '@sitehours/contract/rules';
import type { ReviewEntry, ReviewResponse, ReviewWorker } from '@sitehours/contract/schemas';
import { addDays, companyToday, formatDayIn, weekEnd, weekStart } from '@/app/calendar-days';
import { serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert, WarningAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useReviewEntries, useReviewList } from './api/approvals';
import { CHIP_COLOR, chipOf, entryWhat, reviewableIds, stillChosen } from './review-rules';

/**
 * /review-time — the time a job's managers, a crew's leads and the admins review before the
 * admin's payroll approval, one week at a time, grouped by worker and day.
 */
export function ReviewTimePage() {
  const { t, i18n } = useTranslation('approvals');
  const tm = useTranslateMessage();
  const session = useSession();
  const today = companyToday(session.company?.time_zone);
  const [monday, setMonday] = useState(() => weekStart(today));
  const sunday = weekEnd(monday);
  const list = useReviewList(monday, sunday);
  const review = useReviewEntries();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<ReviewResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const reviewable = reviewableIds(list.data);
  const selected = stillChosen(chosen, reviewable);
  const dayText = (day: string, options: Intl.DateTimeFormatOptions) =>
    formatDayIn(day, i18n.language, options);
  const weekText = t('week.range', {
    start: dayText(monday, { month: 'short', day: 'numeric' }),
    end: dayText(sunday, { month: 'short', day: 'numeric', year: 'numeric' }),
  });

  const goTo = (day: string) => {
    setMonday(day);
    setChosen(new Set());
    setResult(null);
    setFailed(null);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const send = (ids: string[]) => {
    if (ids.length === 0 || review.isPending) return;
    setResult(null);
    setFailed(null);
    review.mutate(ids, {
      onSuccess: (answer) => {
        setResult(answer);
        setChosen(new Set());
      },
      onError: (error) => setFailed(tm(serverMessageOr(error, t('review.failed')))),
    });
  };

  let body;
  if (list.isPending)
    body = (
      <Paper withBorder p="lg">
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {t('list.loading')}
          </Text>
        </Group>
      </Paper>
    );
  else if (list.isError)
    body = (
      <ErrorAlert onRetry={() => void list.refetch()} retrying={list.isFetching}>
        {tm(serverMessageOr(list.error, t('list.loadFailed')))}
      </ErrorAlert>
    );
  else if (list.data.workers.length === 0 || reviewable.length === 0)
    body = (
      <>
        <Paper withBorder p="lg" role="status">
          <Text c="dimmed" ta="center" size="sm">
            {t('list.empty')}
          </Text>
        </Paper>
        {list.data.workers.map((worker) => (
          <WorkerCard
            key={worker.userId}
            worker={worker}
            workerSubmit={list.data.workerSubmit}
            chosen={chosen}
            onToggle={toggle}
            dayText={dayText}
          />
        ))}
      </>
    );
  else
    body = (
      <>
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={() => send(selected)}
            disabled={selected.length === 0}
            loading={review.isPending}
          >
            {t('review.selected', { count: selected.length })}
          </Button>
          <Button variant="default" onClick={() => send(reviewable)} loading={review.isPending}>
            {t('review.all', { count: reviewable.length })}
          </Button>
        </Group>
        {list.data.workers.map((worker) => (
          <WorkerCard
            key={worker.userId}
            worker={worker}
            workerSubmit={list.data.workerSubmit}
            chosen={chosen}
            onToggle={toggle}
            dayText={dayText}
          />
        ))}
      </>
    );

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack gap="md">
        <Paper withBorder p="sm" component="section" aria-labelledby="review-week">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                px="xs"
                aria-label={t('week.previous')}
                onClick={() => goTo(addDays(monday, -7))}
              >
                <IconChevronLeft size={18} aria-hidden />
              </Button>
              <Title order={2} size="h5" id="review-week" aria-live="polite">
                {weekText}
              </Title>
              <Button
                variant="default"
                px="xs"
                aria-label={t('week.next')}
                onClick={() => goTo(addDays(monday, 7))}
              >
                <IconChevronRight size={18} aria-hidden />
              </Button>
            </Group>
            <Button
              variant="subtle"
              onClick={() => goTo(weekStart(today))}
              disabled={monday === weekStart(today)}
            >
              {t('week.thisWeek')}
            </Button>
          </Group>
        </Paper>
        {result ? <ReviewOutcome result={result} onClose={() => setResult(null)} /> : null}
        {failed ? <ErrorAlert onClose={() => setFailed(null)}>{failed}</ErrorAlert> : null}
        {body}
      </Stack>
    </>
  );
}

function ReviewOutcome(props: { result: ReviewResponse; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const { result } = props;
  const refused = result.refused.length + result.notFound;
  const left = refused + result.notSubmitted.length;
  return (
    <Stack gap="xs">
      <SuccessAlert onClose={props.onClose}>
        {t('review.done', { count: result.reviewed })}
      </SuccessAlert>
      {left > 0 ? (
        <WarningAlert>
          {[
            result.notSubmitted.length
              ? t('review.notSubmitted', { count: result.notSubmitted.length })
              : null,
            refused ? t('review.refused', { count: refused }) : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </WarningAlert>
      ) : null}
    </Stack>
  );
}

function WorkerCard(props: {
  worker: ReviewWorker;
  workerSubmit: boolean;
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  dayText: (day: string, options: Intl.DateTimeFormatOptions) => string;
}) {
  const { t } = useTranslation('approvals');
  const { worker } = props;
  const headingId = `review-worker-${worker.userId}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {worker.name}
          </Title>
          <Text size="sm" fw={500}>
            {t('list.hours', { hours: formatHours(worker.hours) })}
          </Text>
        </Group>
        {worker.days.map((day) => (
          <Stack key={day.date} gap={4}>
            <Group justify="space-between" gap="xs">
              <Title order={3} size="h6">
                {props.dayText(day.date, { weekday: 'long', month: 'short', day: 'numeric' })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('list.hours', { hours: formatHours(day.hours) })}
              </Text>
            </Group>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {day.entries.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  workerSubmit={props.workerSubmit}
                  checked={props.chosen.has(entry.id)}
                  onToggle={props.onToggle}
                />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function EntryRow(props: {
  entry: ReviewEntry;
  workerSubmit: boolean;
  checked: boolean;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('approvals');
  const { entry } = props;
  const chip = chipOf(entry, props.workerSubmit);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const label = t('list.entry', { what: entryWhat(entry), hours: formatHours(entry.hours) });
  const steps = [
    entry.submittedAt
      ? t('steps.submitted', { when: when(entry.submittedAt), name: entry.submittedBy ?? '' })
      : null,
    entry.reviewedAt
      ? t('steps.reviewed', { when: when(entry.reviewedAt), name: entry.reviewedBy ?? '' })
      : null,
    entry.approvedAt
      ? entry.approvedBy
        ? t('steps.approved', { when: when(entry.approvedAt), name: entry.approvedBy })
        : t('steps.approvedNoName', { when: when(entry.approvedAt) })
      : null,
  ].filter((s): s is string => s !== null);
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        {entry.mayReview ? (
          <Checkbox
            label={label}
            checked={props.checked}
            onChange={(e) => props.onToggle(entry.id, e.currentTarget.checked)}
            styles={{ label: { overflowWrap: 'anywhere' } }}
          />
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
        )}
        <Badge color={CHIP_COLOR[chip]} variant="light" radius="sm">
          {chip === 'reviewed' && entry.reviewedBy
            ? t('chip.reviewedBy', { name: entry.reviewedBy })
            : t(`chip.${chip}`)}
        </Badge>
      </Group>
      {entry.notes ? (
        <Text size="xs" c="dimmed" mt={4}>
          {entry.notes}
        </Text>
      ) : null}
      {steps.length ? (
        <Text size="xs" c="dimmed" mt={4}>
          {steps.join(' · ')}
        </Text>
      ) : null}
    </Paper>
  );
}
