import { Button, Group, Modal, Text } from '@mantine/core';
import { REPORT_MESSAGES } from '@sitehours/contract';

/** Approve All asks first (company spec §7, §8). */
export function ApproveAllDialog(props: {
  opened: boolean;
  rangeLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title="Approve All Time Entries" centered>
      <Text size="sm">{REPORT_MESSAGES.approveConfirm}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {props.rangeLabel}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button color="green" onClick={props.onConfirm} data-autofocus>
          Approve All
        </Button>
      </Group>
    </Modal>
  );
}
