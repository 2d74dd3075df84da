import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreatedWebhook, Webhook } from '@sitehours/contract/schemas';
import { serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ConfirmRevokeDialog } from '@/components/confirm-revoke-dialog';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useTimedMessage } from '@/components/use-timed-message';
import { useDeleteWebhook, useUpdateWebhook, useWebhooks, webhookKeys } from './api/webhooks';
import { CreateWebhookDialog, SecretDialog } from './webhook-dialogs';
import { DeliveriesDialog } from './webhook-deliveries';
import { webhookState } from './webhook-rules';
import classes from './webhooks.module.css';

const dateOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { dateStyle: 'medium' });

const STATE_COLOURS = { active: 'green', paused: 'gray' } as const;

/**
 * /webhooks — a company admin's subscriptions of outside systems to the company's events: list,
 * add (its signing secret shown once), pause and resume, remove, and each one's delivery log.
 */
export function WebhooksPage() {
  const { t, i18n } = useTranslation('webhooks');
  const { t: tc } = useTranslation();
  const tm = useTranslateMessage();
  const client = useQueryClient();
  const hooks = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [actionError, setActionError] = useState<string | null>(null);
  const lang = i18n.language;

  const setEnabled = (hook: Webhook, enabled: boolean) => {
    setActionError(null);
    update.mutate(
      { id: hook.id, body: { enabled } },
      {
        onSuccess: () => setSuccess(t(enabled ? 'resumed' : 'paused', { url: hook.url })),
        onError: (error) => setActionError(tm(serverMessageOr(error, t('changeFailed')))),
      },
    );
  };

  const columns: ResponsiveColumn<Webhook>[] = [
    {
      key: 'endpoint',
      header: t('col.endpoint'),
      kind: 'title',
      cell: (h) => (
        <Stack gap={2}>
          <Text fw={600} size="sm" ff="monospace" className={classes.url}>
            {h.url}
          </Text>
          {h.description ? (
            <Text size="xs" c="dimmed">
              {h.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'events',
      header: t('col.events'),
      cell: (h) => (
        <Stack gap={0}>
          {h.events.map((e) => (
            <Text key={e} size="sm" ff="monospace">
              {e}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (h) => {
        const state = webhookState(h);
        return (
          <Badge
            color={STATE_COLOURS[state]}
            variant="light"
            classNames={{ root: classes.badge, label: classes.badgeLabel }}
          >
            {t(`state.${state}`)}
          </Badge>
        );
      },
    },
    {
      key: 'queue',
      header: t('col.queue'),
      cell: (h) =>
        h.pending === 0 && h.failed === 0 ? (
          <Text size="sm" c="dimmed">
            {t('queue.none')}
          </Text>
        ) : (
          <Stack gap={0}>
            {h.pending > 0 ? (
              <Text size="sm">{t('queue.pending', { count: h.pending })}</Text>
            ) : null}
            {h.failed > 0 ? (
              <Text size="sm" c="red.9">
                {t('queue.failed', { count: h.failed })}
              </Text>
            ) : null}
          </Stack>
        ),
    },
    {
      key: 'created',
      header: t('col.created'),
      cell: (h) => t('createdBy', { date: dateOf(h.createdAt, lang), name: h.createdByName }),
    },
    {
      key: 'actions',
      header: t('col.actions'),
      kind: 'actions',
      cell: (h) => (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            aria-label={t('viewDeliveriesLabel', { url: h.url })}
            onClick={() => setViewing(h.id)}
          >
            {t('viewDeliveries')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={t(h.enabled ? 'pauseLabel' : 'resumeLabel', { url: h.url })}
            loading={update.isPending && update.variables.id === h.id}
            onClick={() => setEnabled(h, !h.enabled)}
          >
            {t(h.enabled ? 'pause' : 'resume')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            aria-label={t('removeLabel', { url: h.url })}
            onClick={() => {
              setActionError(null);
              setRemoving(h);
            }}
          >
            {t('remove')}
          </Button>
        </Group>
      ),
    },
  ];

  const message = hooks.isPending ? (
    <Group gap="xs" justify="center" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
    </Group>
  ) : hooks.isError ? (
    <ErrorAlert onRetry={() => void hooks.refetch()} retrying={hooks.isFetching}>
      {t('loadFailed')}
    </ErrorAlert>
  ) : hooks.data.length === 0 ? (
    <Text size="sm" c="dimmed" ta="center" role="status">
      {t('empty')}
    </Text>
  ) : undefined;

  const viewed = hooks.data?.find((h) => h.id === viewing) ?? null;

  return (
    <>
      <PageHeader
        title={tc('nav.webhooks')}
        subtitle={t('subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('add')}
          </Button>
        }
      />
      <Stack gap="md">
        {actionError ? (
          <ErrorAlert onClose={() => setActionError(null)}>{actionError}</ErrorAlert>
        ) : null}
        {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
        <ResponsiveTable
          label={tc('nav.webhooks')}
          columns={columns}
          rows={hooks.data}
          rowKey={(h) => h.id}
          message={message}
          minWidth={900}
        />
      </Stack>
      <CreateWebhookDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(hook) => {
          setCreating(false);
          setCreated(hook);
          setSuccess(t('added', { url: hook.url }));
        }}
      />
      <SecretDialog webhook={created} onClose={() => setCreated(null)} />
      <DeliveriesDialog
        webhook={viewed}
        onClose={() => {
          setViewing(null);
          // The list's counts of deliveries being sent and failed follow what the log showed.
          void client.invalidateQueries({ queryKey: webhookKeys.all, exact: true });
        }}
      />
      <ConfirmRevokeDialog
        item={removing}
        texts={{
          title: t('removeDialog.title'),
          body: t('removeDialog.body', { url: removing?.url ?? '' }),
          cancel: t('removeDialog.cancel'),
          confirm: t('removeDialog.confirm'),
        }}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(h) =>
          remove.mutate(h.id, {
            onSuccess: () => {
              setRemoving(null);
              setSuccess(t('removed', { url: h.url }));
            },
            onError: (error) => {
              setRemoving(null);
              setActionError(tm(serverMessageOr(error, t('changeFailed'))));
            },
          })
        }
      />
    </>
  );
}
