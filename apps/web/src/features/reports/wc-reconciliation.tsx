import { Paper, Table, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WcPayrollReconciliation } from '@sitehours/contract/schemas';
import { useReportFormat } from './use-report-format';

/**
 * How the WC Payroll total meets the other tabs' totals: WC hours + Other (PTO) hours + work
 * hours without a WC code = all hours logged; less the hours of the workers left out of the
 * weekly reports (when there are any) = the Weekly Entries and Weekly Summary total; and the
 * Job Breakdown total, which counts work hours only. Two narrow columns: whole on a phone.
 */
export function WcReconciliation({ figures }: { figures: WcPayrollReconciliation }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const titleId = useId();
  type Key = 'wc' | 'other' | 'uncoded' | 'all' | 'notInReports' | 'report' | 'reportWork';
  type Line = { key: Key; label: string; hours: number; total?: boolean };
  const line = (key: Key, hours: number, total = false): Line => ({
    key,
    label: t(`wc.reconciliation.${key}` as const),
    hours,
    total,
  });
  const lines: Line[] = [
    line('wc', figures.wcHours),
    line('other', figures.otherHours),
    line('uncoded', figures.uncodedHours),
    line('all', figures.allHours, true),
    ...(figures.notInReportsHours > 0 ? [line('notInReports', figures.notInReportsHours)] : []),
    line('report', figures.reportHours, true),
    line('reportWork', figures.reportWorkHours),
  ];
  return (
    <Paper withBorder p="sm" data-testid="wc-reconciliation">
      <Title order={3} size="h5" id={titleId} mb="xs">
        {t('wc.reconciliation.title')}
      </Title>
      <Table verticalSpacing={4} aria-labelledby={titleId}>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.key} data-line={l.key}>
              <Table.Th scope="row" fw={l.total ? 700 : 400}>
                {l.label}
              </Table.Th>
              <Table.Td ta="right" fw={l.total ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                {format.total(l.hours)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
