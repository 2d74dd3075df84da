import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconCircleCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { companyToday, dayTitle, weekStart } from '../../components/time-entry/dates';
import { entryTitle, type EntryRecord } from '../../components/time-entry/entry-records';
import { TimeEntryForm } from '../../components/time-entry/time-entry-form';
import { hoursLabel } from '../../components/time-entry/totals';
import { useEntryActor } from '../../components/time-entry/use-entry-actor';
import { UserSelect, useSelectedUserRate } from '../../components/time-entry/user-select';

/** The address of the Timesheet Calendar week holding `day`, for `userId` when not oneself. */
function weekLink(day: string, userId: string, selfId: string) {
  const params = new URLSearchParams({ week: weekStart(day) });
  if (userId !== selfId) params.set('user', userId);
  return `/time-entries?${params.toString()}`;
}

/**
 * /time-entry, quick entry (not described in the spec; see docs/decisions/0007): today's entry
 * form straight away with large touch targets; after saving it shows what was saved and links
 * to the week.
 */
export function TimeEntryPage() {
  const actor = useEntryActor();
  const navigate = useNavigate();
  const today = companyToday(actor.timeZone);
  const [chosenUser, setChosenUser] = useState<string | null>(null);
  const targetUserId = chosenUser ?? (actor.hasOwnEntries ? actor.userId || null : null);
  const viewingOther = targetUserId !== null && targetUserId !== actor.userId;
  const selectedRate = useSelectedUserRate(viewingOther ? targetUserId : null, actor.canSelectUser);
  const [saved, setSaved] = useState<EntryRecord[]>([]);
  const [formOpen, setFormOpen] = useState(true);
  const [formKey, setFormKey] = useState(0);

  const onSaved = (entry: EntryRecord, next: boolean) => {
    setSaved((list) => [entry, ...list]);
    if (!next) setFormOpen(false);
  };
  const another = () => {
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader title="Log Time" subtitle={`Today: ${dayTitle(today)}`} />
      <Stack gap="md" maw={560}>
        {actor.canSelectUser ? (
          <UserSelect
            label="Worker"
            size="md"
            value={targetUserId}
            selfId={actor.userId}
            onChange={(id) => {
              setChosenUser(id);
              another();
            }}
          />
        ) : null}

        {saved.length > 0 ? (
          <Paper withBorder p="md" component="section" aria-labelledby="saved-title">
            <Group gap="xs" mb="xs">
              <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
              <Title order={2} size="h4" id="saved-title">
                Saved
              </Title>
            </Group>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {saved.map((e) => (
                <li key={e.id}>
                  <Text size="sm" fw={600}>
                    {hoursLabel(e.hours)} {entryTitle(e)}
                    {e.isPto ? ' (Other)' : e.workTypeName ? `, ${e.workTypeName}` : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {dayTitle(e.entryDate)}
                    {e.notes ? ` · ${e.notes}` : ''}
                  </Text>
                </li>
              ))}
            </Stack>
            <Group gap="sm" mt="md" wrap="wrap">
              <Button
                component={Link}
                to={weekLink(saved[0]!.entryDate, saved[0]!.userId, actor.userId)}
                size="md"
                variant="default"
                leftSection={<IconCalendarTime size={18} />}
              >
                View the week
              </Button>
              {!formOpen ? (
                <Button size="md" leftSection={<IconPlus size={18} />} onClick={another}>
                  Log another entry
                </Button>
              ) : null}
            </Group>
          </Paper>
        ) : null}

        {!targetUserId ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note">
            Select the worker this entry is for.
          </Alert>
        ) : formOpen ? (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <TimeEntryForm
              key={`${targetUserId}-${formKey}`}
              day={today}
              entry={null}
              targetUserId={targetUserId}
              actorUserId={actor.userId}
              isAdmin={actor.isAdmin}
              hourlyRate={viewingOther ? selectedRate : actor.hourlyRate}
              companyId={actor.companyId}
              size="lg"
              onCancel={() => void navigate('/time-entries')}
              onSaved={onSaved}
            />
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
