import { useId, useMemo, useState } from 'react';
import {
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WageClassification } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useActivePeople } from './api/jobs';
import { useSetWorkerClassification } from './api/public-works';
import { failureText } from './job-rules';
import {
  WORKERS_SHOWN,
  classifiableWorkers,
  classificationChoices,
  filterWorkers,
  type WorkerRow,
} from './public-works-rules';

/**
 * Each worker's default classification on the job: the one their hours on it take unless an
 * entry names another. A change is saved as soon as it is chosen; the filter finds a worker
 * among many.
 */
export function WorkerClassifications(props: {
  jobId: string;
  classifications: readonly WageClassification[];
  /** Worker → the classification chosen for them. */
  chosen: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  const people = useActivePeople();
  const [query, setQuery] = useState('');
  const workers = useMemo(() => classifiableWorkers(people.data ?? []), [people.data]);
  const matching = useMemo(() => filterWorkers(workers, query), [workers, query]);
  const shown = matching.slice(0, WORKERS_SHOWN);
  const anyActive = props.classifications.some((c) => c.isActive);

  let body;
  if (!anyActive) {
    body = (
      <Paper withBorder p="md" role="status">
        <Text size="sm" c="dimmed" ta="center">
          {t('workers.noClassifications')}
        </Text>
      </Paper>
    );
  } else if (people.isPending) {
    body = (
      <Paper withBorder p="md">
        <Stack gap="xs" align="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('workers.loading')}
          </Text>
        </Stack>
      </Paper>
    );
  } else if (people.isError) {
    body = (
      <ErrorAlert onRetry={() => void people.refetch()} retrying={people.isFetching}>
        {t('workers.loadFailed')}
      </ErrorAlert>
    );
  } else {
    body = (
      <Stack gap="sm">
        <TextInput
          type="search"
          label={t('workers.filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          autoComplete="off"
        />
        <Text size="sm" c="dimmed" role="status">
          {matching.length === 0
            ? t('workers.noMatch')
            : matching.length > shown.length
              ? t('workers.showingSome', { shown: shown.length, count: matching.length })
              : t('workers.count', { count: matching.length })}
        </Text>
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          component="ul"
          aria-label={t('workers.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((worker) => (
            <WorkerRowSelect
              key={worker.userId}
              jobId={props.jobId}
              worker={worker}
              classifications={props.classifications}
              chosenId={props.chosen.get(worker.userId) ?? null}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('workers.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('workers.description')}
      </Text>
      {body}
    </Stack>
  );
}

function WorkerRowSelect(props: {
  jobId: string;
  worker: WorkerRow;
  classifications: readonly WageClassification[];
  chosenId: string | null;
}) {
  const { t } = useTranslation('jobs');
  const tm = useTranslateMessage();
  const set = useSetWorkerClassification(props.jobId);
  const [saved, setSaved] = useState(false);
  const choices = classificationChoices(props.classifications, props.chosenId);
  // While saving, the list shows what was chosen, not what was there.
  const value = set.isPending ? (set.variables.classificationId ?? '') : (props.chosenId ?? '');
  const error = set.error ? tm(failureText(set.error, t('workers.saveFailed'))) : undefined;

  return (
    <li>
      <NativeSelect
        label={props.worker.name}
        description={props.worker.email}
        data={[
          { value: '', label: t('workers.none') },
          ...choices.map((c) => ({
            value: c.id,
            label: c.isActive ? c.name : t('workers.inactiveChoice', { name: c.name }),
          })),
        ]}
        value={value}
        aria-busy={set.isPending || undefined}
        rightSection={set.isPending ? <Loader size={14} aria-hidden /> : undefined}
        error={error}
        onChange={(e) => {
          setSaved(false);
          set.mutate(
            { userId: props.worker.userId, classificationId: e.currentTarget.value || null },
            { onSuccess: () => setSaved(true) },
          );
        }}
      />
      {saved && !set.isPending ? (
        <Text size="xs" c="green.9" mt={4} role="status">
          {t('workers.saved')}
        </Text>
      ) : null}
    </li>
  );
}
