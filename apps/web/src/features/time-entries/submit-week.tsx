import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { weekStepOf } from '@sitehours/contract/rules';
import type { SubmitWeekResponse, UnsubmitWeekResponse } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { timeEntryKeys, useTimeEntries } from './time-entry-api';

/**
 * Where the company asks workers to submit their week (decision 0027): the week's step, and
 * Submit week (or Take back, before review). Its code is downloaded only by those companies.
 */
export default function SubmitWeek(props: { userId: string; monday: string; sunday: string }) {
  const { t, i18n } = useTranslation('approvals');
  const tm = useTranslateMessage();
  const queryClient = useQueryClient();
  const { data } = useTimeEntries(props.userId, props.monday, props.sunday);
  const step = weekStepOf((data ?? []).filter((e) => !e.isPending && !e.queued));
  const change = useMutation({
    mutationFn: (action: 'submit' | 'unsubmit') =>
      api.post<SubmitWeekResponse | UnsubmitWeekResponse>(`approvals/${action}`, {
        weekStart: props.monday,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: timeEntryKeys.lists() }),
  });
  if (!data || step.step === 'empty') return null;
  const when = step.submittedAt
    ? new Date(step.submittedAt).toLocaleString(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';

  let state;
  if (step.step === 'approved')
    state = (
      <Badge color="green" variant="light" radius="sm" size="lg">
        {t('submitWeek.approved')}
      </Badge>
    );
  else if (step.step === 'reviewed')
    state = (
      <Badge color="blue" variant="light" radius="sm" size="lg">
        {t('submitWeek.reviewed')}
      </Badge>
    );
  else if (step.step === 'submitted')
    state = (
      <>
        <Text size="sm">{t('submitWeek.submittedOn', { when })}</Text>
        <Button
          variant="default"
          onClick={() => change.mutate('unsubmit')}
          loading={change.isPending}
        >
          {t('submitWeek.takeBack')}
        </Button>
      </>
    );
  else
    state = (
      <>
        <Text size="sm">
          {step.submittedAt ? t('submitWeek.changedSince', { when }) : t('submitWeek.notYet')}
        </Text>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => change.mutate('submit')}
          loading={change.isPending}
        >
          {t('submitWeek.submit')}
        </Button>
      </>
    );

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('submitWeek.label')}>
      <Group justify="space-between" gap="xs" wrap="wrap" role="status">
        {state}
      </Group>
      {change.isError ? (
        <ErrorAlert onClose={() => change.reset()}>
          {tm(serverMessageOr(change.error, t('submitWeek.failed')))}
        </ErrorAlert>
      ) : null}
    </Paper>
  );
}
