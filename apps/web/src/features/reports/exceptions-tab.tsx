import { useTranslation } from 'react-i18next';
import { Alert, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ComplianceException } from '@sitehours/contract/schemas';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { useExceptions } from './api/reports';
import { exceptionText, groupExceptions, premiumTotals } from './exceptions-rules';
import { type DateRange } from './report-dates';
import { ReportLoadError, ReportNotice } from './report-feedback';
import { ReportRangePicker } from './report-range-picker';
import { useReportFormat } from './use-report-format';
import { DataAsOf } from '@/components/data-as-of';

/** The browser's zone, for a company whose zone the session does not know. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Exceptions (decision 0024): the week's punched workdays that need a look, per worker and day
 * (meals missed, short or late, rest breaks not given or not answered, punches outside the job
 * site or from a device clock that is off, stretches not recorded, punches left running), the
 * premium hours each day owes and the premiums per worker. Shown to companies that record start
 * and end times.
 */
export function ExceptionsTab(props: {
  companyId: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('reports');
  const report = useExceptions(props.companyId, props.range);
  const data = report.data;
  const empty = data !== undefined && data.exceptions.length === 0 && data.premiums.length === 0;

  return (
    <Stack gap="md">
      <ReportRangePicker
        range={props.range}
        onChange={props.onRangeChange}
        label={t('range.exceptions')}
      />
      {data?.rule === 'none' ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{t('exceptions.noRule')}</Text>
        </Alert>
      ) : null}
      <DataAsOf path="compliance/exceptions" />
      {report.isError ? (
        <ReportLoadError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : report.isPending ? (
        <ReportNotice loading>{t('state.loading')}</ReportNotice>
      ) : empty ? (
        <ReportNotice>{t('exceptions.empty')}</ReportNotice>
      ) : (
        <>
          {report.data.premiums.length > 0 ? (
            <PremiumsTable premiums={report.data.premiums} />
          ) : null}
          {report.data.exceptions.length > 0 ? (
            <ExceptionList exceptions={report.data.exceptions} />
          ) : null}
        </>
      )}
    </Stack>
  );
}

function PremiumsTable(props: { premiums: Parameters<typeof premiumTotals>[0] }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const { rows, total } = premiumTotals(props.premiums);
  return (
    <Stack gap="xs" component="section" aria-labelledby="exceptions-premiums-title">
      <Title order={2} size="h4" id="exceptions-premiums-title">
        {t('exceptions.premiumsTitle')}
      </Title>
      {/* Narrow cells and small text: four columns fit a 375 px phone without scrolling. */}
      <Table
        withTableBorder
        striped
        verticalSpacing="xs"
        horizontalSpacing={6}
        fz="sm"
        aria-label={t('exceptions.premiumsTable')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('exceptions.worker')}</Table.Th>
            <Table.Th ta="right">{t('exceptions.mealHours')}</Table.Th>
            <Table.Th ta="right">{t('exceptions.restHours')}</Table.Th>
            <Table.Th ta="right">{t('summary.premiumPay')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.userId}>
              <Table.Th scope="row" fw={500}>
                {p.workerName}
              </Table.Th>
              <Table.Td ta="right">{format.total(p.mealPremiumHours)}</Table.Td>
              <Table.Td ta="right">{format.total(p.restPremiumHours)}</Table.Td>
              <Table.Td ta="right">{format.money(p.premiumPay)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {rows.length > 1 ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('exceptions.total')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {format.total(total.mealPremiumHours)}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {format.total(total.restPremiumHours)}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {format.money(total.premiumPay)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Stack>
  );
}

function ExceptionList(props: { exceptions: ComplianceException[] }) {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const format = useReportFormat();
  const session = useSession();
  const timeZone = session.company?.time_zone ?? browserZone();
  const workers = groupExceptions(props.exceptions);

  const say = (e: ComplianceException) => {
    const text = exceptionText(e, { timeZone, locale: format.locale });
    return t(text.key, {
      ...text.values,
      ...(text.key === 'exceptions.kind.entryRefused'
        ? { reason: text.problem ? tm(text.problem) : '' }
        : {}),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="exceptions-list-title">
      <Title order={2} size="h4" id="exceptions-list-title">
        {t('exceptions.listTitle')}
      </Title>
      {workers.map((worker) => (
        <Paper key={worker.userId} withBorder p="sm" data-testid="exception-worker">
          <Title order={3} size="h5" mb="xs">
            {worker.workerName}
          </Title>
          <Stack gap="xs">
            {worker.days.map((day) => {
              const heading = format.day(day.date);
              return (
                <div key={day.date}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {heading.long}
                    </Text>
                    {day.premiumHours > 0 ? (
                      <Text size="sm" c="red.8" fw={600}>
                        {t('exceptions.dayPremium', { hours: format.total(day.premiumHours) })}
                      </Text>
                    ) : null}
                  </Group>
                  <List size="sm" spacing={2}>
                    {day.exceptions.map((e, i) => (
                      <List.Item key={`${e.kind}-${i}`}>{say(e)}</List.Item>
                    ))}
                  </List>
                </div>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
