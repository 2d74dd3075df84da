import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WeeklyReportRow } from '@sitehours/contract';
import { DayHeadings } from './day-headings';
import {
  EMPTY_CELL,
  STATUS_LABELS,
  dayTotals,
  entryLabels,
  entryRowKey,
  formatDayCell,
  formatTotal,
  groupByEmployee,
} from './report-rules';

const LABEL_COLUMNS = 3;

function StatusBadge(props: { status: WeeklyReportRow['status'] }) {
  return (
    <Badge color={props.status === 'approved' ? 'green' : 'yellow'} variant="light">
      {STATUS_LABELS[props.status]}
    </Badge>
  );
}

/** Hours of one day, with that day's notes under them when notes are shown. */
function DayCell(props: {
  hours: number | undefined;
  note: string | undefined;
  showNotes: boolean;
}) {
  const text = formatDayCell(props.hours);
  return (
    <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
      {text === EMPTY_CELL ? (
        <>
          <Text span size="sm" c="dimmed" aria-hidden>
            {text}
          </Text>
          <VisuallyHidden>No hours</VisuallyHidden>
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
  const { days, showNotes } = props;
  const groups = groupByEmployee(props.rows, days);
  const totals = dayTotals(props.rows, days);
  return (
    <Table.ScrollContainer minWidth={showNotes ? 1200 : 960}>
      <Table verticalSpacing="xs" withTableBorder aria-label="Weekly time entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job / Other Type</Table.Th>
            <Table.Th>Work Type</Table.Th>
            <Table.Th>WC Code</Table.Th>
            <DayHeadings days={days} />
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Status</Table.Th>
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
                  {formatTotal(group.totals.hours[day] ?? 0)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700}>
                {formatTotal(group.totals.total)}
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
                        {labels.otherType}{' '}
                        <Badge size="xs" variant="outline" color="gray">
                          Other
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
                    {formatTotal(row.total)}
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
              Totals
            </Table.Th>
            {days.map((day) => (
              <Table.Td key={day} ta="right" fw={700}>
                {formatTotal(totals.hours[day] ?? 0)}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700}>
              {formatTotal(totals.total)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
