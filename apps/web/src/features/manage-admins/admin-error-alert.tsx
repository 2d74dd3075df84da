import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { mentionsAuthentication } from './admin-rules';

/** An error of the admin screen; sign-in trouble offers 'Go to Login'. */
export function AdminErrorAlert(props: { message: string; onClose?: () => void }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      withCloseButton={Boolean(props.onClose)}
      closeButtonLabel="Dismiss error"
      onClose={props.onClose}
      mb="md"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{props.message}</Text>
        {mentionsAuthentication(props.message) ? (
          <Button component={Link} to="/login" size="xs" variant="light" color="red">
            Go to Login
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
