import { useTranslation } from 'react-i18next';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCalendarWeek, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { currentWeek, sameRange, shiftRange, type DateRange } from './report-dates';
import { useReportFormat } from './use-report-format';

/** Previous week, the range, next week and back to this week (company spec §2.6, §9). */
export function ReportRangePicker(props: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** Names the control group, e.g. 'Weekly Entries date range'. */
  label: string;
}) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const { range, onChange } = props;
  const isCurrent = sameRange(range, currentWeek());
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={props.label}>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label={t('range.previous')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('range.previous')}
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
          {format.range(range)}
        </Text>
        <Tooltip label={t('range.next')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('range.next')}
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
        {t('range.current')}
      </Button>
    </Group>
  );
}
