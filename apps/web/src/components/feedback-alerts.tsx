import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/app/i18n/translate-message';

/** The close button is a full touch target, also beside an Undo button (WCAG 2.5.8). */
const CLOSE_TARGET = { closeButton: { minWidth: 24, minHeight: 24 } };

/**
 * A text given as a plain string may be the API's (or the contract's) English message: it is
 * shown through the messages catalogue. Texts already translated pass through unchanged.
 */
function useShownText() {
  const tm = useTranslateMessage();
  return (children: ReactNode) => (typeof children === 'string' ? tm(children) : children);
}

/** A red error banner; with `onRetry` it offers 'Try Again' (failed loads). */
export function ErrorAlert(props: {
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const shown = useShownText();
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      withCloseButton={Boolean(props.onClose)}
      styles={CLOSE_TARGET}
      closeButtonLabel={t('alert.dismissError')}
      onClose={props.onClose}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{shown(props.children)}</Text>
        {props.onRetry ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={props.retrying}
            onClick={props.onRetry}
          >
            {t('alert.tryAgain')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

/** A green success banner (role status, so screen readers announce it). */
export function SuccessAlert(props: { children: ReactNode; onClose?: () => void }) {
  const { t } = useTranslation();
  const shown = useShownText();
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} aria-hidden />}
      role="status"
      withCloseButton={Boolean(props.onClose)}
      styles={CLOSE_TARGET}
      closeButtonLabel={t('alert.dismissMessage')}
      onClose={props.onClose}
    >
      {shown(props.children)}
    </Alert>
  );
}

/** A yellow warning banner: the main action worked but a follow-up step did not. */
export function WarningAlert(props: { children: ReactNode; onClose?: () => void }) {
  const { t } = useTranslation();
  const shown = useShownText();
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      withCloseButton={Boolean(props.onClose)}
      styles={CLOSE_TARGET}
      closeButtonLabel={t('alert.dismissWarning')}
      onClose={props.onClose}
    >
      {shown(props.children)}
    </Alert>
  );
}
