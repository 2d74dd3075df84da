import { useId } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CertifiedPayrollList } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import {
  ResponsiveTable,
  type ResponsiveColumn,
} from '@/components/responsive-table/responsive-table';
import { shownHours, weekBadges } from './certified-payroll-rules';

type Week = CertifiedPayrollList['weeks'][number];

const BADGE_COLOR = { signed: 'green', unsigned: 'orange', final: 'blue', noWork: 'gray' } as const;

/** A week's status as badges: signed (when) or not, final, no work performed. */
export function WeekBadges(props: {
  week: Pick<Week, 'status' | 'isFinal' | 'noWorkPerformed' | 'signedAt'>;
}) {
  const { t } = useTranslation('certified-payroll');
  const { dateTime } = useFormat();
  return (
    <Group gap={6} wrap="wrap">
      {weekBadges(props.week).map((badge) => (
        <Badge key={badge} color={BADGE_COLOR[badge]} variant="light">
          {badge === 'signed' && props.week.signedAt
            ? t('status.signedOn', { date: dateTime(props.week.signedAt, { dateStyle: 'medium' }) })
            : t(`status.${badge}`)}
        </Badge>
      ))}
    </Group>
  );
}

/** The project's weeks, newest first: each opens its payroll. */
export function PayrollWeeks(props: { jobId: string; weeks: CertifiedPayrollList['weeks'] }) {
  const { t } = useTranslation('certified-payroll');
  const { date, locale } = useFormat();
  const headingId = useId();
  const weekHref = (w: Week) =>
    `?${new URLSearchParams({ job: props.jobId, week: w.weekStart }).toString()}`;

  const columns: ResponsiveColumn<Week>[] = [
    {
      key: 'week',
      header: t('weeks.weekEnding'),
      kind: 'title',
      cell: (w) => (
        <Anchor component={Link} to={weekHref(w)} fw={600}>
          {t('weeks.open', { date: date(w.weekEnding) })}
        </Anchor>
      ),
    },
    {
      key: 'number',
      header: t('weeks.payrollNumber'),
      ta: 'right',
      cell: (w) => (w.payrollNumber === null ? '—' : String(w.payrollNumber)),
    },
    {
      key: 'hours',
      header: t('weeks.hours'),
      ta: 'right',
      cell: (w) => shownHours(w.hours, locale),
    },
    { key: 'status', header: t('weeks.status'), cell: (w) => <WeekBadges week={w} /> },
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('weeks.title')}
        </Title>
        {props.weeks.length === 0 ? (
          <Text c="dimmed" size="sm" role="status">
            {t('weeks.empty')}
          </Text>
        ) : (
          <ResponsiveTable
            label={t('weeks.title')}
            columns={columns}
            rows={props.weeks}
            rowKey={(w) => w.weekStart}
            minWidth={560}
            tableProps={{ striped: true, verticalSpacing: 'xs' }}
          />
        )}
      </Stack>
    </Paper>
  );
}
