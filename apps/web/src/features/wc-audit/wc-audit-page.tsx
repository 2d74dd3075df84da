import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAdjustments, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { US_STATES } from '@sitehours/contract/rules';
import type { WcAuditResponse } from '@sitehours/contract/schemas';
import { companyToday } from '@/app/calendar-days';
import { useErrorMessage } from '@/app/errors/use-error-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { ScrollTable } from '@/components/responsive-table/scroll-table';
import { useCompanyWcState, useSaveWcState, useWcAudit, useWcAuditDownload } from './api/wc-audit';
import { ThresholdChangeDialog } from './threshold-change-dialog';
import { defaultPolicyPeriod, periodToLoad, type PolicyPeriod } from './wc-audit-rules';
import { DataAsOf } from '@/components/data-as-of';

/**
 * /wc-audit: the WC audit packet of a policy period for the insurer's auditor: payroll per
 * worker and class code under the company's WC state, the dual-wage threshold checks, and the
 * packet as CSV or PDF (with the time cards). A threshold can be changed from a date here.
 */
export function WcAuditPage() {
  const { t } = useTranslation('wcAudit');
  const session = useSession();
  const companyId = session.company?.id ?? session.user?.companyId ?? '';
  const settings = useCompanyWcState(companyId);
  const today = companyToday(settings.data?.time_zone);
  const [period, setPeriod] = useState<PolicyPeriod>(() => defaultPolicyPeriod(companyToday(null)));
  const [dialogOpen, setDialogOpen] = useState(false);
  const toLoad = periodToLoad(period);
  const audit = useWcAudit(companyId, toLoad);
  const errorText = useErrorMessage();

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setDialogOpen(true)}
          >
            {t('threshold.open')}
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder p="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={t('period.start')}
              value={period.startDate}
              onChange={(e) => setPeriod({ ...period, startDate: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('period.end')}
              value={period.endDate}
              onChange={(e) => setPeriod({ ...period, endDate: e.currentTarget.value })}
            />
            <StateSetting companyId={companyId} />
          </Group>
          {toLoad ? null : (
            <Text size="sm" c="red.8" mt="xs" role="alert">
              {t('period.invalid')}
            </Text>
          )}
        </Paper>
        <DataAsOf path="wc-audit" />
        {audit.isError ? (
          <ErrorAlert onRetry={() => void audit.refetch()} retrying={audit.isFetching}>
            {errorText(audit.error)}
          </ErrorAlert>
        ) : audit.isPending ? (
          <Paper withBorder p="lg" role="status" aria-live="polite">
            <Text c="dimmed" ta="center">
              {t('state.loading')}
            </Text>
          </Paper>
        ) : (
          <AuditView audit={audit.data} period={toLoad ?? period} />
        )}
      </Stack>
      <ThresholdChangeDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        today={today}
      />
    </>
  );
}

/** The state whose WC rules apply: the address's unless one is chosen. */
function StateSetting(props: { companyId: string }) {
  const { t } = useTranslation('wcAudit');
  const settings = useCompanyWcState(props.companyId);
  const save = useSaveWcState(props.companyId);
  const errorText = useErrorMessage();
  const address = settings.data?.contact_info.state ?? '';
  const options = [
    { value: '', label: t('state.fromAddress', { state: address || '-' }) },
    ...US_STATES.map((s) => ({ value: s, label: s })),
  ];
  return (
    <Stack gap={4}>
      <Select
        label={t('state.label')}
        data={options}
        value={settings.data?.wc_state ?? ''}
        disabled={!settings.isSuccess || save.isPending}
        allowDeselect={false}
        searchable
        onChange={(value) => save.mutate(value ? value : null)}
        w={220}
      />
      {save.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorText(save.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

function AuditView(props: { audit: WcAuditResponse; period: PolicyPeriod }) {
  const { t } = useTranslation('wcAudit');
  const { audit } = props;
  const headingId = useId();
  const rule = audit.stateRule;
  const download = useWcAuditDownload();
  const errorText = useErrorMessage();
  const [saved, setSaved] = useState<string | null>(null);
  const hoursBasis = rule.basis === 'hours';

  return (
    <>
      <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('rule.title', { state: rule.state || '-' })}
          </Title>
          <Text size="sm">
            {hoursBasis ? t('rule.hours') : t('rule.payroll')}{' '}
            {rule.overtimePremium === 'included' ? t('rule.otIncluded') : t('rule.otExcluded')}
          </Text>
          <Text size="sm" c="dimmed">
            {rule.authority}
          </Text>
          <Group gap="xs" wrap="wrap">
            {(['csv', 'pdf'] as const).map((format) => {
              const busy = download.isPending && download.variables.format === format;
              const Icon = format === 'csv' ? IconFileTypeCsv : IconFileTypePdf;
              return (
                <Button
                  key={format}
                  variant="default"
                  leftSection={<Icon size={16} aria-hidden />}
                  loading={busy}
                  disabled={download.isPending && !busy}
                  onClick={() => {
                    setSaved(null);
                    download.mutate(
                      { period: props.period, format },
                      { onSuccess: (name) => setSaved(name) },
                    );
                  }}
                  data-testid={`wc-audit-${format}`}
                >
                  {format === 'csv' ? t('download.csv') : t('download.pdf')}
                </Button>
              );
            })}
          </Group>
          {download.isError ? (
            <ErrorAlert onClose={() => download.reset()}>{errorText(download.error)}</ErrorAlert>
          ) : null}
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {saved ? t('download.saved', { name: saved }) : ''}
          </Text>
        </Stack>
      </Paper>

      {audit.lines.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed" ta="center">
            {t('state.empty')}
          </Text>
        </Paper>
      ) : (
        <>
          <MoneyTable
            label={t('codes.title')}
            first={t('table.wcCode')}
            rows={audit.classCodes.map((c) => ({
              key: `${c.wcCode}-${c.compRate}`,
              name: c.wcCode,
              ...c,
            }))}
            totals={audit.totals}
          />
          <MoneyTable
            label={t('workers.title')}
            first={t('table.worker')}
            rows={audit.lines.map((l) => ({
              key: `${l.userId}-${l.wcCode}-${l.compRate}`,
              name: `${l.workerName} (${l.wcCode})`,
              ...l,
            }))}
          />
        </>
      )}
      <ThresholdChecks audit={audit} />
    </>
  );
}

interface MoneyRow {
  key: string;
  name: string;
  compRate?: string;
  hours: string;
  straightWages: string;
  overtimePremium: string;
  reportablePayroll: string;
  premium: string;
}

function MoneyTable(props: {
  label: string;
  first: string;
  rows: MoneyRow[];
  totals?: Omit<MoneyRow, 'key' | 'name'>;
}) {
  const { t } = useTranslation('wcAudit');
  const cells = (r: Omit<MoneyRow, 'key' | 'name'>) => (
    <>
      <Table.Td ta="right">{r.compRate ?? ''}</Table.Td>
      <Table.Td ta="right">{r.hours}</Table.Td>
      <Table.Td ta="right">{r.straightWages}</Table.Td>
      <Table.Td ta="right">{r.overtimePremium}</Table.Td>
      <Table.Td ta="right">{r.reportablePayroll}</Table.Td>
      <Table.Td ta="right">{r.premium}</Table.Td>
    </>
  );
  return (
    <section aria-label={props.label}>
      <Title order={2} size="h4" mb="xs">
        {props.label}
      </Title>
      <ScrollTable minWidth={760} label={props.label}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label={props.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{props.first}</Table.Th>
              <Table.Th ta="right">{t('table.compRate')}</Table.Th>
              <Table.Th ta="right">{t('table.hours')}</Table.Th>
              <Table.Th ta="right">{t('table.straight')}</Table.Th>
              <Table.Th ta="right">{t('table.overtime')}</Table.Th>
              <Table.Th ta="right">{t('table.reportable')}</Table.Th>
              <Table.Th ta="right">{t('table.premium')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row" fw={600}>
                  {r.name}
                </Table.Th>
                {cells(r)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {props.totals ? (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('table.total')}</Table.Th>
                {cells({ ...props.totals, compRate: '' })}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </ScrollTable>
    </section>
  );
}

function ThresholdChecks(props: { audit: WcAuditResponse }) {
  const { t } = useTranslation('wcAudit');
  const label = t('checks.title', { date: props.audit.dateRange.startDate });
  return (
    <section aria-label={label}>
      <Title order={2} size="h4" mb="xs">
        {label}
      </Title>
      {props.audit.thresholdChecks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('checks.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {props.audit.thresholdChecks.map((c) => (
            <Paper withBorder p="sm" key={c.workTypeId}>
              <Text fw={600}>{c.workTypeName}</Text>
              <Text size="sm">
                {c.bands
                  .map((b) => `${b.wcCode}: ${b.minHourlyRate}–${b.maxHourlyRate}`)
                  .join('; ')}
              </Text>
              <Text size="sm" c={c.mismatches.length ? 'red.8' : 'dimmed'}>
                {t('checks.summary', {
                  checked: c.entriesChecked,
                  mismatches: c.mismatches.length,
                })}
              </Text>
              {c.mismatches.length ? (
                <ScrollTable minWidth={560} label={c.workTypeName}>
                  <Table withTableBorder verticalSpacing="xs" aria-label={c.workTypeName}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('table.date')}</Table.Th>
                        <Table.Th>{t('table.worker')}</Table.Th>
                        <Table.Th ta="right">{t('table.rate')}</Table.Th>
                        <Table.Th ta="right">{t('table.hours')}</Table.Th>
                        <Table.Th>{t('table.wcCode')}</Table.Th>
                        <Table.Th>{t('table.expected')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {c.mismatches.slice(0, 100).map((m) => (
                        <Table.Tr key={m.entryId}>
                          <Table.Td>{m.date}</Table.Td>
                          <Table.Td>{m.workerName}</Table.Td>
                          <Table.Td ta="right">{m.hourlyRate}</Table.Td>
                          <Table.Td ta="right">{m.hours}</Table.Td>
                          <Table.Td>{m.wcCode ?? ''}</Table.Td>
                          <Table.Td>{m.expectedWcCode ?? t('checks.noCode')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
