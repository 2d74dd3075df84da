import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MESSAGES } from '@sitehours/contract/messages';
import type { ImportSummary, ImportUndoResult } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert, SuccessAlert, WarningAlert } from '@/components/feedback-alerts';
import { useUndoImport } from './api/imports';
import { useImportErrorText } from './import-texts';

/**
 * Confirmation of undoing a whole import: what it created is removed, what it updated gets its
 * earlier values back. Cancel holds the focus, so Enter pressed by habit changes nothing.
 */
export function UndoDialog(props: {
  /** Kept after closing so the texts do not change while the dialog fades out. */
  summary: ImportSummary | null;
  opened: boolean;
  onClose: () => void;
  onUndone: (result: ImportUndoResult) => void;
}) {
  const { t } = useTranslation('imports');
  const errorText = useImportErrorText();
  const undo = useUndoImport();
  const { summary } = props;

  const close = () => {
    if (undo.isPending) return;
    undo.reset();
    props.onClose();
  };

  const confirm = () => {
    if (!summary) return;
    undo.mutate(summary.id, {
      onSuccess: (result) => {
        undo.reset();
        props.onUndone(result);
      },
    });
  };

  return (
    <Modal
      opened={props.opened && summary !== null}
      onClose={close}
      title={t('undo.title')}
      centered
    >
      <Stack gap="md">
        {undo.isError ? <ErrorAlert>{errorText(undo.error)}</ErrorAlert> : null}
        <Text size="sm">{t('undo.confirm', { file: summary?.fileName ?? '' })}</Text>
        <Text size="sm">{t('undo.kept')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={undo.isPending} data-autofocus>
            {t('undo.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={confirm}
            loading={undo.isPending}
          >
            {t('undo.button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What an undo did: the records removed and restored, and those kept because they are in use. */
export function UndoResultAlerts(props: { result: ImportUndoResult; onClose: () => void }) {
  const { t } = useTranslation('imports');
  const tm = useTranslateMessage();
  const { result } = props;
  return (
    <Stack gap="xs">
      <SuccessAlert onClose={props.onClose}>
        {t('undo.done', {
          file: result.summary.fileName,
          removed: result.removed,
          restored: result.restored,
        })}
      </SuccessAlert>
      {result.kept > 0 ? (
        <WarningAlert>
          {tm({ code: IMPORT_MESSAGES.undoBlocked, params: { count: result.kept } })}
        </WarningAlert>
      ) : null}
    </Stack>
  );
}
