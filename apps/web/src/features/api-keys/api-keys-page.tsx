import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, CreatedApiKey } from '@sitehours/contract/schemas';
import { apiKeyRequest } from '@sitehours/contract/schemas';
import { API_KEY_SCOPES } from '@sitehours/contract/rules';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useTimedMessage } from '@/components/use-timed-message';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api/api-keys';
import {
  EXPIRY_CHOICES,
  expiryOf,
  keyState,
  orderedScopes,
  type ExpiryChoice,
} from './api-key-rules';
import { ConfirmRevokeDialog } from '@/components/confirm-revoke-dialog';
import { ShownOnceDialog } from '@/components/shown-once-dialog';

const dateOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { dateStyle: 'medium' });
const dateTimeOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

const STATE_COLOURS = { active: 'green', expired: 'orange', revoked: 'gray' } as const;
/** Each scope's text key (a colon would read as a namespace to i18next). */
const SCOPE_TEXTS = {
  'time:read': 'scope.timeRead',
  'time:write': 'scope.timeWrite',
  'reports:read': 'scope.reportsRead',
  'staff:manage': 'scope.staffManage',
} as const;

/** /api-keys — a company admin's keys for outside systems: list, create, revoke. */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation('api-keys');
  const { t: tc } = useTranslation();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const errorText = useErrorMessage();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [actionError, setActionError] = useState<string | null>(null);
  const lang = i18n.language;
  const now = new Date();

  const columns: ResponsiveColumn<ApiKey>[] = [
    {
      key: 'name',
      header: t('col.name'),
      kind: 'title',
      cell: (k) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {k.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {k.prefix}…
          </Text>
        </Stack>
      ),
    },
    { key: 'scopes', header: t('col.scopes'), cell: (k) => k.scopes.join(', ') },
    { key: 'expires', header: t('col.expires'), cell: (k) => dateOf(k.expiresAt, lang) },
    {
      key: 'used',
      header: t('col.lastUsed'),
      cell: (k) => (k.lastUsedAt ? dateTimeOf(k.lastUsedAt, lang) : t('never')),
    },
    {
      key: 'created',
      header: t('col.created'),
      cell: (k) => t('createdBy', { date: dateOf(k.createdAt, lang), name: k.createdByName }),
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (k) => {
        const state = keyState(k, now);
        return (
          <Badge color={STATE_COLOURS[state]} variant="light">
            {t(`state.${state}`)}
          </Badge>
        );
      },
    },
    {
      key: 'actions',
      header: t('col.actions'),
      kind: 'actions',
      cell: (k) =>
        k.revokedAt ? null : (
          <Button
            size="xs"
            color="red"
            variant="light"
            aria-label={t('revokeLabel', { name: k.name })}
            onClick={() => {
              setActionError(null);
              setRevoking(k);
            }}
          >
            {t('revoke')}
          </Button>
        ),
    },
  ];

  const message = keys.isPending ? (
    <Group gap="xs" justify="center" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
    </Group>
  ) : keys.isError ? (
    <ErrorAlert onRetry={() => void keys.refetch()} retrying={keys.isFetching}>
      {t('loadFailed')}
    </ErrorAlert>
  ) : keys.data.length === 0 ? (
    <Text size="sm" c="dimmed" ta="center" role="status">
      {t('empty')}
    </Text>
  ) : undefined;

  return (
    <>
      <PageHeader
        title={tc('nav.api-keys')}
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
          label={tc('nav.api-keys')}
          columns={columns}
          rows={keys.data}
          rowKey={(k) => k.id}
          message={message}
          minWidth={860}
        />
      </Stack>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('create.title')}
        centered
      >
        {/* Mounted while open: each opening starts from an empty form. */}
        {creating ? (
          <CreateApiKeyForm
            onClose={() => setCreating(false)}
            onCreated={(k) => {
              setCreating(false);
              setCreated(k);
            }}
          />
        ) : null}
      </Modal>
      <CreatedApiKeyModal apiKey={created} onClose={() => setCreated(null)} />
      <ConfirmRevokeDialog
        item={revoking}
        texts={{
          title: t('revokeDialog.title'),
          body: t('revokeDialog.body', { name: revoking?.name ?? '' }),
          cancel: t('revokeDialog.cancel'),
          confirm: t('revokeDialog.confirm'),
        }}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={(k) =>
          revoke.mutate(k.id, {
            onSuccess: () => {
              setRevoking(null);
              setSuccess(t('revoked', { name: k.name }));
            },
            onError: (error) => {
              setRevoking(null);
              setActionError(errorText(error));
            },
          })
        }
      />
    </>
  );
}

function CreateApiKeyForm(props: { onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation('api-keys');
  const tm = useTranslateMessage();
  const errorText = useErrorMessage();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});

  const submit = () => {
    const body = {
      name,
      scopes: orderedScopes(scopes),
      expiresAt: expiryOf(expiry, new Date()).toISOString(),
    };
    const checked = apiKeyRequest.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = issue.path[0] === 'name' || issue.path[0] === 'scopes' ? issue.path[0] : 'form';
      setErrors({ [field]: tm(issue.message) });
      return;
    }
    create.mutate(checked.data, {
      onSuccess: props.onCreated,
      onError: (error) => setErrors({ form: errorText(error) }),
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
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <Checkbox.Group
          label={t('create.scopes')}
          value={scopes}
          onChange={setScopes}
          error={errors.scopes}
          required
        >
          <Stack gap="xs" mt="xs">
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={scope}
                description={t(SCOPE_TEXTS[scope])}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label={t('create.expiry')}
          data={EXPIRY_CHOICES.map((days) => ({ value: days, label: t(`expiry.${days}`) }))}
          value={expiry}
          onChange={(v) => v && setExpiry(v)}
          allowDeselect={false}
        />
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

function CreatedApiKeyModal(props: { apiKey: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  return (
    <ShownOnceDialog
      value={props.apiKey?.token ?? null}
      texts={{
        title: t('created.title'),
        once: t('created.once'),
        label: t('created.token'),
        copy: t('created.copy'),
        copied: t('created.copied'),
        close: t('created.close'),
      }}
      testId="api-key-token"
      onClose={props.onClose}
    />
  );
}
