import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Badge, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicWorksJobList, PublicWorksSettings } from '@sitehours/contract/schemas';
import { isDay } from '@/app/calendar-days';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useFormat } from '@/app/i18n/format';
import { ErrorAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useCertifiedPayrolls, usePublicWorksJobs } from './api/certified-payroll';
import { jobToShow } from './certified-payroll-rules';
import { LoadingPaper } from './loading-paper';
import { PayrollWeek } from './payroll-week';
import { PayrollWeeks } from './payroll-weeks';

/**
 * /certified-payroll: the weekly certified payrolls (WH-347) of the company's public-works jobs
 * (decision 0028). The admin picks a job, then a week: its warnings, the payroll, the workers'
 * deductions, the statement of compliance to sign and, once signed, its files. The job and the
 * week live in the address (?job=, ?week=), so a reload keeps them and Back returns to the list.
 */
export function CertifiedPayrollPage() {
  const { t } = useTranslation('certified-payroll');
  const [params, setParams] = useSearchParams();
  const jobs = usePublicWorksJobs();
  const errorText = useErrorMessage();
  const jobId = jobs.data ? jobToShow(jobs.data, params.get('job')) : null;
  const week = params.get('week');

  const chooseJob = (id: string | null) => setParams(id ? { job: id } : {}, { replace: true });

  let content;
  if (jobs.isPending) content = <LoadingPaper text={t('jobs.loading')} />;
  else if (jobs.isError)
    content = (
      <ErrorAlert onRetry={() => void jobs.refetch()} retrying={jobs.isFetching}>
        {errorText(jobs.error)}
      </ErrorAlert>
    );
  else if (jobs.data.length === 0)
    content = (
      <Paper withBorder p="lg" role="status">
        <Stack gap="xs" align="center">
          <Text c="dimmed" ta="center" size="sm">
            {t('jobs.empty')}
          </Text>
          <Anchor component={Link} to="/jobs" size="sm">
            {t('jobs.emptyLink')}
          </Anchor>
        </Stack>
      </Paper>
    );
  else
    content = (
      <Stack gap="md">
        <JobPicker jobs={jobs.data} jobId={jobId} onChange={chooseJob} />
        {jobId === null ? (
          <Paper withBorder p="lg">
            <Text c="dimmed" ta="center" size="sm">
              {t('jobs.choose')}
            </Text>
          </Paper>
        ) : (
          <JobPayrolls key={jobId} jobId={jobId} weekStart={isDay(week) ? week : null} />
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {content}
    </Stack>
  );
}

function JobPicker(props: {
  jobs: PublicWorksJobList;
  jobId: string | null;
  onChange: (jobId: string | null) => void;
}) {
  const { t } = useTranslation('certified-payroll');
  const options = props.jobs.map((j) => ({
    value: j.jobId,
    label: j.isActive ? j.jobName : t('jobs.inactive', { name: j.jobName }),
  }));
  return (
    <Paper withBorder p="md">
      <Select
        label={t('jobs.label')}
        placeholder={t('jobs.placeholder')}
        data={options}
        value={props.jobId}
        onChange={props.onChange}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('jobs.noMatch')}
        maw={480}
      />
    </Paper>
  );
}

/** The project's heading, then its weeks or the week chosen. */
function JobPayrolls(props: { jobId: string; weekStart: string | null }) {
  const { t } = useTranslation('certified-payroll');
  const list = useCertifiedPayrolls(props.jobId);
  const errorText = useErrorMessage();

  if (list.isPending) return <LoadingPaper text={t('weeks.loading')} />;
  if (list.isError)
    return (
      <ErrorAlert onRetry={() => void list.refetch()} retrying={list.isFetching}>
        {errorText(list.error)}
      </ErrorAlert>
    );
  return (
    <Stack gap="md">
      <ProjectHeading jobName={list.data.jobName} settings={list.data.settings} />
      {props.weekStart ? (
        <PayrollWeek
          key={props.weekStart}
          jobId={props.jobId}
          weekStart={props.weekStart}
          weeks={list.data.weeks}
        />
      ) : (
        <PayrollWeeks jobId={props.jobId} weeks={list.data.weeks} />
      )}
    </Stack>
  );
}

/** The WH-347 heading's project: awarding agency, numbers, location, and the law that applies. */
function ProjectHeading(props: { jobName: string; settings: PublicWorksSettings }) {
  const { t } = useTranslation('certified-payroll');
  const { date } = useFormat();
  const headingId = useId();
  const s = props.settings;
  const facts: [string, string | null][] = [
    [t('project.agency'), s.awardingAgency],
    [t('project.projectNumber'), s.projectNumber],
    [t('project.contractNumber'), s.contractNumber],
    [t('project.location'), s.projectLocation],
    [t('project.startDate'), date(s.startDate)],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {props.jobName}
          </Title>
          <Badge variant="light" color={s.wageLaw === 'federal' ? 'blue' : 'grape'}>
            {s.wageLaw === 'federal' ? t('project.federal') : t('project.state')}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap" component="dl" m={0} align="flex-start">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Stack gap={0} key={label}>
                <Text component="dt" size="xs" c="gray.7">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {value}
                </Text>
              </Stack>
            ))}
        </Group>
      </Stack>
    </Paper>
  );
}
