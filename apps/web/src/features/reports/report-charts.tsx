import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/**
 * The charts of the Reports screen. Loaded on demand (lazy-charts.tsx), so recharts stays out
 * of the main bundle. The tables next to them carry the same numbers for screen readers; the
 * figure around each chart names it and says so.
 */

const PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.7',
  'red.6',
  'indigo.6',
  'yellow.7',
  'pink.6',
];

export interface DailyHoursPoint {
  day: string;
  Hours: number;
}

/** Weekly Summary: the company's hours per day. */
export function DailyHoursChart(props: {
  data: DailyHoursPoint[];
  /** The name of the series in the tooltip ('Hours'), in the interface language. */
  seriesLabel: string;
  formatHours: (hours: number) => string;
}) {
  return (
    <BarChart
      h={260}
      data={props.data}
      dataKey="day"
      series={[{ name: 'Hours', label: props.seriesLabel, color: 'blue.6' }]}
      valueFormatter={props.formatHours}
      tickLine="y"
      withBarValueLabel
    />
  );
}

/** Job Breakdown: hours per job, stacked by work type (horizontal bars fit long job names). */
export function JobHoursChart(props: {
  data: Record<string, string | number>[];
  workTypes: string[];
  formatHours: (hours: number) => string;
}) {
  const height = Math.max(200, props.data.length * 44 + 90);
  return (
    <BarChart
      h={height}
      data={props.data}
      dataKey="job"
      type="stacked"
      orientation="vertical"
      series={props.workTypes.map((name, i) => ({ name, color: PALETTE[i % PALETTE.length]! }))}
      valueFormatter={props.formatHours}
      yAxisProps={{ width: 140 }}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="x"
    />
  );
}
