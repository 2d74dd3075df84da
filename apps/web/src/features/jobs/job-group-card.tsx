import type { ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingBank, IconChevronDown, IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { jobGroupKey, visibleJobs, type JobGroup, type JobRecord } from './job-rules';
import classes from './jobs.module.css';

/**
 * One collapsible job group (company spec §2.1): header with the group key and its jobs —
 * Job Name, Address, City, State, ZIP, Actions — as a table on a desktop and cards on a phone.
 * The edit form opens under its job; a public-works job carries a badge, and each job's Public
 * works button opens its panel.
 */
export function JobGroupCard(props: {
  group: JobGroup;
  showInactive: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  editingJobId: string | null;
  busyJobId: string | null;
  onEdit: (job: JobRecord) => void;
  onToggleStatus: (job: JobRecord) => void;
  /** The jobs that are public works: they carry a badge. */
  publicWorksJobIds: ReadonlySet<string>;
  onPublicWorks: (job: JobRecord) => void;
  renderEditForm: (job: JobRecord) => ReactNode;
}) {
  const { t } = useTranslation('jobs');
  const { group } = props;
  const jobs = visibleJobs(group, props.showInactive);
  // The group's key with 'No City' in the interface language.
  const label = group.jobs[0] ? jobGroupKey(group.jobs[0], t('group.noCity')) : group.key;
  const regionId = `job-group-${encodeURIComponent(group.key).replace(/%/g, '_')}`;

  const columns: ResponsiveColumn<JobRecord>[] = [
    {
      key: 'name',
      header: t('table.jobName'),
      kind: 'title',
      cell: (job) => (
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {job.jobName}
          </Text>
          {!job.isActive ? (
            <Badge size="xs" variant="light" color="gray">
              {t('row.inactive')}
            </Badge>
          ) : null}
          {props.publicWorksJobIds.has(job.jobId) ? (
            <Badge size="xs" variant="light" color="blue" c="blue.9">
              {t('row.publicWorksBadge')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'address', header: t('table.address'), cell: (job) => job.address || '—' },
    { key: 'city', header: t('table.city'), cell: (job) => job.city || '—' },
    { key: 'state', header: t('table.state'), cell: (job) => job.state || '—' },
    { key: 'zip', header: t('table.zip'), cell: (job) => job.zipCode || '—' },
    {
      key: 'actions',
      header: t('table.actions'),
      kind: 'actions',
      cell: (job) => {
        const editing = props.editingJobId === job.jobId;
        const busy = props.busyJobId === job.jobId;
        return (
          <Group gap="xs" wrap="wrap">
            <Tooltip label={editing ? t('row.closeEditTooltip') : t('row.editTooltip')}>
              <ActionIcon
                variant={editing ? 'light' : 'subtle'}
                aria-label={t('row.editLabel', { name: job.jobName })}
                aria-expanded={editing}
                onClick={() => props.onEdit(job)}
              >
                {editing ? <IconX size={18} aria-hidden /> : <IconPencil size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            <Button
              size="xs"
              variant="light"
              color={job.isActive ? 'red' : 'green'}
              loading={busy}
              disabled={props.busyJobId !== null && !busy}
              aria-label={
                job.isActive
                  ? t('row.deactivateLabel', { name: job.jobName })
                  : t('row.reactivateLabel', { name: job.jobName })
              }
              onClick={() => props.onToggleStatus(job)}
            >
              {job.isActive ? t('row.deactivate') : t('row.reactivate')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconBuildingBank size={14} aria-hidden />}
              aria-label={t('row.publicWorksLabel', { name: job.jobName })}
              aria-haspopup="dialog"
              onClick={() => props.onPublicWorks(job)}
            >
              {t('row.publicWorks')}
            </Button>
          </Group>
        );
      },
    },
  ];

  return (
    <Paper withBorder>
      <UnstyledButton
        className={classes.groupHeader}
        aria-expanded={props.expanded}
        aria-controls={regionId}
        onClick={props.onToggleExpanded}
      >
        <IconChevronDown size={18} className={classes.chevron} aria-hidden />
        <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        {jobs.length > 1 ? (
          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
            {t('group.jobCount', { count: jobs.length })}
          </Badge>
        ) : null}
        {!group.hasActiveJobs ? (
          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
            {t('group.inactive')}
          </Badge>
        ) : null}
      </UnstyledButton>
      <Collapse expanded={props.expanded} id={regionId} keepMounted={false}>
        <div className={classes.listArea}>
          <ResponsiveTable
            label={t('group.tableLabel', { group: label })}
            columns={columns}
            rows={jobs}
            rowKey={(job) => job.jobId}
            minWidth={720}
            tableProps={{ verticalSpacing: 'xs', highlightOnHover: true }}
            selected={(job) => props.editingJobId === job.jobId}
            expanded={(job) =>
              props.editingJobId === job.jobId ? props.renderEditForm(job) : null
            }
          />
        </div>
      </Collapse>
    </Paper>
  );
}
