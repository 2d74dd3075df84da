import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SupportSessionInfo } from '@sitehours/contract';
import { leaveSupportSession } from '../../app/session/support-navigation';
import { decodeHtmlEntities } from './html-entities';
import { exitSupportSession } from './support-api';
import { exitFailureText, supportBannerName } from './support-rules';

/** Confirmation of Exit Support Mode: on confirm the operator token replaces the support one. */
export function ExitSupportDialog(props: {
  supportSession: SupportSessionInfo;
  opened: boolean;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = supportBannerName(props.supportSession);
  const reason = decodeHtmlEntities(props.supportSession.reason ?? '').trim();

  const close = () => {
    if (busy) return;
    setError(null);
    props.onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await exitSupportSession(props.supportSession.sessionId);
      leaveSupportSession(result.token);
      // The page reloads; the button stays busy until it does.
    } catch (e) {
      setError(exitFailureText(e));
      setBusy(false);
    }
  };

  return (
    <Modal opened={props.opened} onClose={close} title="Exit Support Mode" centered>
      <Stack gap="md">
        <Text>
          End the support session for <strong>{name}</strong> and return to the operator console?
        </Text>
        {reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Reason: {reason}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          Leaving is recorded in the audit log.
        </Text>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            Exit Support Mode
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
