import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookDelivery } from '@sitehours/contract/schemas';
import { serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { useTimedMessage } from '@/components/use-timed-message';
import { useResendDelivery, useUpdateWebhook, useWebhookDeliveries } from './api/webhooks';
import {
  attemptOutcome,
  deliveryState,
  EVENT_TEXTS,
  latestFirst,
  type DeliveryState,
} from './webhook-rules';
import classes from './webhooks.module.css';

const timeOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'medium' });

const STATE_COLOURS: Record<DeliveryState['kind'], string> = {
  delivered: 'green',
  failed: 'red',
  sending: 'blue',
  retrying: 'orange',
};

/**
 * A subscription's latest deliveries, each with its tries and a way to send it again: a dialog
 * over the list, the whole screen on a phone.
 */
export function DeliveriesDialog(props: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={props.webhook !== null}
      onClose={props.onClose}
      fullScreen={phone}
      size="xl"
      closeButtonProps={{ 'aria-label': t('deliveries.close') }}
      title={
        <Title order={2} size="h4" component="span">
          {t('deliveries.title')}
        </Title>
      }
    >
      {props.webhook ? <DeliveriesBody key={props.webhook.id} webhook={props.webhook} /> : null}
    </Modal>
  );
}

function DeliveriesBody({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation('webhooks');
  const tm = useTranslateMessage();
  const deliveries = useWebhookDeliveries(webhook.id);
  const resend = useResendDelivery();
  const update = useUpdateWebhook();
  const [success, setSuccess] = useTimedMessage();
  const [error, setError] = useState<string | null>(null);
  const lang = i18n.language;

  const sendAgain = (delivery: WebhookDelivery) => {
    setError(null);
    setSuccess(null);
    resend.mutate(
      { webhookId: webhook.id, deliveryId: delivery.id },
      {
        onSuccess: () => setSuccess(t('deliveries.sentAgain', { eventId: delivery.eventId })),
        onError: (e) => setError(tm(serverMessageOr(e, t('deliveries.sendFailed')))),
      },
    );
  };

  const resume = () => {
    setError(null);
    update.mutate(
      { id: webhook.id, body: { enabled: true } },
      {
        onSuccess: () => setSuccess(t('resumed', { url: webhook.url })),
        onError: (e) => setError(tm(serverMessageOr(e, t('changeFailed')))),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" className={classes.url}>
        {t('deliveries.intro', { url: webhook.url })}
      </Text>
      {webhook.enabled ? null : (
        <Alert color="yellow" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('deliveries.pausedNote')}</Text>
            <Button size="xs" variant="default" loading={update.isPending} onClick={resume}>
              {t('resume')}
            </Button>
          </Group>
        </Alert>
      )}
      {error ? <ErrorAlert onClose={() => setError(null)}>{error}</ErrorAlert> : null}
      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={deliveries.isFetching && !deliveries.isPending}
          onClick={() => void deliveries.refetch()}
        >
          {t('deliveries.refresh')}
        </Button>
      </Group>
      {deliveries.isPending ? (
        <Group gap="xs" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('deliveries.loading')}
          </Text>
        </Group>
      ) : deliveries.isError ? (
        <ErrorAlert onRetry={() => void deliveries.refetch()} retrying={deliveries.isFetching}>
          {t('deliveries.loadFailed')}
        </ErrorAlert>
      ) : deliveries.data.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" role="status">
          {t('deliveries.empty')}
        </Text>
      ) : (
        <ul
          className={classes.deliveries}
          aria-label={t('deliveries.listLabel', { url: webhook.url })}
        >
          {latestFirst(deliveries.data).map((d) => (
            <DeliveryCard
              key={d.id}
              delivery={d}
              lang={lang}
              sending={resend.isPending && resend.variables.deliveryId === d.id}
              onSendAgain={() => sendAgain(d)}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function DeliveryCard(props: {
  delivery: WebhookDelivery;
  lang: string;
  sending: boolean;
  onSendAgain: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const { delivery: d, lang } = props;
  const state = deliveryState(d);
  return (
    <Paper component="li" withBorder p="sm" className={classes.url}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {t(EVENT_TEXTS[d.type])}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {d.type}
            </Text>
          </Stack>
          <Badge
            color={STATE_COLOURS[state.kind]}
            variant="light"
            tt="none"
            classNames={{ root: classes.badge, label: classes.badgeLabel }}
            data-testid="delivery-status"
          >
            {state.kind === 'retrying'
              ? t('delivery.retrying', {
                  time: new Date(state.at).toLocaleTimeString(lang, { timeStyle: 'medium' }),
                })
              : t(`delivery.${state.kind}`)}
          </Badge>
        </Group>
        <Text size="xs">
          {t('deliveries.eventId')}:{' '}
          <Text span ff="monospace" size="xs">
            {d.eventId}
          </Text>
        </Text>
        <Text size="xs">
          {t('deliveries.happened')}: {timeOf(d.createdAt, lang)}
        </Text>
        <Stack gap={2}>
          <Text size="xs" fw={600}>
            {t('deliveries.tries')}
          </Text>
          {d.attempts.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('deliveries.noTries')}
            </Text>
          ) : (
            <ul className={classes.tries}>
              {d.attempts.map((a) => {
                const outcome = attemptOutcome(a);
                return (
                  <li key={`${a.at}-${a.durationMs}`}>
                    <Text size="xs">
                      {timeOf(a.at, lang)} ·{' '}
                      <Text
                        span
                        size="xs"
                        fw={600}
                        c={outcome.kind === 'status' && outcome.ok ? undefined : 'red.9'}
                      >
                        {outcome.kind === 'status'
                          ? t('deliveries.status', { code: outcome.code })
                          : t(`failure.${outcome.failure}`)}
                      </Text>{' '}
                      · {t('deliveries.duration', { ms: a.durationMs })}
                    </Text>
                  </li>
                );
              })}
            </ul>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            aria-label={t('deliveries.sendAgainLabel', { eventId: d.eventId })}
            loading={props.sending}
            onClick={props.onSendAgain}
          >
            {t('deliveries.sendAgain')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
