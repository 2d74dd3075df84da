import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import type { SupportSessionInfo } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { leaveSupportSession } from '@/app/session/support-navigation';
import { decodeHtmlEntities } from './html-entities';
import { exitSupportSession } from './support-api';
import { exitFailureText, supportBannerName } from './support-rules';

/** Confirmation of Exit Support Mode: on confirm the operator token replaces the support one. */
export function ExitSupportDialog(props: {
  supportSession: SupportSessionInfo;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('support');
  const tm = useTranslateMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = supportBannerName(props.supportSession, tm(SUPPORT_MESSAGES.defaultCompanyName));
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
    <Modal opened={props.opened} onClose={close} title={t('exit.title')} centered>
      <Stack gap="md">
        <Text>
          <Trans
            t={t}
            i18nKey="exit.question"
            values={{ name }}
            components={{ strong: <strong /> }}
          />
        </Text>
        {reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('exit.reason', { reason })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('exit.recorded')}
        </Text>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {tm(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('exit.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {t('exit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
