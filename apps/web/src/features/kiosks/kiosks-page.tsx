import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCamera, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreatedKiosk, Kiosk, KioskPunch } from '@sitehours/contract/schemas';
import { kioskRequest } from '@sitehours/contract/schemas';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useCapturesTimes } from '@/app/session/use-captures-times';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { useTimedMessage } from '@/components/use-timed-message';
import {
  fetchPunchPhoto,
  useCreateKiosk,
  useKioskJobs,
  useKioskPunches,
  useKiosks,
  useRevokeKiosk,
} from './api/kiosks';
import { ConfirmRevokeDialog } from '@/components/confirm-revoke-dialog';

const timeOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
const dateTimeOf = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

/** /kiosks — the admin sets up a site's tablet as a kiosk, revokes it, and sees its punches. */
export function KiosksPage() {
  const { t, i18n } = useTranslation('kiosks');
  const { t: tc } = useTranslation();
  const kiosks = useKiosks();
  const capturesTimes = useCapturesTimes();
  const revoke = useRevokeKiosk();
  const errorText = useErrorMessage();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKiosk | null>(null);
  const [revoking, setRevoking] = useState<Kiosk | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [success, setSuccess] = useTimedMessage();
  const [actionError, setActionError] = useState<string | null>(null);
  const lang = i18n.language;

  const columns: ResponsiveColumn<Kiosk>[] = [
    {
      key: 'name',
      header: t('admin.col.name'),
      kind: 'title',
      cell: (k) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {k.name}
          </Text>
          {k.askPhoto ? (
            <Group gap={4}>
              <IconCamera size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('admin.photoAsked')}
              </Text>
            </Group>
          ) : null}
        </Stack>
      ),
    },
    { key: 'job', header: t('admin.col.job'), cell: (k) => k.jobName },
    {
      key: 'seen',
      header: t('admin.col.lastSeen'),
      cell: (k) => (k.lastSeenAt ? dateTimeOf(k.lastSeenAt, lang) : t('admin.never')),
    },
    {
      key: 'status',
      header: t('admin.col.status'),
      cell: (k) =>
        k.revokedAt ? (
          <Badge color="gray" variant="light">
            {t('admin.revoked')}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {t('admin.active')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: t('admin.col.actions'),
      kind: 'actions',
      cell: (k) => (
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            aria-expanded={shown === k.id}
            aria-label={t('admin.punchesLabel', { name: k.name })}
            onClick={() => setShown((s) => (s === k.id ? null : k.id))}
          >
            {shown === k.id ? t('admin.hidePunches') : t('admin.showPunches')}
          </Button>
          {k.revokedAt ? null : (
            <Button
              size="xs"
              color="red"
              variant="light"
              aria-label={t('admin.revokeLabel', { name: k.name })}
              onClick={() => {
                setActionError(null);
                setRevoking(k);
              }}
            >
              {t('admin.revoke')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  const message = kiosks.isPending ? (
    <Group gap="xs" justify="center" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('admin.loading')}
      </Text>
    </Group>
  ) : kiosks.isError ? (
    <ErrorAlert onRetry={() => void kiosks.refetch()} retrying={kiosks.isFetching}>
      {t('admin.loadFailed')}
    </ErrorAlert>
  ) : kiosks.data.length === 0 ? (
    <Text size="sm" c="dimmed" ta="center" role="status">
      {t('admin.empty')}
    </Text>
  ) : undefined;

  return (
    <>
      <PageHeader
        title={tc('nav.kiosks')}
        subtitle={t('admin.subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
            disabled={!capturesTimes}
          >
            {t('admin.add')}
          </Button>
        }
      />
      <Stack gap="md">
        {!capturesTimes ? (
          <Alert color="blue" variant="light">
            {t('admin.hoursOnly')}
          </Alert>
        ) : null}
        {actionError ? (
          <ErrorAlert onClose={() => setActionError(null)}>{actionError}</ErrorAlert>
        ) : null}
        {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
        <ResponsiveTable
          label={tc('nav.kiosks')}
          columns={columns}
          rows={kiosks.data}
          rowKey={(k) => k.id}
          message={message}
          minWidth={760}
          expanded={(k) => (shown === k.id ? <KioskPunches kiosk={k} /> : null)}
        />
      </Stack>
      <CreateKioskModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(k) => {
          setCreating(false);
          setCreated(k);
        }}
      />
      <CreatedKioskModal kiosk={created} onClose={() => setCreated(null)} />
      <ConfirmRevokeDialog
        item={revoking}
        texts={{
          title: t('revoke.title'),
          body: t('revoke.body', { name: revoking?.name ?? '' }),
          cancel: t('revoke.cancel'),
          confirm: t('revoke.confirm'),
        }}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={(k) =>
          revoke.mutate(k.id, {
            onSuccess: () => {
              setRevoking(null);
              setSuccess(t('admin.revoked.done', { name: k.name }));
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

function CreateKioskModal(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (kiosk: CreatedKiosk) => void;
}) {
  const { t } = useTranslation('kiosks');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('create.title')} centered>
      {/* Mounted while open: each opening starts from an empty form. */}
      {props.opened ? (
        <CreateKioskForm onClose={props.onClose} onCreated={props.onCreated} />
      ) : null}
    </Modal>
  );
}

function CreateKioskForm(props: { onClose: () => void; onCreated: (kiosk: CreatedKiosk) => void }) {
  const { t } = useTranslation('kiosks');
  const tm = useTranslateMessage();
  const errorText = useErrorMessage();
  const jobs = useKioskJobs();
  const create = useCreateKiosk();
  const [name, setName] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [askPhoto, setAskPhoto] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; jobId?: string; form?: string }>({});

  const submit = () => {
    if (!jobId) {
      setErrors({ jobId: t('create.jobRequired') });
      return;
    }
    const body = { name, jobId, askPhoto };
    const checked = kioskRequest.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setErrors({ [issue.path[0] === 'name' ? 'name' : 'form']: tm(issue.message) });
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
        {jobs.isError ? (
          <ErrorAlert onRetry={() => void jobs.refetch()} retrying={jobs.isFetching}>
            {errorText(jobs.error)}
          </ErrorAlert>
        ) : jobs.data && jobs.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('create.noJobs')}
          </Text>
        ) : (
          <Select
            label={t('create.job')}
            placeholder={t('create.jobPlaceholder')}
            data={(jobs.data ?? []).map((j) => ({ value: j.id, label: j.name }))}
            value={jobId}
            onChange={setJobId}
            error={errors.jobId}
            disabled={jobs.isPending}
            searchable
            required
          />
        )}
        <Checkbox
          label={t('create.askPhoto')}
          description={t('create.askPhotoHelp')}
          checked={askPhoto}
          onChange={(e) => setAskPhoto(e.currentTarget.checked)}
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

function CreatedKioskModal(props: { kiosk: CreatedKiosk | null; onClose: () => void }) {
  const { t } = useTranslation('kiosks');
  const link = props.kiosk ? `${window.location.origin}/kiosk#${props.kiosk.credential}` : '';
  return (
    <Modal
      opened={props.kiosk !== null}
      onClose={props.onClose}
      title={t('created.title')}
      centered
    >
      <Stack>
        <Text size="sm">{t('created.body')}</Text>
        <TextInput
          label={t('created.link')}
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          data-testid="kiosk-setup-link"
        />
        <Group justify="flex-end">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                {copied ? t('created.copied') : t('created.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose}>{t('created.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function KioskPunches({ kiosk }: { kiosk: Kiosk }) {
  const { t, i18n } = useTranslation('kiosks');
  const punches = useKioskPunches(kiosk.id);
  const lang = i18n.language;
  const columns: ResponsiveColumn<KioskPunch>[] = [
    { key: 'time', header: t('punches.col.time'), cell: (p) => timeOf(p.at, lang) },
    { key: 'worker', header: t('punches.col.worker'), kind: 'title', cell: (p) => p.name },
    {
      key: 'punch',
      header: t('punches.col.punch'),
      cell: (p) =>
        p.workTypeName ? `${t(`kind.${p.kind}`)} · ${p.workTypeName}` : t(`kind.${p.kind}`),
    },
    {
      key: 'photo',
      header: t('punches.col.photo'),
      cell: (p) =>
        p.hasPhoto ? <PunchPhoto kioskId={kiosk.id} punch={p} /> : t('punches.noPhoto'),
    },
  ];
  const message = punches.isPending ? (
    <Group gap="xs" justify="center" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('punches.loading')}
      </Text>
    </Group>
  ) : punches.isError ? (
    <ErrorAlert onRetry={() => void punches.refetch()} retrying={punches.isFetching}>
      {t('punches.loadFailed')}
    </ErrorAlert>
  ) : punches.data.length === 0 ? (
    <Text size="sm" c="dimmed" ta="center" role="status">
      {t('punches.empty')}
    </Text>
  ) : undefined;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('punches.title', { name: kiosk.name })}
        </Title>
        <ResponsiveTable
          label={t('punches.title', { name: kiosk.name })}
          columns={columns}
          rows={punches.data}
          rowKey={(p) => p.id}
          message={message}
          minWidth={560}
        />
      </Stack>
    </Paper>
  );
}

function PunchPhoto({ kioskId, punch }: { kioskId: string; punch: KioskPunch }) {
  const { t, i18n } = useTranslation('kiosks');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (url)
    return (
      <Image
        src={url}
        alt={t('punches.photoOf', { name: punch.name, time: timeOf(punch.at, i18n.language) })}
        w={96}
        h={96}
        fit="cover"
        radius="sm"
      />
    );
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        variant="default"
        loading={loading}
        leftSection={<IconCamera size={14} aria-hidden />}
        onClick={() => {
          setLoading(true);
          setFailed(false);
          fetchPunchPhoto(kioskId, punch.id)
            .then(setUrl)
            .catch(() => setFailed(true))
            .finally(() => setLoading(false));
        }}
      >
        {t('punches.showPhoto')}
      </Button>
      {failed ? (
        <Text size="xs" c="red" role="alert">
          {t('punches.photoFailed')}
        </Text>
      ) : null}
    </Stack>
  );
}
