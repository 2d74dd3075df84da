import { useState } from 'react';
import { Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isLocked } from './entry-permissions';
import type { EntryRecord } from './entry-records';
import { dayMinutes, formatClockDuration, isPunched } from './punched-time';
import { TimeEntryForm } from './time-entry-form';
import { sumHours } from './totals';
import { useBackButtonClose } from './use-back-button-close';
import { useEntryText } from './use-entry-text';
import { DayEntryList } from './day-entry-list';
import classes from './timesheet.module.css';

/**
 * The day modal (company spec §2.3): titled with weekday, month and day, it lists the day's
 * entries and shows the entry form below. Focus stays inside while it is open; in the installed
 * app the device back button closes it.
 */
export function DayModal(props: {
  day: string;
  entries: EntryRecord[];
  targetUserId: string;
  actorUserId: string;
  isAdmin: boolean;
  hourlyRate: number | null;
  companyId: string | null;
  /** The company captures start and end times (clock in and out). */
  captureTimes?: boolean;
  /** The zone punched times are shown and typed in. */
  timeZone: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { t, dayTitle, hours } = useEntryText();
  const [editing, setEditing] = useState<EntryRecord | null>(null);
  /** Bumped after 'Save +' or a finished edit, so the add form starts afresh. */
  const [formKey, setFormKey] = useState(0);
  useBackButtonClose(true, props.onClose);

  const editingEntry = editing ? (props.entries.find((e) => e.id === editing.id) ?? editing) : null;
  const title = dayTitle(props.day);
  const clock = props.captureTimes === true || props.entries.some(isPunched);

  return (
    <Modal
      opened
      onClose={props.onClose}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('dayModal.close'), size: 44 }}
      title={
        <Title order={2} size="h4" component="span">
          {title}
        </Title>
      }
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" className={classes.muted}>
            {t('entry.count', { count: props.entries.length })}
          </Text>
          <Text size="sm" fw={600}>
            {t('dayModal.total', {
              hours: clock
                ? formatClockDuration(dayMinutes(props.entries))
                : hours(sumHours(props.entries)),
            })}
          </Text>
        </Group>
        <DayEntryList
          entries={props.entries}
          isAdmin={props.isAdmin}
          editingId={editingEntry?.id ?? null}
          clockZone={clock ? props.timeZone : null}
          onEdit={(entry) => setEditing(entry)}
          onDeleted={(id) => {
            if (editing?.id === id) setEditing(null);
          }}
        />
        <Divider
          label={
            editingEntry
              ? isLocked(editingEntry, props.isAdmin)
                ? t('dayModal.approvedEntry')
                : t('dayModal.editEntry')
              : t('dayModal.addEntry')
          }
          labelPosition="left"
          styles={{ label: { color: 'var(--mantine-color-gray-7)' } }}
          aria-hidden
        />
        <TimeEntryForm
          key={editingEntry ? `edit-${editingEntry.id}` : `add-${formKey}`}
          day={props.day}
          entry={editingEntry}
          targetUserId={props.targetUserId}
          actorUserId={props.actorUserId}
          isAdmin={props.isAdmin}
          hourlyRate={props.hourlyRate}
          companyId={props.companyId}
          captureTimes={props.captureTimes}
          timeZone={props.timeZone}
          size={phone ? 'lg' : 'sm'}
          onCancel={() => {
            if (editingEntry) setEditing(null);
            else props.onClose();
          }}
          onSaved={(_entry, next) => {
            if (next) return;
            if (editingEntry) {
              setEditing(null);
              setFormKey((k) => k + 1);
            } else {
              props.onClose();
            }
          }}
        />
      </Stack>
    </Modal>
  );
}
