import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconCalendarWeek, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { previousPayPeriod } from '@sitehours/contract/rules';
import type { PayPeriodList } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
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
  // Pay periods as ranges (decision 0027), offered once the company closes periods: a company
  // that never closes one sees the picker as it always was.
  const periods = useQuery({
    queryKey: ['pay-periods', 'list', 'recent'],
    queryFn: () => api.get<PayPeriodList>('pay-periods'),
    staleTime: 60_000,
    retry: false,
  });
  const pay = periods.data?.periods.some((p) => p.status !== 'open') ? periods.data : undefined;
  const thisPeriod = pay ? pay.current : undefined;
  const lastPeriod = pay
    ? previousPayPeriod(pay.current.startDate, { frequency: pay.frequency, anchor: pay.anchor })
    : undefined;
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
      {thisPeriod && lastPeriod ? (
        <>
          <Button
            variant="default"
            size="sm"
            disabled={sameRange(range, thisPeriod)}
            onClick={() => onChange(thisPeriod)}
          >
            {t('range.thisPayPeriod')}
          </Button>
          <Button
            variant="default"
            size="sm"
            disabled={sameRange(range, lastPeriod)}
            onClick={() => onChange(lastPeriod)}
          >
            {t('range.lastPayPeriod')}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
