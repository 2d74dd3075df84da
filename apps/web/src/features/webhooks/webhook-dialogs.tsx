import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ShownOnceDialog } from '@/components/shown-once-dialog';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_EVENTS } from '@sitehours/contract/rules';
import { webhookRequest, type CreatedWebhook } from '@sitehours/contract/schemas';
import { ApiError, serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useCreateWebhook } from './api/webhooks';
import { EVENT_TEXTS, fieldOf, orderedEvents, type WebhookField } from './webhook-rules';

type FormErrors = Partial<Record<WebhookField | 'form', string>>;

/** "Add a webhook": the receiver's address, a note, and the events it is sent. */
export function CreateWebhookDialog(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (hook: CreatedWebhook) => void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('create.title')} centered>
      {/* Mounted while open: each opening starts from an empty form. */}
      {props.opened ? (
        <CreateWebhookForm onClose={props.onClose} onCreated={props.onCreated} />
      ) : null}
    </Modal>
  );
}

function CreateWebhookForm(props: {
  onClose: () => void;
  onCreated: (hook: CreatedWebhook) => void;
}) {
  const { t } = useTranslation('webhooks');
  const tm = useTranslateMessage();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});

  const submit = () => {
    const checked = webhookRequest.safeParse({ url, description, events: orderedEvents(events) });
    if (!checked.success) {
      // Every field's first problem at once, so one pass fixes the form.
      const found: FormErrors = {};
      for (const issue of checked.error.issues) {
        const field = fieldOf(issue.path[0]) ?? 'form';
        found[field] ??= tm(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: props.onCreated,
      onError: (error) => {
        const found: FormErrors = {};
        if (error instanceof ApiError)
          for (const e of error.fieldErrors) {
            const field = fieldOf(e.path);
            if (field) found[field] ??= tm(e.msg);
          }
        if (Object.keys(found).length === 0)
          found.form = tm(serverMessageOr(error, t('create.failed')));
        setErrors(found);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        {errors.form ? <ErrorAlert>{errors.form}</ErrorAlert> : null}
        <TextInput
          label={t('create.url')}
          description={t('create.urlDescription')}
          placeholder={t('create.urlPlaceholder')}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          required
          data-autofocus
        />
        <TextInput
          label={t('create.description')}
          placeholder={t('create.descriptionPlaceholder')}
          value={description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <Checkbox.Group
          label={t('create.events')}
          value={events}
          onChange={setEvents}
          error={errors.events}
          required
        >
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={t('eventChoice', { label: t(EVENT_TEXTS[event]), code: event })}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The signing secret of a subscription just added: shown this once, with how to check it. */
export function SecretDialog(props: { webhook: CreatedWebhook | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <ShownOnceDialog
      value={props.webhook?.secret ?? null}
      texts={{
        title: t('secret.title'),
        once: t('secret.once'),
        label: t('secret.label'),
        copy: t('secret.copy'),
        copied: t('secret.copied'),
        close: t('secret.close'),
      }}
      testId="webhook-secret"
      onClose={props.onClose}
    >
      <Text size="sm">{t('secret.verify')}</Text>
      <Text size="sm" c="dimmed">
        {t('secret.docs')}
      </Text>
    </ShownOnceDialog>
  );
}
