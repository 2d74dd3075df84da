import { Fragment, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { jobGroupKey, visibleJobs, type JobGroup, type JobRecord } from './job-rules';
import classes from './jobs.module.css';

const COLUMNS = 6;

/**
 * One collapsible job group (company spec §2.1): header with the group key and a table of its
 * jobs — Job Name, Address, City, State, ZIP, Actions. The edit form opens in a row under its job.
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
  renderEditForm: (job: JobRecord) => ReactNode;
}) {
  const { t } = useTranslation('jobs');
  const { group } = props;
  const jobs = visibleJobs(group, props.showInactive);
  // The group's key with 'No City' in the interface language.
  const label = group.jobs[0] ? jobGroupKey(group.jobs[0], t('group.noCity')) : group.key;
  const regionId = `job-group-${encodeURIComponent(group.key).replace(/%/g, '_')}`;

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
        <div className={classes.tableArea}>
          <Table.ScrollContainer minWidth={720}>
            <Table
              verticalSpacing="xs"
              highlightOnHover
              aria-label={t('group.tableLabel', { group: label })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.jobName')}</Table.Th>
                  <Table.Th>{t('table.address')}</Table.Th>
                  <Table.Th>{t('table.city')}</Table.Th>
                  <Table.Th>{t('table.state')}</Table.Th>
                  <Table.Th>{t('table.zip')}</Table.Th>
                  <Table.Th>{t('table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((job) => {
                  const editing = props.editingJobId === job.jobId;
                  const busy = props.busyJobId === job.jobId;
                  return (
                    <Fragment key={job.jobId}>
                      <Table.Tr aria-selected={editing || undefined}>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" fw={500}>
                              {job.jobName}
                            </Text>
                            {!job.isActive ? (
                              <Badge size="xs" variant="light" color="gray">
                                {t('row.inactive')}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>{job.address || '—'}</Table.Td>
                        <Table.Td>{job.city || '—'}</Table.Td>
                        <Table.Td>{job.state || '—'}</Table.Td>
                        <Table.Td>{job.zipCode || '—'}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Tooltip
                              label={editing ? t('row.closeEditTooltip') : t('row.editTooltip')}
                            >
                              <ActionIcon
                                variant={editing ? 'light' : 'subtle'}
                                aria-label={t('row.editLabel', { name: job.jobName })}
                                aria-expanded={editing}
                                onClick={() => props.onEdit(job)}
                              >
                                {editing ? (
                                  <IconX size={18} aria-hidden />
                                ) : (
                                  <IconPencil size={18} aria-hidden />
                                )}
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
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                      {editing ? (
                        <Table.Tr>
                          <Table.Td colSpan={COLUMNS} className={classes.formCell}>
                            <div className={classes.formCellInner}>{props.renderEditForm(job)}</div>
                          </Table.Td>
                        </Table.Tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      </Collapse>
    </Paper>
  );
}
