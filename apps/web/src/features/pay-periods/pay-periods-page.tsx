import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PayPeriod } from '@sitehours/contract/schemas';
import { formatDayIn } from '@/app/calendar-days';
import { serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
import { useClosePeriod, usePayPeriods, useReopenPeriod } from './api/pay-periods';
import { closeBlocked, earlierFrom, shownHours } from './pay-period-rules';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const STATUS_COLOR = { open: 'blue', closed: 'gray', reopened: 'orange' } as const;

type Dialog = { kind: 'close' | 'reopen'; period: PayPeriod } | null;

/** /pay-periods — close a pay period, reopen one with a reason (company admins; decision 0027). */
export function PayPeriodsPage() {
  const { t, i18n } = useTranslation('payPeriods');
  const tm = useTranslateMessage();
  const locale = i18n.language;
  const [from, setFrom] = useState<string | undefined>(undefined);
  const list = usePayPeriods(from);
  const close = useClosePeriod();
  const reopen = useReopenPeriod();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [actionError, setActionError] = useState<ShownMessage | null>(null);
  const reasonId = useId();

  const day = (d: string) => formatDayIn(d, locale, DAY);
  const range = (p: { startDate: string; endDate: string }) =>
    t('range', { start: day(p.startDate), end: day(p.endDate) });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const confirmClose = (period: PayPeriod) => {
    setSuccess(null);
    setActionError(null);
    close.mutate(period.startDate, {
      onSuccess: (p) => {
        setDialog(null);
        setSuccess(t('closedMessage', { range: range(p) }));
      },
      onError: (error) => {
        setDialog(null);
        setActionError(serverMessageOr(error, t('closeFailed')));
      },
    });
  };
  const confirmReopen = (period: PayPeriod) => {
    if (!reason.trim()) {
      setReasonError(t('reasonRequired'));
      return;
    }
    setSuccess(null);
    setActionError(null);
    reopen.mutate(
      { startDate: period.startDate, reason: reason.trim() },
      {
        onSuccess: (p) => {
          setDialog(null);
          setSuccess(t('reopenedMessage', { range: range(p) }));
        },
        onError: (error) => setReasonError(tm(serverMessageOr(error, t('reopenFailed')))),
      },
    );
  };

  let content;
  if (list.isPending)
    content = (
      <Paper withBorder p="lg">
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" size="sm">
            {t('loading')}
          </Text>
        </Group>
      </Paper>
    );
  else if (list.isError)
    content = (
      <ErrorAlert onRetry={() => void list.refetch()} retrying={list.isFetching}>
        {tm(serverMessageOr(list.error, t('loadFailed')))}
      </ErrorAlert>
    );
  else if (list.data.periods.length === 0)
    content = (
      <Paper withBorder p="lg" role="status">
        <Text c="dimmed" ta="center" size="sm">
          {t('empty')}
        </Text>
      </Paper>
    );
  else {
    const today = list.data.current.startDate;
    const periods = list.data.periods;
    content = (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {periods.map((p) => {
            const blocked = closeBlocked(p, today);
            const headingId = `period-${p.startDate}`;
            return (
              <Paper key={p.startDate} withBorder p="sm" component="li" aria-labelledby={headingId}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Title order={2} size="h4" id={headingId}>
                      {range(p)}
                    </Title>
                    <Badge
                      color={STATUS_COLOR[p.status]}
                      variant="light"
                      leftSection={
                        p.status === 'closed' ? <IconLock size={12} aria-hidden /> : null
                      }
                    >
                      {t(`status.${p.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {t('totals', { hours: shownHours(p.hours, locale), count: p.entryCount })}
                    {p.pendingCount > 0 ? ` · ${t('pending', { count: p.pendingCount })}` : ''}
                  </Text>
                  {p.closedAt && p.closedBy ? (
                    <Text size="sm" c="dimmed">
                      {t('closedBy', { name: p.closedBy, when: when(p.closedAt) })}
                    </Text>
                  ) : null}
                  {p.reopenedAt && p.reopenedBy ? (
                    <Text size="sm" c="dimmed">
                      {t('reopenedBy', {
                        name: p.reopenedBy,
                        when: when(p.reopenedAt),
                        reason: p.reopenReason ?? '',
                      })}
                    </Text>
                  ) : null}
                  <Group gap="xs" wrap="wrap">
                    {p.status === 'closed' ? (
                      <Button
                        variant="default"
                        size="sm"
                        leftSection={<IconLockOpen size={16} aria-hidden />}
                        aria-label={t('reopenNamed', { range: range(p) })}
                        onClick={() => {
                          setReason('');
                          setReasonError(null);
                          setDialog({ kind: 'reopen', period: p });
                        }}
                      >
                        {t('reopen')}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        leftSection={<IconLock size={16} aria-hidden />}
                        disabled={blocked !== undefined}
                        aria-label={t('closeNamed', { range: range(p) })}
                        aria-describedby={blocked === 'pending' ? `${headingId}-why` : undefined}
                        onClick={() => setDialog({ kind: 'close', period: p })}
                      >
                        {t('close')}
                      </Button>
                    )}
                    {blocked === 'pending' ? (
                      <Text size="sm" id={`${headingId}-why`}>
                        {t('pendingBlock', { count: p.pendingCount })}{' '}
                        <Anchor component={Link} to="/company-reports">
                          {t('approveLink')}
                        </Anchor>
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
        <Group justify="center">
          <Button
            variant="subtle"
            loading={list.isFetching}
            onClick={() => setFrom(earlierFrom(periods[periods.length - 1]!.startDate))}
          >
            {t('showEarlier')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
      {actionError ? (
        <ErrorAlert onClose={() => setActionError(null)}>{tm(actionError)}</ErrorAlert>
      ) : null}
      {content}
      <Modal
        opened={dialog?.kind === 'close'}
        onClose={() => setDialog(null)}
        title={t('closeTitle')}
        centered
      >
        {dialog?.kind === 'close' ? (
          <Stack gap="md">
            <Text size="sm">
              {t('closeConfirm', {
                range: range(dialog.period),
                hours: shownHours(dialog.period.hours, locale),
                count: dialog.period.entryCount,
              })}
            </Text>
            <Text size="sm">{t('closeExplain')}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('cancel')}
              </Button>
              <Button loading={close.isPending} onClick={() => confirmClose(dialog.period)}>
                {t('closeAction')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <Modal
        opened={dialog?.kind === 'reopen'}
        onClose={() => setDialog(null)}
        title={t('reopenTitle')}
        centered
      >
        {dialog?.kind === 'reopen' ? (
          <Stack gap="md">
            <Text size="sm">{t('reopenExplain', { range: range(dialog.period) })}</Text>
            <Textarea
              id={reasonId}
              label={t('reason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              error={reasonError}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setDialog(null)}>
                {t('cancel')}
              </Button>
              <Button loading={reopen.isPending} onClick={() => confirmReopen(dialog.period)}>
                {t('reopenAction')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
