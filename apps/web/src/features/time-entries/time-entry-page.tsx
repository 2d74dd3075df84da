import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconCircleCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ClassificationNote } from './classification-note';
import { companyToday, weekStart } from './dates';
import type { EntryRecord } from './entry-records';
import { TimeEntryForm } from './time-entry-form';
import { useCapturesTimes } from '@/app/session/use-captures-times';
import { useEntryActor } from './use-entry-actor';
import { useEntryText } from './use-entry-text';
import { UserSelect, useSelectedUserRate } from './user-select';
import classes from './time-entry-page.module.css';

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
  const { t, hoursLabel, dayTitle, entryTitle } = useEntryText();
  /** After a save the form goes away: focus moves to what was saved (WCAG 2.4.3). */
  const savedTitle = useRef<HTMLHeadingElement>(null);
  const today = companyToday(actor.timeZone);
  const captureTimes = useCapturesTimes();
  const [chosenUser, setChosenUser] = useState<string | null>(null);
  const targetUserId = chosenUser ?? (actor.hasOwnEntries ? actor.userId || null : null);
  const viewingOther = targetUserId !== null && targetUserId !== actor.userId;
  const selectedRate = useSelectedUserRate(viewingOther ? targetUserId : null, actor.canSelectUser);
  const [saved, setSaved] = useState<EntryRecord[]>([]);
  const [formOpen, setFormOpen] = useState(true);
  const [formKey, setFormKey] = useState(0);

  const onSaved = (entry: EntryRecord, next: boolean) => {
    setSaved((list) => [entry, ...list]);
    if (!next) {
      setFormOpen(false);
      window.setTimeout(() => savedTitle.current?.focus(), 0);
    }
  };
  const another = () => {
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title={t('quick.title')}
        // PageHeader's dimmed grey is too pale (3.3:1): the subtitle brings its own colour.
        subtitle={
          <span className={classes.muted}>{t('quick.today', { day: dayTitle(today) })}</span>
        }
      />
      <Stack gap="md" maw={560}>
        {actor.canSelectUser ? (
          <UserSelect
            label={t('quick.worker')}
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
              <Title order={2} size="h4" id="saved-title" ref={savedTitle} tabIndex={-1}>
                {t('quick.saved')}
              </Title>
            </Group>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {saved.map((e) => (
                <li key={e.id}>
                  <Text size="sm" fw={600}>
                    {e.isPto
                      ? t('quick.savedOther', { hours: hoursLabel(e.hours), title: entryTitle(e) })
                      : e.workTypeName
                        ? t('quick.savedWork', {
                            hours: hoursLabel(e.hours),
                            title: entryTitle(e),
                            workType: e.workTypeName,
                          })
                        : t('quick.savedEntry', {
                            hours: hoursLabel(e.hours),
                            title: entryTitle(e),
                          })}
                  </Text>
                  <Text size="sm" className={classes.muted}>
                    {dayTitle(e.entryDate)}
                    {e.notes ? ` · ${e.notes}` : ''}
                  </Text>
                  <ClassificationNote entry={e} />
                </li>
              ))}
            </Stack>
            <Group gap="sm" mt="md" wrap="wrap">
              <Button
                component={Link}
                to={weekLink(saved[0]!.entryDate, saved[0]!.userId, actor.userId)}
                size="md"
                variant="default"
                className={classes.touch}
                leftSection={<IconCalendarTime size={18} />}
              >
                {t('quick.viewWeek')}
              </Button>
              {!formOpen ? (
                <Button
                  size="md"
                  className={classes.touch}
                  leftSection={<IconPlus size={18} />}
                  onClick={another}
                >
                  {t('quick.another')}
                </Button>
              ) : null}
            </Group>
          </Paper>
        ) : null}

        {!targetUserId ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} role="note">
            {t('quick.selectWorker')}
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
              captureTimes={captureTimes}
              timeZone={actor.timeZone}
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
