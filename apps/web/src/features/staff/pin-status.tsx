import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useResetStaffPin } from './api/users';
import { canResetPin, pinStatusOf, staffErrorText, type PinStatus } from './staff-form-rules';
import { fullName } from './user-groups';

/** Dark shades under white text, and dark grey on light grey: each 4.5:1 or more. */
const PIN_BADGE: Record<PinStatus, { color: string; variant: 'filled' | 'light'; ink?: string }> = {
  set: { color: 'green.9', variant: 'filled' },
  locked: { color: 'red.9', variant: 'filled' },
  'not-set': { color: 'gray', variant: 'light', ink: 'gray.8' },
};

/** The PIN state as a badge: set, locked (after five wrong tries) or not set. */
export function PinStatusBadge(props: { status: PinStatus }) {
  const { t } = useTranslation('staff');
  const look = PIN_BADGE[props.status];
  return (
    <Badge color={look.color} c={look.ink} variant={look.variant} tt="none">
      {t(`pin.status.${props.status}`)}
    </Badge>
  );
}

/**
 * The worker's personal PIN in the edit form: its state, and Reset PIN for a
 * forgotten or locked one, asked first. The worker then sets a new PIN from their own sign-in.
 */
export function PinStatusField(props: { user: StaffUser }) {
  const { t } = useTranslation('staff');
  const tm = useTranslateMessage();
  const reset = useResetStaffPin();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const status = pinStatusOf(props.user);
  const name = fullName(props.user) || props.user.email;

  const confirm = () => {
    setConfirming(false);
    setDone(false);
    reset.mutate(props.user.userId, { onSuccess: () => setDone(true) });
  };

  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500} id={`pin-${props.user.userId}`}>
          {t('pin.label')}
        </Text>
        <PinStatusBadge status={status} />
        {canResetPin(status) ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconKey size={14} aria-hidden />}
            loading={reset.isPending}
            onClick={() => setConfirming(true)}
            aria-label={t('pin.resetLabel', { name })}
          >
            {t('pin.reset')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('pin.description')}
      </Text>
      {done ? (
        <Text size="sm" c="green.9" role="status">
          {t('pin.resetDone', { name })}
        </Text>
      ) : null}
      {reset.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {tm(staffErrorText(reset.error, t('pin.resetFailed')).text)}
        </Text>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('pin.resetTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('pin.resetQuestion', { name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('pin.cancel')}
            </Button>
            <Button color="red" onClick={confirm}>
              {t('pin.resetConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
