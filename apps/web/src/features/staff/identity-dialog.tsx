import { useState } from 'react';
import {
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffUser, WorkerIdentity } from '@sitehours/contract/schemas';
import { translateEach, useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { useTimedMessage } from '@/components/use-timed-message';
import { useIdentityOnFile, useRevealedIdentity, useSaveWorkerIdentity } from './api/identity';
import {
  formatIdentifyingNumber,
  identityFieldErrors,
  identityFormErrors,
  identityFormValues,
  onFileMask,
  type IdentityFormValues,
} from './identity-rules';
import { staffErrorText } from './staff-form-rules';
import { fullName } from './user-groups';

/**
 * A worker's identifying details for certified payrolls (decision 0028): what is on file (the
 * last four), the full number only when the admin presses Show, and a form that replaces the
 * number and the address.
 */
export function IdentityDialog(props: { user: StaffUser | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const user = props.user;
  return (
    <Modal
      opened={user !== null}
      onClose={props.onClose}
      title={user ? t('identity.title', { name: fullName(user) || user.email }) : null}
      closeButtonProps={{ 'aria-label': t('identity.close') }}
      size="lg"
      centered
    >
      {user ? <IdentityBody key={user.userId} user={user} onClose={props.onClose} /> : null}
    </Modal>
  );
}

function IdentityBody(props: { user: StaffUser; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const onFile = useIdentityOnFile(props.user.userId);

  if (onFile.isPending)
    return (
      <Stack gap="xs" align="center" role="status" py="md">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('identity.loading')}
        </Text>
      </Stack>
    );
  if (onFile.isError)
    return (
      <ErrorAlert onRetry={() => void onFile.refetch()} retrying={onFile.isFetching}>
        {t('identity.loadFailed')}
      </ErrorAlert>
    );
  return <IdentityForm user={props.user} identity={onFile.data} onClose={props.onClose} />;
}

function IdentityForm(props: { user: StaffUser; identity: WorkerIdentity; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const tm = useTranslateMessage();
  const userId = props.user.userId;
  const [shown, setShown] = useState(false);
  const revealed = useRevealedIdentity(userId, shown);
  const save = useSaveWorkerIdentity();
  const [success, setSuccess] = useTimedMessage();
  const mask = onFileMask(props.identity.lastFour);
  const form = useForm<IdentityFormValues>({
    initialValues: identityFormValues(props.identity),
    validate: (values) => translateEach(tm, identityFormErrors(values)),
  });

  const handleSubmit = form.onSubmit((values) => {
    setSuccess(null);
    save.mutate(
      { userId, values },
      {
        onSuccess: (saved) => {
          setShown(false);
          form.setValues(identityFormValues(saved));
          form.resetDirty();
          setSuccess(t('identity.saved'));
        },
        onError: (error) => form.setErrors(translateEach(tm, identityFieldErrors(error))),
      },
    );
  });

  const fieldErrorsShown = Object.keys(identityFieldErrors(save.error)).length > 0;
  const saveError =
    save.error && !fieldErrorsShown ? staffErrorText(save.error, t('identity.saveFailed')) : null;

  return (
    <Stack gap="md">
      {success ? <SuccessAlert onClose={() => setSuccess(null)}>{success}</SuccessAlert> : null}
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={500}>
              {mask ? t('identity.onFile', { mask }) : t('identity.nothingOnFile')}
            </Text>
            {mask ? (
              <Button
                size="xs"
                variant="default"
                leftSection={
                  shown ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
                }
                aria-pressed={shown}
                loading={shown && revealed.isFetching}
                onClick={() => setShown((s) => !s)}
              >
                {shown ? t('identity.hide') : t('identity.show')}
              </Button>
            ) : null}
          </Group>
          {shown && revealed.data?.identifyingNumber ? (
            <Text size="sm">
              {t('identity.fullNumber', {
                number: formatIdentifyingNumber(revealed.data.identifyingNumber),
              })}
            </Text>
          ) : null}
          {shown && revealed.isError ? (
            <Text size="sm" c="red.8" role="alert">
              {t('identity.showFailed')}
            </Text>
          ) : null}
          {props.identity.address ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {t('identity.addressOnFile', { address: props.identity.address })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('identity.payrollHint')}
          </Text>
        </Stack>
      </Paper>
      <form onSubmit={handleSubmit} noValidate aria-label={t('identity.formLabel')}>
        <Stack gap="md">
          {saveError ? <ErrorAlert>{tm(saveError.text)}</ErrorAlert> : null}
          <TextInput
            label={mask ? t('identity.newNumber') : t('identity.number')}
            description={t('identity.numberHint')}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            data-autofocus
            {...form.getInputProps('identifyingNumber')}
          />
          <Textarea
            label={t('identity.address')}
            description={t('identity.addressHint')}
            autoComplete="off"
            autosize
            minRows={2}
            maxLength={200}
            {...form.getInputProps('address')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={save.isPending}>
              {t('identity.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('identity.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
