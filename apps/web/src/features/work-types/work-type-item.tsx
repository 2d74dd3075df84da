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
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '@/components/table-message-row';
import { sortCodes, type WcCodeRecord, type WorkTypeRecord } from './work-type-rules';
import { useCodeTexts } from './work-type-texts';
import classes from './work-types.module.css';

const CODE_COLUMNS = 5;

/**
 * One work type of the list (company spec §2.5): a header that expands it, with its count of
 * active WC codes, Edit and Activate/Deactivate; expanded, its codes with their status toggle.
 */
export function WorkTypeItem(props: {
  workType: WorkTypeRecord;
  /** The later day the bands shown take effect from (a threshold changed ahead), if any. */
  bandsFrom?: string | null;
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
  const { t } = useTranslation('workTypes');
  const { rateRange, compRate } = useCodeTexts();
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
              {t('item.activeCodes', { count })}
            </Badge>
          ) : null}
          {!workType.isActive ? (
            <Badge variant="light" color="gray" className={classes.badge}>
              {t('item.inactive')}
            </Badge>
          ) : null}
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Tooltip label={t('item.editTooltip')}>
            <ActionIcon
              variant={props.editing ? 'light' : 'subtle'}
              aria-label={t('item.editLabel', { name })}
              disabled={props.actionsDisabled}
              onClick={props.onEdit}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Button
            size="xs"
            variant="light"
            color={workType.isActive ? 'red' : 'green'}
            loading={props.statusBusy}
            disabled={props.actionsDisabled && !props.statusBusy}
            aria-label={
              workType.isActive
                ? t('item.deactivateLabel', { name })
                : t('item.activateLabel', { name })
            }
            onClick={props.onToggleStatus}
          >
            {workType.isActive ? t('item.deactivate') : t('item.activate')}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={props.expanded} id={regionId} keepMounted={false}>
        {props.bandsFrom ? (
          <Text size="sm" c="dimmed" mb="xs">
            {t('codes.bandsFrom', { date: props.bandsFrom })}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('codes.tableLabel', { name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('codes.code')}</Table.Th>
                <Table.Th>{t('codes.rateRange')}</Table.Th>
                <Table.Th>{t('codes.compRate')}</Table.Th>
                <Table.Th>{t('codes.status')}</Table.Th>
                <Table.Th>{t('codes.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.codesLoading && !props.codes ? (
                <TableMessageRow colSpan={CODE_COLUMNS}>{t('codes.loading')}</TableMessageRow>
              ) : codes.length === 0 ? (
                <TableMessageRow colSpan={CODE_COLUMNS}>{t('codes.empty')}</TableMessageRow>
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
                      <Table.Td>{rateRange(code)}</Table.Td>
                      <Table.Td>{compRate(code.compRate)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={code.isActive ? 'green' : 'gray'}>
                          {code.isActive ? t('codes.active') : t('codes.inactive')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color={code.isActive ? 'red' : 'green'}
                          loading={busy}
                          disabled={props.busyCodeId !== null && !busy}
                          aria-label={t(
                            code.isActive ? 'codes.deactivateLabel' : 'codes.activateLabel',
                            { code: code.code, range: rateRange(code) },
                          )}
                          onClick={() => props.onToggleCode(code)}
                        >
                          {code.isActive ? t('codes.deactivate') : t('codes.activate')}
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
