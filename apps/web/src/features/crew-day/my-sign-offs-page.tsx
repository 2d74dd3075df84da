import { useState } from 'react';
import { StatusPaper } from './status-paper';
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CREW_MESSAGES } from '@sitehours/contract/messages';
import { PIN_PATTERN } from '@sitehours/contract/rules';
import type { SignOffRow } from '@sitehours/contract/schemas';
import { serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
import { useEntryActor } from '@/features/time-entries';
import { useMySignOffs, useSetPin } from './api/crew-day';
import { SignatureStateBadge } from './crew-day-row';
import { hoursText, signatureBadge } from './crew-day-rules';
import { pinInput } from './crew-rules';
import { SignDayDialog, type SignTarget } from './sign-day-dialog';

/** /sign-offs — a worker's days waiting for their signature, and their personal PIN. */
export function MySignOffsPage() {
  const { t, i18n } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const actor = useEntryActor();
  const mine = useMySignOffs();
  const [signing, setSigning] = useState<SignTarget | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const dayName = (date: string) =>
    new Date(`${date}T12:00:00`).toLocaleDateString(i18n.language, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    });
  const targetOf = (row: SignOffRow): SignTarget => ({
    userId: row.userId || actor.userId,
    name: row.name,
    date: row.date,
    summary: t('mine.summary', { day: dayName(row.date), hours: hoursText(row.hours) }),
  });

  let list;
  if (mine.isPending) list = <StatusPaper loading>{t('mine.loading')}</StatusPaper>;
  else if (mine.isError)
    list = (
      <ErrorAlert onRetry={() => void mine.refetch()} retrying={mine.isFetching}>
        {tm(serverMessageOr(mine.error, t('mine.loadFailed')))}
      </ErrorAlert>
    );
  else if (mine.data.days.length === 0)
    list = (
      <Paper withBorder p="lg" role="status">
        <Text c="dimmed" ta="center" size="sm">
          {t('mine.empty')}
        </Text>
      </Paper>
    );
  else
    list = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {mine.data.days.map((row) => {
          const badge = signatureBadge(row.signature, row.hours > 0);
          return (
            <Paper key={row.date} withBorder p="sm" component="li">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Title order={3} size="h5">
                    {dayName(row.date)}
                  </Title>
                  <SignatureStateBadge badge={badge} />
                </Group>
                <Text size="sm">{t('mine.hours', { hours: hoursText(row.hours) })}</Text>
                {badge === 'disputed' && row.signature.reason ? (
                  <Text size="sm" c="red.8">
                    {t('row.disputeReason', { reason: row.signature.reason })}
                  </Text>
                ) : null}
                <Group gap="xs">
                  <Button
                    size="md"
                    leftSection={<IconSignature size={16} aria-hidden />}
                    aria-label={t('mine.signDay', { day: dayName(row.date) })}
                    onClick={() => setSigning(targetOf(row))}
                  >
                    {badge === 'disputed' ? t('mine.answerAgain') : t('mine.sign')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );

  return (
    <>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <Stack gap="lg">
        {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
        <Stack gap="sm" component="section" aria-labelledby="days-to-sign-title">
          <Title order={2} size="h4" id="days-to-sign-title">
            {t('mine.daysTitle')}
          </Title>
          {list}
        </Stack>
        <MyPinCard />
      </Stack>
      <SignDayDialog
        target={signing}
        questions={mine.data?.questions ?? []}
        withPin={false}
        onClose={() => setSigning(null)}
        onSigned={(target, _result, status) => {
          setSigning(null);
          setSuccess(
            t(status === 'signed' ? 'mine.signed' : 'mine.disputed', {
              day: dayName(target.date),
            }),
          );
        }}
      />
    </>
  );
}

/** "My PIN": the personal PIN a worker signs with on the crew lead's device. */
function MyPinCard() {
  const { t } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const setPin = useSetPin();
  const [pin, setPinValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useTimedMessage();

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="my-pin-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(null);
          if (!PIN_PATTERN.test(pin)) {
            setError(tm(pin === '' ? CREW_MESSAGES.pinRequired : CREW_MESSAGES.pinFormat));
            return;
          }
          setError(null);
          setPin.mutate(pin, {
            onSuccess: () => {
              setPinValue('');
              setSaved(tm(CREW_MESSAGES.pinSaved));
            },
            onError: (e) => setError(tm(serverMessageOr(e, t('pin.failed')))),
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="my-pin-title">
            {t('pin.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pin.hint')}
          </Text>
          {saved ? <SuccessAlert onClose={() => setSaved(null)}>{saved}</SuccessAlert> : null}
          <PasswordInput
            label={t('pin.new')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            size="md"
            maw={240}
            value={pin}
            error={error}
            onChange={(e) => setPinValue(pinInput(e.currentTarget.value))}
          />
          <Group>
            <Button type="submit" loading={setPin.isPending}>
              {t('pin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
