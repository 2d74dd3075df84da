import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PUNCH_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { WorkChoiceFields, type WorkChoiceValue } from './work-choice-fields';

/** Big buttons whose labels wrap rather than being cut on a narrow phone. */
export const BIG_BUTTON = {
  size: 'lg',
  h: 'auto',
  mih: 56,
  py: 'xs',
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
} as const;

/** Asks, on first use and whenever the worker wants to change it, about their position at punches. */
export function LocationConsentDialog(props: {
  opened: boolean;
  onClose: () => void;
  onAnswer: (granted: boolean) => void;
  saving: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('punch-clock');
  const { t: tc } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('location.title')}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <Stack gap="md">
        <Text>{t('location.body')}</Text>
        <Text>{t('location.choice')}</Text>
        {props.failed ? (
          <Alert color="red" role="alert">
            {t('location.saveFailed')}
          </Alert>
        ) : null}
        <Button {...BIG_BUTTON} loading={props.saving} onClick={() => props.onAnswer(true)}>
          {t('location.allow')}
        </Button>
        <Button
          {...BIG_BUTTON}
          variant="default"
          disabled={props.saving}
          onClick={() => props.onAnswer(false)}
        >
          {t('location.refuse')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** Switch: choose the new job and work type, then confirm. */
export function SwitchDialog(props: {
  opened: boolean;
  current: WorkChoiceValue;
  onClose: () => void;
  onConfirm: (choice: { jobId: string; workTypeId: string }) => void;
}) {
  const { t } = useTranslation('punch-clock');
  const { t: tc } = useTranslation();
  const tm = useTranslateMessage();
  const [choice, setChoice] = useState<WorkChoiceValue>(props.current);
  const [errors, setErrors] = useState<{ job?: string; workType?: string; same?: string }>({});

  const confirm = () => {
    if (!choice.jobId) return setErrors({ job: tm(PUNCH_MESSAGES.chooseJob) });
    if (!choice.workTypeId) return setErrors({ workType: tm(PUNCH_MESSAGES.chooseWorkType) });
    if (choice.jobId === props.current.jobId && choice.workTypeId === props.current.workTypeId)
      return setErrors({ same: t('switch.same') });
    props.onConfirm({ jobId: choice.jobId, workTypeId: choice.workTypeId });
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('switch.title')}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <Stack gap="md">
        <WorkChoiceFields
          idPrefix="switch"
          value={choice}
          errors={errors}
          onChange={(next) => {
            setChoice(next);
            setErrors({});
          }}
        />
        {errors.same ? (
          <Text c="red.9" size="sm" role="alert">
            {errors.same}
          </Text>
        ) : null}
        <Button {...BIG_BUTTON} onClick={confirm}>
          {t('switch.confirm')}
        </Button>
        <Button {...BIG_BUTTON} variant="default" onClick={props.onClose}>
          {t('cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** Clock out: asks about rest breaks where the company judges them, else confirms. */
export function ClockOutDialog(props: {
  opened: boolean;
  asksRestBreaks: boolean;
  onClose: () => void;
  onClockOut: (restBreaksGiven: boolean | null) => void;
}) {
  const { t } = useTranslation('punch-clock');
  const { t: tc } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('out.title')}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      <Stack gap="md">
        {props.asksRestBreaks ? (
          <>
            <Text fw={600} size="lg" id="rest-breaks-question">
              {t('out.question')}
            </Text>
            <Group grow gap="sm" role="group" aria-labelledby="rest-breaks-question">
              <Button {...BIG_BUTTON} onClick={() => props.onClockOut(true)}>
                {t('out.yes')}
              </Button>
              <Button {...BIG_BUTTON} variant="outline" onClick={() => props.onClockOut(false)}>
                {t('out.no')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>{t('out.confirm')}</Text>
            <Button {...BIG_BUTTON} onClick={() => props.onClockOut(null)}>
              {t('action.out')}
            </Button>
          </>
        )}
        <Button {...BIG_BUTTON} variant="default" onClick={props.onClose}>
          {t('cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
