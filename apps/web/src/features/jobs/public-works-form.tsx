import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicWorksSettings } from '@sitehours/contract/schemas';
import { translateEach, useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { useTimedMessage } from '@/components/use-timed-message';
import { useRemovePublicWorks, useSavePublicWorks } from './api/public-works';
import { failureText, type JobRecord } from './job-rules';
import {
  publicWorksFieldErrors,
  publicWorksFormErrors,
  publicWorksFormValues,
  publicWorksPayload,
  type PublicWorksFormValues,
} from './public-works-rules';

/**
 * Whether the job is public works, and the facts its certified payrolls carry: the wage law, the
 * awarding agency and the project's numbers, the first day of work, how fringe benefits are paid
 * and which rate overtime is paid on. Turning it off asks first; the server refuses it once a
 * certified payroll of the job is signed.
 */
export function PublicWorksSettingsForm(props: {
  job: JobRecord;
  settings: PublicWorksSettings | null;
}) {
  const { t } = useTranslation('jobs');
  const tm = useTranslateMessage();
  const uid = useId();
  const save = useSavePublicWorks(props.job.jobId);
  const remove = useRemovePublicWorks(props.job.jobId);
  const saved = props.settings !== null;
  /** The switch as the admin set it: on before the first save shows the fields to fill. */
  const [on, setOn] = useState(saved);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [success, setSuccess] = useTimedMessage();

  const form = useForm<PublicWorksFormValues>({
    initialValues: publicWorksFormValues(props.settings, props.job),
    validate: (values) => translateEach(tm, publicWorksFormErrors(values)),
  });

  const onSwitch = (checked: boolean) => {
    setSuccess(null);
    remove.reset();
    if (checked) {
      setConfirmingOff(false);
      setOn(true);
    } else if (saved) setConfirmingOff(true);
    else setOn(false);
  };

  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmingOff(false);
        setOn(false);
        form.setValues(publicWorksFormValues(null, props.job));
        form.resetDirty();
        setSuccess(t('publicWorks.turnedOff'));
      },
      onError: () => setConfirmingOff(false),
    });

  const handleSubmit = form.onSubmit((values) => {
    setSuccess(null);
    save.mutate(publicWorksPayload(values), {
      onSuccess: (settings) => {
        form.setValues(publicWorksFormValues(settings, props.job));
        form.resetDirty();
        setSuccess(t(saved ? 'publicWorks.saved' : 'publicWorks.turnedOn'));
      },
      onError: (error) => form.setErrors(translateEach(tm, publicWorksFieldErrors(error))),
    });
  });

  const fieldErrorsShown = Object.keys(publicWorksFieldErrors(save.error)).length > 0;
  const saveError =
    save.error && !fieldErrorsShown ? failureText(save.error, t('publicWorks.saveFailed')) : null;
  const removeError = remove.error
    ? failureText(remove.error, t('publicWorks.turnOffFailed'))
    : null;
  const busy = save.isPending || remove.isPending;
  const headingId = `${uid}-heading`;

  return (
    <Stack gap="md">
      <Title order={3} size="h5" id={headingId}>
        {t('publicWorks.settingsTitle')}
      </Title>
      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
      {removeError ? (
        <ErrorAlert onClose={() => remove.reset()}>{tm(removeError)}</ErrorAlert>
      ) : null}
      <Switch
        size="md"
        checked={on && !confirmingOff}
        disabled={busy}
        label={t('publicWorks.switch')}
        description={t('publicWorks.switchDescription')}
        onChange={(e) => onSwitch(e.currentTarget.checked)}
      />
      {confirmingOff ? (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('publicWorks.turnOffTitle')}
        >
          <Stack gap="sm">
            <Text size="sm">{t('publicWorks.turnOffQuestion', { name: props.job.jobName })}</Text>
            <Group gap="sm">
              <Button
                size="sm"
                variant="default"
                onClick={() => onSwitch(true)}
                disabled={remove.isPending}
                data-autofocus
              >
                {t('publicWorks.keepOn')}
              </Button>
              <Button size="sm" color="red" onClick={turnOff} loading={remove.isPending}>
                {t('publicWorks.turnOff')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {on && !confirmingOff ? (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
          <Stack gap="md">
            {saveError ? <ErrorAlert>{tm(saveError)}</ErrorAlert> : null}
            <Radio.Group label={t('publicWorks.wageLaw')} {...form.getInputProps('wageLaw')}>
              <Stack gap="sm" mt="xs">
                <Radio size="md" value="federal" label={t('publicWorks.wageLaw.federal')} />
                <Radio size="md" value="state" label={t('publicWorks.wageLaw.state')} />
              </Stack>
            </Radio.Group>
            <TextInput
              label={t('publicWorks.awardingAgency')}
              description={t('publicWorks.awardingAgencyHint')}
              required
              autoComplete="off"
              {...form.getInputProps('awardingAgency')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('publicWorks.projectNumber')}
                autoComplete="off"
                {...form.getInputProps('projectNumber')}
              />
              <TextInput
                label={t('publicWorks.contractNumber')}
                autoComplete="off"
                {...form.getInputProps('contractNumber')}
              />
            </SimpleGrid>
            <TextInput
              label={t('publicWorks.projectLocation')}
              autoComplete="off"
              {...form.getInputProps('projectLocation')}
            />
            <TextInput
              type="date"
              label={t('publicWorks.startDate')}
              description={t('publicWorks.startDateHint')}
              required
              {...form.getInputProps('startDate')}
            />
            <Radio.Group label={t('publicWorks.fringe')} {...form.getInputProps('fringePaidAs')}>
              <Stack gap="sm" mt="xs">
                <Radio size="md" value="plan" label={t('publicWorks.fringe.plan')} />
                <Radio size="md" value="cash" label={t('publicWorks.fringe.cash')} />
              </Stack>
            </Radio.Group>
            <Radio.Group label={t('publicWorks.overtime')} {...form.getInputProps('overtimeRate')}>
              <Stack gap="sm" mt="xs">
                <Radio
                  size="md"
                  value="weightedAverage"
                  label={t('publicWorks.overtime.weightedAverage')}
                />
                <Radio
                  size="md"
                  value="classificationWorked"
                  label={t('publicWorks.overtime.classificationWorked')}
                  description={t('publicWorks.overtime.classificationWorkedHint')}
                />
              </Stack>
            </Radio.Group>
            {saved ? null : (
              <Text size="sm" c="dimmed">
                {t('publicWorks.afterFirstSave')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={remove.isPending}>
                {saved ? t('publicWorks.save') : t('publicWorks.saveFirst')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
