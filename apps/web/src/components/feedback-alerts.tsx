import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/** A red error banner; with `onRetry` it offers 'Try Again' (failed loads). */
export function ErrorAlert(props: {
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  onClose?: () => void;
}) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      withCloseButton={Boolean(props.onClose)}
      closeButtonLabel="Dismiss error"
      onClose={props.onClose}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{props.children}</Text>
        {props.onRetry ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={props.retrying}
            onClick={props.onRetry}
          >
            Try Again
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

/** A green success banner (role status, so screen readers announce it). */
export function SuccessAlert(props: { children: ReactNode; onClose?: () => void }) {
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} />}
      role="status"
      withCloseButton={Boolean(props.onClose)}
      closeButtonLabel="Dismiss message"
      onClose={props.onClose}
    >
      {props.children}
    </Alert>
  );
}

/** A yellow warning banner: the main action worked but a follow-up step did not. */
export function WarningAlert(props: { children: ReactNode; onClose?: () => void }) {
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      withCloseButton={Boolean(props.onClose)}
      closeButtonLabel="Dismiss warning"
      onClose={props.onClose}
    >
      {props.children}
    </Alert>
  );
}
