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
import { visibleJobs, type JobGroup, type JobRecord } from './job-rules';
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
  const { group } = props;
  const jobs = visibleJobs(group, props.showInactive);
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
          {group.key}
        </Text>
        {jobs.length > 1 ? (
          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
            {jobs.length} jobs
          </Badge>
        ) : null}
        {!group.hasActiveJobs ? (
          <Badge variant="light" color="gray" style={{ flex: 'none' }}>
            Inactive
          </Badge>
        ) : null}
      </UnstyledButton>
      <Collapse expanded={props.expanded} id={regionId} keepMounted={false}>
        <div className={classes.tableArea}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" highlightOnHover aria-label={`Jobs in ${group.key}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job Name</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>City</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>ZIP</Table.Th>
                  <Table.Th>Actions</Table.Th>
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
                                Inactive
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
                            <Tooltip label={editing ? 'Close edit form' : 'Edit job'}>
                              <ActionIcon
                                variant={editing ? 'light' : 'subtle'}
                                aria-label={`Edit ${job.jobName}`}
                                aria-expanded={editing}
                                onClick={() => props.onEdit(job)}
                              >
                                {editing ? <IconX size={18} /> : <IconPencil size={18} />}
                              </ActionIcon>
                            </Tooltip>
                            <Button
                              size="xs"
                              variant="light"
                              color={job.isActive ? 'red' : 'green'}
                              loading={busy}
                              disabled={props.busyJobId !== null && !busy}
                              aria-label={`${job.isActive ? 'Deactivate' : 'Reactivate'} ${job.jobName}`}
                              onClick={() => props.onToggleStatus(job)}
                            >
                              {job.isActive ? 'Deactivate' : 'Reactivate'}
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
