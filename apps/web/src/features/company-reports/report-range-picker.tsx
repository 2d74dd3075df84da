import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCalendarWeek, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  currentWeek,
  formatRangeLabel,
  sameRange,
  shiftRange,
  type DateRange,
} from './report-dates';

/** Previous week, the range, next week and back to this week (company spec §2.6, §9). */
export function ReportRangePicker(props: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** Names the control group, e.g. 'Weekly Entries date range'. */
  label: string;
}) {
  const { range, onChange } = props;
  const isCurrent = sameRange(range, currentWeek());
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={props.label}>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label="Previous week">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous week"
            onClick={() => onChange(shiftRange(range, -1))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Text
          fw={600}
          size="sm"
          ta="center"
          miw={{ base: 150, xs: 190 }}
          aria-live="polite"
          data-testid="report-range"
        >
          {formatRangeLabel(range)}
        </Text>
        <Tooltip label="Next week">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next week"
            onClick={() => onChange(shiftRange(range, 1))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconCalendarWeek size={16} />}
        disabled={isCurrent}
        onClick={() => onChange(currentWeek())}
      >
        Current Week
      </Button>
    </Group>
  );
}
