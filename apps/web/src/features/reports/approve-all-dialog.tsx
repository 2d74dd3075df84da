import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Text } from '@mantine/core';
import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';

/** Approve All asks first (company spec §7, §8). */
export function ApproveAllDialog(props: {
  opened: boolean;
  rangeLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t('approve.title')} centered>
      <Text size="sm">{tm(REPORT_MESSAGES.approveConfirm)}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {props.rangeLabel}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={props.onCancel}>
          {t('approve.cancel')}
        </Button>
        <Button color="green" onClick={props.onConfirm} data-autofocus>
          {t('approve.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
