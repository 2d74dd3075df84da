import { useTranslation } from 'react-i18next';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WeeklyReportRow } from '@sitehours/contract/schemas';
import { DayHeadings } from './day-headings';
import {
  EMPTY_CELL,
  STATUS_KEYS,
  dayTotals,
  entryLabels,
  entryRowKey,
  groupByEmployee,
} from './report-rules';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { useReportFormat } from './use-report-format';

const LABEL_COLUMNS = 3;

function StatusBadge(props: { status: WeeklyReportRow['status'] }) {
  const { t } = useTranslation('reports');
  return (
    <Badge
      color={props.status === 'approved' ? 'green' : 'yellow'}
      variant="light"
      // The column fits the whole word rather than cutting it ('PENDI…').
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(STATUS_KEYS[props.status])}
    </Badge>
  );
}

/** Hours of one day, with that day's notes under them when notes are shown. */
function DayCell(props: {
  hours: number | undefined;
  note: string | undefined;
  showNotes: boolean;
}) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const text = format.dayCell(props.hours);
  return (
    <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
      {text === EMPTY_CELL ? (
        <>
          <Text span size="sm" c="dimmed" aria-hidden>
            {text}
          </Text>
          <VisuallyHidden>{t('table.noHours')}</VisuallyHidden>
        </>
      ) : (
        <Text span size="sm">
          {text}
        </Text>
      )}
      {props.showNotes && props.note ? (
        <Text size="xs" c="dimmed" ta="left" maw={160} style={{ whiteSpace: 'pre-wrap' }}>
          {props.note}
        </Text>
      ) : null}
    </Table.Td>
  );
}

/**
 * Weekly Entries: a block per employee (a header row with their daily totals), a row per job /
 * work type / WC code or Other type, the status of each row, and the totals of every day.
 */
export function WeeklyEntriesTable(props: {
  rows: readonly WeeklyReportRow[];
  days: readonly string[];
  showNotes: boolean;
}) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const { days, showNotes } = props;
  const groups = groupByEmployee(props.rows, days);
  const totals = dayTotals(props.rows, days);
  return (
    <ScrollTable minWidth={showNotes ? 1200 : 960} label={t('entries.tableLabel')}>
      <Table verticalSpacing="xs" withTableBorder aria-label={t('entries.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.jobOrOther')}</Table.Th>
            <Table.Th>{t('table.workType')}</Table.Th>
            <Table.Th>{t('table.wcCode')}</Table.Th>
            <DayHeadings days={days} />
            <Table.Th ta="right">{t('table.total')}</Table.Th>
            <Table.Th>{t('entries.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {groups.map((group) => (
          <Table.Tbody key={group.employeeId} data-testid="employee-group">
            <Table.Tr bg="var(--mantine-color-gray-light)">
              <Table.Th scope="rowgroup" colSpan={LABEL_COLUMNS}>
                {group.employeeName}
              </Table.Th>
              {days.map((day) => (
                <Table.Td key={day} ta="right" fw={600} c="dimmed">
                  {format.total(group.totals.hours[day] ?? 0)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700}>
                {format.total(group.totals.total)}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
            {group.rows.map((row) => {
              const labels = entryLabels(row);
              return (
                <Table.Tr key={entryRowKey(row)} data-testid="entry-row">
                  <Table.Td>
                    {row.isPto ? (
                      <Text span size="sm">
                        {row.ptoName ?? t('entries.other')}{' '}
                        <Badge size="xs" variant="outline" color="gray">
                          {t('entries.other')}
                        </Badge>
                      </Text>
                    ) : (
                      labels.job
                    )}
                  </Table.Td>
                  <Table.Td>{labels.workType || EMPTY_CELL}</Table.Td>
                  <Table.Td>{labels.wcCode || EMPTY_CELL}</Table.Td>
                  {days.map((day) => (
                    <DayCell
                      key={day}
                      hours={row.hours[day]}
                      note={row.notes[day]}
                      showNotes={showNotes}
                    />
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {format.total(row.total)}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ))}
        <Table.Tfoot>
          <Table.Tr data-testid="totals-row">
            <Table.Th scope="row" colSpan={LABEL_COLUMNS}>
              {t('table.totals')}
            </Table.Th>
            {days.map((day) => (
              <Table.Td key={day} ta="right" fw={700}>
                {format.total(totals.hours[day] ?? 0)}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700}>
              {format.total(totals.total)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}
