import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import type { TimeCardFormat } from '@sitehours/contract/rules';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { ErrorAlert } from '@/components/feedback-alerts';
import { useCapturesTimes } from '@/app/session/use-captures-times';
import { useTimeCardsDownload } from './api/time-cards';
import { currentWeek, type DateRange } from './report-dates';
import { ReportRangePicker } from './report-range-picker';
import { TIME_CARD_DOWNLOADS, timeCardsError } from './time-cards-rules';

const ICONS = { csv: IconFileTypeCsv, pdf: IconFileTypePdf } as const;

/**
 * Time cards (California, Labor Code 1174): each worker's in and out times, meal periods, hours,
 * rest breaks and premiums per day, downloaded as CSV or PDF for a week. Shown only to a company
 * that records start and end times; a company that keeps hours sees the Reports as before.
 */
export function TimeCardsDownload() {
  if (!useCapturesTimes()) return null;
  return <TimeCardsPanel />;
}

function TimeCardsPanel() {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const headingId = useId();
  const [range, setRange] = useState<DateRange>(currentWeek);
  const download = useTimeCardsDownload();
  const [saved, setSaved] = useState<string | null>(null);

  const start = (format: TimeCardFormat) => {
    setSaved(null);
    download.mutate({ range, format }, { onSuccess: (name) => setSaved(name) });
  };

  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('timeCards.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('timeCards.description')}
          </Text>
        </div>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <ReportRangePicker
            range={range}
            onChange={(next) => {
              download.reset();
              setSaved(null);
              setRange(next);
            }}
            label={t('timeCards.range')}
          />
          <Group gap="xs" wrap="wrap">
            {TIME_CARD_DOWNLOADS.map((item) => {
              const Icon = ICONS[item.format];
              const busy = download.isPending && download.variables.format === item.format;
              return (
                <Button
                  key={item.format}
                  variant="default"
                  leftSection={<Icon size={16} aria-hidden />}
                  loading={busy}
                  disabled={download.isPending && !busy}
                  onClick={() => start(item.format)}
                  data-testid={`time-cards-${item.format}`}
                >
                  {t(item.labelKey)}
                </Button>
              );
            })}
          </Group>
        </Group>
        {download.isError ? (
          <ErrorAlert onClose={() => download.reset()}>
            {tm(timeCardsError(download.error))}
          </ErrorAlert>
        ) : null}
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {saved ? t('timeCards.saved', { name: saved }) : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
