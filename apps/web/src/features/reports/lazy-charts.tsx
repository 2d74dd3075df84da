import { Suspense, lazy, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Skeleton, VisuallyHidden } from '@mantine/core';

/** The charts, split into their own chunk with recharts (report-charts.tsx). */
const DailyHoursChart = lazy(() =>
  import('./report-charts').then((m) => ({ default: m.DailyHoursChart })),
);
const JobHoursChart = lazy(() =>
  import('./report-charts').then((m) => ({ default: m.JobHoursChart })),
);

function ChartFallback(props: { height: number }) {
  const { t } = useTranslation('reports');
  return (
    <Box role="status">
      <Skeleton h={props.height} radius="sm" aria-hidden />
      <VisuallyHidden>{t('state.loadingChart')}</VisuallyHidden>
    </Box>
  );
}

export function LazyDailyHoursChart(props: ComponentProps<typeof DailyHoursChart>) {
  return (
    <Suspense fallback={<ChartFallback height={260} />}>
      <DailyHoursChart {...props} />
    </Suspense>
  );
}

export function LazyJobHoursChart(props: ComponentProps<typeof JobHoursChart>) {
  return (
    <Suspense fallback={<ChartFallback height={240} />}>
      <JobHoursChart {...props} />
    </Suspense>
  );
}
