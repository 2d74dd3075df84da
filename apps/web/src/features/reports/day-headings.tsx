import { Table, Text } from '@mantine/core';
import { useReportFormat } from './use-report-format';

/** Header cells of the day columns: weekday over month/day; the full date for screen readers. */
export function DayHeadings(props: { days: readonly string[] }) {
  const format = useReportFormat();
  return props.days.map((day) => {
    const h = format.day(day);
    return (
      <Table.Th key={day} ta="right" abbr={h.long} title={h.long}>
        <Text span size="sm" fw={700} display="block">
          {h.weekday}
        </Text>
        <Text span size="xs" c="dimmed" fw={400}>
          {h.date}
        </Text>
      </Table.Th>
    );
  });
}
