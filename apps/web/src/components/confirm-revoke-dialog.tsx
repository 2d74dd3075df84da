import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * "Revoke <name>?" for a credential a company handed out (a kiosk tablet, an API key): open
 * while `item` is set, with the screen's own texts; the screen runs the revocation.
 */
export function ConfirmRevokeDialog<T>(props: {
  item: T | null;
  texts: { title: string; body: string; cancel: string; confirm: string };
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: T) => void;
}) {
  const { item, texts } = props;
  return (
    <Modal opened={item !== null} onClose={props.onCancel} title={texts.title} centered>
      <Stack>
        <Text size="sm">{texts.body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {texts.cancel}
          </Button>
          <Button
            color="red"
            loading={props.pending}
            onClick={() => {
              if (item !== null) props.onConfirm(item);
            }}
          >
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
