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
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { TableMessageRow } from '../../components/table-message-row';
import {
  formatCompRate,
  formatRateRange,
  sortCodes,
  type WcCodeRecord,
  type WorkTypeRecord,
} from './work-type-rules';
import classes from './work-types.module.css';

const CODE_COLUMNS = 5;

/**
 * One work type of the list (company spec §2.5): a header that expands it, with its count of
 * active WC codes, Edit and Activate/Deactivate; expanded, its codes with their status toggle.
 */
export function WorkTypeItem(props: {
  workType: WorkTypeRecord;
  codes: readonly WcCodeRecord[] | undefined;
  codesLoading: boolean;
  activeCount: number | null;
  showInactive: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  editing: boolean;
  onEdit: () => void;
  statusBusy: boolean;
  onToggleStatus: () => void;
  busyCodeId: string | null;
  onToggleCode: (code: WcCodeRecord) => void;
  actionsDisabled: boolean;
}) {
  const { workType } = props;
  const name = workType.workTypeName;
  const regionId = `work-type-${workType.workTypeId}`;
  const codes = sortCodes(props.codes ?? []).filter((c) => props.showInactive || c.isActive);
  const count = props.activeCount;

  return (
    <Paper withBorder>
      <Group gap={0} wrap="wrap" align="center">
        <UnstyledButton
          className={classes.header}
          aria-expanded={props.expanded}
          aria-controls={regionId}
          onClick={props.onToggleExpanded}
        >
          <IconChevronDown size={18} className={classes.chevron} aria-hidden />
          <Text fw={600} size="sm" className={classes.name}>
            {name}
          </Text>
          {count !== null ? (
            <Badge variant="light" color={count > 0 ? 'blue' : 'orange'} className={classes.badge}>
              {count} active WC {count === 1 ? 'code' : 'codes'}
            </Badge>
          ) : null}
          {!workType.isActive ? (
            <Badge variant="light" color="gray" className={classes.badge}>
              Inactive
            </Badge>
          ) : null}
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Tooltip label="Edit work type">
            <ActionIcon
              variant={props.editing ? 'light' : 'subtle'}
              aria-label={`Edit ${name}`}
              disabled={props.actionsDisabled}
              onClick={props.onEdit}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Button
            size="xs"
            variant="light"
            color={workType.isActive ? 'red' : 'green'}
            loading={props.statusBusy}
            disabled={props.actionsDisabled && !props.statusBusy}
            aria-label={`${workType.isActive ? 'Deactivate' : 'Activate'} ${name}`}
            onClick={props.onToggleStatus}
          >
            {workType.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={props.expanded} id={regionId} keepMounted={false}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={`WC codes of ${name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>WC Code</Table.Th>
                <Table.Th>Rate Range</Table.Th>
                <Table.Th>Comp Rate</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.codesLoading && !props.codes ? (
                <TableMessageRow colSpan={CODE_COLUMNS}>Loading WC codes...</TableMessageRow>
              ) : codes.length === 0 ? (
                <TableMessageRow colSpan={CODE_COLUMNS}>
                  No WC codes yet. Edit the work type to add them.
                </TableMessageRow>
              ) : (
                codes.map((code) => {
                  const busy = props.busyCodeId === code.id;
                  return (
                    <Table.Tr key={code.id}>
                      <Table.Td>
                        <Text size="sm" fw={500} ff="monospace">
                          {code.code}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatRateRange(code)}</Table.Td>
                      <Table.Td>{formatCompRate(code.compRate)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={code.isActive ? 'green' : 'gray'}>
                          {code.isActive ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color={code.isActive ? 'red' : 'green'}
                          loading={busy}
                          disabled={props.busyCodeId !== null && !busy}
                          aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} WC code ${code.code} (${formatRateRange(code)})`}
                          onClick={() => props.onToggleCode(code)}
                        >
                          {code.isActive ? 'Deactivate' : 'Activate'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Collapse>
    </Paper>
  );
}
