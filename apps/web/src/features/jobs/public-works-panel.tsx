import { Divider, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/feedback-alerts';
import { usePublicWorksJob } from './api/public-works';
import { ClassificationList } from './classification-list';
import type { JobRecord } from './job-rules';
import { PublicWorksSettingsForm } from './public-works-form';
import { defaultClassifications } from './public-works-rules';
import { WorkerClassifications } from './worker-classifications';

/**
 * A job's public-works panel (decision 0028): whether it is a prevailing-wage job and its
 * project's facts; once it is, the wage determination's classifications and each worker's
 * default classification on it. A dialog over the Jobs list, the whole screen on a phone.
 */
export function PublicWorksPanel(props: { job: JobRecord | null; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={props.job !== null}
      onClose={props.onClose}
      fullScreen={phone}
      size="xl"
      closeButtonProps={{ 'aria-label': t('publicWorks.close') }}
      title={
        <Title order={2} size="h4" component="span">
          {props.job ? t('publicWorks.title', { name: props.job.jobName }) : null}
        </Title>
      }
    >
      {props.job ? <PanelBody key={props.job.jobId} job={props.job} /> : null}
    </Modal>
  );
}

function PanelBody(props: { job: JobRecord }) {
  const { t } = useTranslation('jobs');
  const data = usePublicWorksJob(props.job.jobId);

  if (data.isPending)
    return (
      <Paper withBorder p="lg">
        <Stack gap="xs" align="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('publicWorks.loading')}
          </Text>
        </Stack>
      </Paper>
    );
  if (data.isError)
    return (
      <ErrorAlert onRetry={() => void data.refetch()} retrying={data.isFetching}>
        {t('publicWorks.loadFailed')}
      </ErrorAlert>
    );

  const { settings, classifications } = data.data;
  return (
    <Stack gap="lg">
      <PublicWorksSettingsForm job={props.job} settings={settings} />
      {settings ? (
        <>
          <Divider />
          <ClassificationList
            jobId={props.job.jobId}
            classifications={classifications}
            firstDay={settings.startDate}
          />
          <Divider />
          <WorkerClassifications
            jobId={props.job.jobId}
            classifications={classifications}
            chosen={defaultClassifications(data.data)}
          />
        </>
      ) : null}
    </Stack>
  );
}
