import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconHistory, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { TIME_ENTRY_MESSAGES } from '@sitehours/contract/messages';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { ClassificationNote } from './classification-note';
import { EntryHistory } from './entry-history';
import {
  CORRECTION_REASON_MAX,
  correctionReasonError,
  isLocked,
  needsCorrectionReason,
} from './entry-permissions';
import type { EntryRecord } from './entry-records';
import { entryDuration, timeRange } from './punched-time';
import { offlineQueue } from './offline/offline-queue';
import { REFUSED_FALLBACK } from './offline/queue-model';
import { timeEntryKeys, useDeleteTimeEntry } from './time-entry-api';
import { useEntryText } from './use-entry-text';
import classes from './timesheet.module.css';

/** Company spec §4 and §9: the delete toast stays 3 s on success, 5 s on failure. */
export const DELETE_TOAST_MS = { success: 3_000, failure: 5_000 } as const;

/**
 * The day's entries in the day modal (company spec §2.3): job or Other name, hours, the
 * classification on a public-works job, notes, a 'Pending' badge while unsaved, a lock on
 * approved entries, and edit and delete icons (hidden for non-admins on approved entries).
 * Delete asks first, then shows a toast.
 */
export function DayEntryList(props: {
  entries: EntryRecord[];
  isAdmin: boolean;
  editingId: string | null;
  /** Where times are captured: each entry's start and end in this zone, durations as "4:30". */
  clockZone?: string | null;
  /** Opens the entry in the form: to edit it, or (approved, non-admin) to view it locked. */
  onEdit: (entry: EntryRecord) => void;
  /** Called once an entry was deleted (e.g. to close its edit form). */
  onDeleted: (entryId: string) => void;
}) {
  const remove = useDeleteTimeEntry();
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<ShownMessage | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const uid = useId();
  const { t, tm, hoursLabel, entryTitle, formMessage } = useEntryText();

  const askDelete = (entryId: string | null) => {
    setConfirmId(entryId);
    setReason('');
    setReasonError(null);
  };

  if (props.entries.length === 0) {
    return (
      <Text className={classes.muted} size="sm" role="status">
        {t('dayList.empty')}
      </Text>
    );
  }

  const onDelete = (entry: EntryRecord) => {
    const reasonNeeded = needsCorrectionReason(entry, props.isAdmin);
    if (reasonNeeded) {
      const invalid = correctionReasonError(reason);
      setReasonError(invalid ?? null);
      if (invalid) return;
    }
    remove.mutate(reasonNeeded ? { entry, reason: reason.trim() } : { entry }, {
      onSuccess: () => {
        askDelete(null);
        props.onDeleted(entry.id);
        notifications.show({
          color: 'green',
          message: tm(TIME_ENTRY_MESSAGES.deleted),
          autoClose: DELETE_TOAST_MS.success,
        });
      },
      onError: (error) => {
        // The server asks for a reason (the entry was approved meanwhile): keep the question open.
        const field =
          error instanceof ApiError && error.status === 400
            ? error.fieldErrors.find((f) => f.path === 'reason' || f.path === 'correctionReason')
            : undefined;
        if (field) {
          setReasonError(field.msg);
          return;
        }
        askDelete(null);
        notifications.show({
          color: 'red',
          message: tm(TIME_ENTRY_MESSAGES.deleteFailed),
          autoClose: DELETE_TOAST_MS.failure,
        });
      },
    });
  };

  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.entries.map((entry) => {
        const title = entryTitle(entry);
        const locked = isLocked(entry, props.isAdmin);
        const approved = entry.status === 'approved';
        const confirming = confirmId === entry.id;
        const reasonNeeded = needsCorrectionReason(entry, props.isAdmin) || reasonError !== null;
        const showHistory = historyId === entry.id;
        const canSeeHistory = props.isAdmin && !entry.queued && !entry.id.startsWith('pending-');
        const historyRegionId = `${uid}-history-${entry.id}`;
        const range = props.clockZone ? timeRange(entry, props.clockZone) : null;
        const duration = props.clockZone ? entryDuration(entry) : hoursLabel(entry.hours);
        const amount = range ? `${range} · ${duration}` : duration;
        return (
          <Paper
            key={entry.id}
            component="li"
            withBorder
            p="sm"
            aria-label={`${title}, ${range ? `${range}, ${duration}` : duration}`}
            bg={props.editingId === entry.id ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} size="sm">
                    {title}
                  </Text>
                  {entry.isPending ? (
                    <Badge color="yellow" variant="light" size="sm" c="dark.8">
                      {t('entry.pending')}
                    </Badge>
                  ) : null}
                  {entry.syncError ? (
                    <Badge color="red" variant="light" size="sm" c="red.9">
                      {t('entry.notSynced')}
                    </Badge>
                  ) : null}
                  {entry.periodClosed ? (
                    <Badge
                      color="gray"
                      variant="light"
                      size="sm"
                      c="dark.8"
                      leftSection={<IconLock size={12} aria-hidden />}
                    >
                      {t('entry.closedPeriod')}
                    </Badge>
                  ) : null}
                  {entry.adjustsEntryId ? (
                    <Badge color="grape" variant="light" size="sm" c="dark.8">
                      {t('entry.adjustment')}
                    </Badge>
                  ) : null}
                  {approved ? (
                    <Tooltip label={t('entry.approved')}>
                      <IconLock
                        size={16}
                        aria-label={t('entry.approved')}
                        role="img"
                        color="var(--mantine-color-gray-7)"
                      />
                    </Tooltip>
                  ) : null}
                </Group>
                <Text size="sm" className={classes.muted}>
                  {entry.isPto ? t('entry.other') : (entry.workTypeName ?? '')}
                  {' · '}
                  <span data-testid="entry-amount">{amount}</span>
                </Text>
                <ClassificationNote entry={entry} />
                {entry.notes ? (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.notes}
                  </Text>
                ) : null}
                {entry.syncError ? <SyncRefusal entry={entry} /> : null}
              </Stack>
              {locked ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={44}
                  aria-label={t('dayList.view', { title })}
                  onClick={() => props.onEdit(entry)}
                >
                  <IconEye size={18} />
                </ActionIcon>
              ) : null}
              {!locked && (!entry.isPending || entry.queued) ? (
                <Group gap={4} wrap="nowrap">
                  {canSeeHistory ? (
                    <Tooltip label={t('dayList.history')}>
                      <ActionIcon
                        variant={showHistory ? 'light' : 'subtle'}
                        color="gray"
                        size={44}
                        aria-label={t('dayList.historyOf', { title })}
                        aria-expanded={showHistory}
                        aria-controls={showHistory ? historyRegionId : undefined}
                        onClick={() => setHistoryId(showHistory ? null : entry.id)}
                      >
                        <IconHistory size={18} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    size={44}
                    aria-label={t('dayList.edit', { title })}
                    onClick={() => props.onEdit(entry)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t('dayList.delete', { title })}
                    onClick={() => askDelete(entry.id)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ) : null}
            </Group>
            {confirming ? (
              <Stack gap="xs" mt="xs" role="group" aria-label={t('dayList.confirmDelete')}>
                <Text size="sm">{tm(TIME_ENTRY_MESSAGES.deleteConfirm)}</Text>
                {reasonNeeded ? (
                  <Textarea
                    label={t('dayList.deleteReason')}
                    description={t('form.reasonDescription')}
                    required
                    size="sm"
                    classNames={{ input: classes.field }}
                    autosize
                    minRows={2}
                    maxRows={4}
                    maxLength={CORRECTION_REASON_MAX}
                    value={reason}
                    error={formMessage(reasonError)}
                    disabled={remove.isPending}
                    onChange={(e) => {
                      setReason(e.currentTarget.value);
                      setReasonError(null);
                    }}
                  />
                ) : null}
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="sm"
                    variant="default"
                    className={classes.touch}
                    onClick={() => askDelete(null)}
                  >
                    {t('actions.cancel')}
                  </Button>
                  <Button
                    size="sm"
                    color="red"
                    className={classes.touch}
                    loading={remove.isPending}
                    onClick={() => onDelete(entry)}
                  >
                    {t('actions.delete')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
            {showHistory ? (
              <EntryHistory
                entryId={entry.id}
                id={historyRegionId}
                onClose={() => setHistoryId(null)}
              />
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * A queued change the server refused when it was sent (e.g. the entry was approved meanwhile):
 * the server's message, and 'Discard' to drop the change. Editing the entry sends it again.
 */
function SyncRefusal({ entry }: { entry: EntryRecord }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { t, tm } = useEntryText();
  const discard = async () => {
    setBusy(true);
    try {
      await offlineQueue().discard(entry.id);
      await queryClient.invalidateQueries({ queryKey: timeEntryKeys.all });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} mt={4} role="alert" aria-label={t('dayList.syncProblem')}>
      <Text size="sm" c="red.9">
        {entry.syncError === REFUSED_FALLBACK
          ? t('dayList.syncRefused')
          : entry.syncError
            ? tm(entry.syncError)
            : null}
      </Text>
      <Group gap="xs">
        <Button
          size="sm"
          variant="light"
          color="red"
          c="red.9"
          className={classes.touch}
          loading={busy}
          onClick={() => void discard()}
        >
          {t('dayList.discard')}
        </Button>
      </Group>
    </Stack>
  );
}
