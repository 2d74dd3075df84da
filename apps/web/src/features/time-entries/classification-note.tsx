import { Text } from '@mantine/core';
import { entryClassification } from './classification-rules';
import type { EntryRecord } from './entry-records';
import { useJobClassifications } from './job-classifications-api';
import { useEntryText } from './use-entry-text';
import classes from './timesheet.module.css';

/**
 * The classification an entry's hours were worked in and its equipment (decision 0028), small
 * under the entry; nothing for an entry without one. The name comes from the job's list.
 */
export function ClassificationNote({ entry }: { entry: EntryRecord }) {
  const jobId = entry.classificationId && !entry.isPto ? entry.jobId : null;
  return jobId ? <Note entry={entry} jobId={jobId} /> : null;
}

function Note({ entry, jobId }: { entry: EntryRecord; jobId: string }) {
  const { t } = useEntryText();
  const classifications = useJobClassifications(jobId);
  const shown = entryClassification(entry, classifications.data);
  if (!shown) return null;
  const parts = [
    shown.name ? t('entry.classification', { name: shown.name }) : null,
    shown.equipment ? t('entry.equipment', { equipment: shown.equipment }) : null,
  ].filter((part) => part !== null);
  return (
    <Text size="xs" className={classes.muted} data-testid="entry-classification">
      {parts.join(' · ')}
    </Text>
  );
}
