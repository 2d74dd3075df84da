import type { ReactNode } from 'react';
import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';

/**
 * A credential the server answers once and keeps only hashed or sealed (an API key, a webhook's
 * signing secret): shown read-only with a warning and a Copy button, with the screen's own texts.
 */
export function ShownOnceDialog(props: {
  value: string | null;
  texts: {
    title: string;
    once: string;
    label: string;
    copy: string;
    copied: string;
    close: string;
  };
  testId: string;
  onClose: () => void;
  /** What to do with it, under the value. */
  children?: ReactNode;
}) {
  const { texts } = props;
  const value = props.value ?? '';
  return (
    <Modal opened={props.value !== null} onClose={props.onClose} title={texts.title} centered>
      <Stack>
        <Alert color="yellow" variant="light">
          {texts.once}
        </Alert>
        <TextInput
          label={texts.label}
          value={value}
          readOnly
          ff="monospace"
          onFocus={(e) => e.currentTarget.select()}
          data-testid={props.testId}
        />
        {props.children}
        <Group justify="flex-end">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                {copied ? texts.copied : texts.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose}>{texts.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
