import { useMemo } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Crew } from '@sitehours/contract/schemas';
import { ApiError, serverMessageOr } from '@/app/errors/api-error';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useSaveCrew } from './api/crew-day';
import {
  crewFormErrors,
  crewFormValues,
  crewPayload,
  leadsAmong,
  mayLead,
  type CrewFormValues,
  type StaffOption,
} from './crew-rules';

/**
 * The add and edit dialog of a crew: its name, default job, members (active staff) and which
 * members lead it (only those who may: managers, admins, workers with the crew-lead permission).
 */
export function CrewFormDialog(props: {
  opened: boolean;
  crew: Crew | null;
  staff: readonly StaffOption[];
  jobs: readonly { jobId: string; jobName: string }[];
  onClose: () => void;
  onSaved: (crew: Crew, created: boolean) => void;
}) {
  const { t } = useTranslation('crew-day');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.crew ? t('crews.editTitle', { name: props.crew.name }) : t('crews.addTitle')}
      size="lg"
      centered
    >
      {props.opened ? <CrewForm key={props.crew?.id ?? 'new'} {...props} /> : null}
    </Modal>
  );
}

function CrewForm(props: {
  crew: Crew | null;
  staff: readonly StaffOption[];
  jobs: readonly { jobId: string; jobName: string }[];
  onClose: () => void;
  onSaved: (crew: Crew, created: boolean) => void;
}) {
  const { t } = useTranslation('crew-day');
  const tm = useTranslateMessage();
  const save = useSaveCrew();
  const form = useForm<CrewFormValues>({
    initialValues: crewFormValues(props.crew),
    validate: (values) => {
      const errors = crewFormErrors(values);
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(errors)) if (v) out[k] = tm(v);
      return out;
    },
  });
  const values = form.getValues();
  const byId = useMemo(() => new Map(props.staff.map((p) => [p.id, p])), [props.staff]);
  // Members no longer active stay listed by the crew's own names.
  const memberOptions = useMemo(() => {
    const options = props.staff.map((p) => ({ value: p.id, label: p.name }));
    for (const m of props.crew?.members ?? [])
      if (!byId.has(m.userId)) options.push({ value: m.userId, label: m.name });
    return options;
  }, [props.staff, props.crew, byId]);
  const nameOf = (id: string) =>
    byId.get(id)?.name ?? props.crew?.members.find((m) => m.userId === id)?.name ?? id;

  const onSubmit = form.onSubmit((v) => {
    save.mutate(
      { id: props.crew?.id ?? null, body: crewPayload(v, props.crew?.isActive ?? true) },
      { onSuccess: (crew) => props.onSaved(crew, props.crew === null) },
    );
  });
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : [];
  const formError = save.error ? serverMessageOr(save.error, t('crews.saveFailed')) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError ? <ErrorAlert>{tm(formError)}</ErrorAlert> : null}
        <TextInput
          label={t('crews.name')}
          required
          autoComplete="off"
          data-autofocus
          size="md"
          {...form.getInputProps('name')}
        />
        <Select
          label={t('crews.defaultJob')}
          placeholder={t('crews.noDefaultJob')}
          clearable
          searchable
          size="md"
          nothingFoundMessage={t('page.noJobs')}
          data={props.jobs.map((j) => ({ value: j.jobId, label: j.jobName }))}
          value={values.defaultJobId || null}
          onChange={(v) => form.setFieldValue('defaultJobId', v ?? '')}
          error={form.errors.defaultJobId}
        />
        <MultiSelect
          label={t('crews.members')}
          placeholder={t('crews.membersPlaceholder')}
          searchable
          size="md"
          nothingFoundMessage={t('crews.noStaff')}
          data={memberOptions}
          value={values.memberIds}
          onChange={(ids) => {
            form.setFieldValue('memberIds', ids);
            form.setFieldValue('leadIds', leadsAmong(form.getValues().leadIds, ids));
          }}
          error={form.errors.memberIds}
        />
        <Checkbox.Group
          label={t('crews.leads')}
          description={t('crews.leadsHint')}
          value={values.leadIds}
          onChange={(ids) => form.setFieldValue('leadIds', ids)}
        >
          <Stack gap="xs" mt="xs">
            {values.memberIds.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('crews.leadsEmpty')}
              </Text>
            ) : null}
            {values.memberIds.map((id) => {
              const person = byId.get(id);
              const allowed = person ? mayLead(person) : false;
              return (
                <Checkbox
                  key={id}
                  value={id}
                  size="md"
                  label={nameOf(id)}
                  description={allowed ? undefined : t('crews.cannotLead')}
                  disabled={!allowed && !values.leadIds.includes(id)}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
        {fieldErrors.length > 0 ? (
          <ErrorAlert>{fieldErrors.map((f) => tm(f.msg)).join(' ')}</ErrorAlert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={save.isPending}>
            {t('crews.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {props.crew ? t('crews.update') : t('crews.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
