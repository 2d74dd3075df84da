import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Tabs, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconChartBar,
  IconFileCertificate,
  IconListDetails,
  IconReportMoney,
  IconSignature,
  IconUsers,
} from '@tabler/icons-react';
import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { InjuryAlertsBanner } from '@/components/injury-alerts/injury-alerts-banner';
import { PageHeader } from '@/components/page-header';
import { useCapturesTimes } from '@/app/session/use-captures-times';
import { ExceptionsTab } from './exceptions-tab';
import { ExportsTab } from './exports-tab';
import { JobBreakdownTab } from './job-breakdown-tab';
import { currentWeek, type DateRange } from './report-dates';
import { reportAccess } from './report-rules';
import { SignaturesTab } from './signatures-tab';
import type { SignatureFilter } from './signatures-rules';
import { TimeCardsDownload } from './time-cards-download';
import { WeeklyEntriesTab } from './weekly-entries-tab';
import { WcPayrollTab } from './wc-payroll-tab';
import { WeeklySummaryTab } from './weekly-summary-tab';

type ReportTab = 'entries' | 'summary' | 'jobs' | 'wc' | 'exceptions' | 'signatures' | 'exports';

const isReportTab = (value: string | null): value is ReportTab =>
  value === 'entries' ||
  value === 'summary' ||
  value === 'jobs' ||
  value === 'wc' ||
  value === 'exceptions' ||
  value === 'signatures' ||
  value === 'exports';

/**
 * /company-reports (company spec §2.6): Weekly Entries, Weekly Summary, Job Breakdown and WC
 * Payroll, each with its own week. The route admits company admins (and global admins in support); the screen
 * checks again (§5 "Reports access").
 */
export function CompanyReportsPage() {
  const { t } = useTranslation('reports');
  const tm = useTranslateMessage();
  const session = useSession();
  const companyId = session.company?.id ?? session.user?.companyId ?? null;
  const access = reportAccess({
    roles: session.user?.roles ?? [],
    isGlobalAdmin: session.user?.isGlobalAdmin ?? false,
    inSupportSession: session.supportSession !== null,
    companyId,
  });

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {access === 'allowed' && companyId ? (
        <>
          <InjuryAlertsBanner enabled />
          <TimeCardsDownload />
          <ReportTabs companyId={companyId} />
        </>
      ) : (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Text size="sm" fw={600}>
            {tm(access === 'not-admin' ? REPORT_MESSAGES.accessDenied : REPORT_MESSAGES.noCompany)}
          </Text>
          {access === 'not-admin' ? (
            <Text size="sm" mt={4}>
              {tm(REPORT_MESSAGES.contactAdmin)}
            </Text>
          ) : null}
        </Alert>
      )}
    </>
  );
}

function ReportTabs(props: { companyId: string }) {
  const { t } = useTranslation('reports');
  const [tab, setTab] = useState<ReportTab>('entries');
  const [ranges, setRanges] = useState<Record<ReportTab, DateRange>>(() => {
    const week = currentWeek();
    return {
      entries: week,
      summary: week,
      jobs: week,
      wc: week,
      exceptions: week,
      signatures: week,
      exports: week,
    };
  });
  const [signatureFilter, setSignatureFilter] = useState<SignatureFilter>('all');
  // Exceptions of punched time: only for a company that records start and end times.
  const capturesTimes = useCapturesTimes();
  const setRange = (which: ReportTab) => (range: DateRange) =>
    setRanges((r) => ({ ...r, [which]: range }));

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isReportTab(value)) setTab(value);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="entries" leftSection={<IconListDetails size={16} />}>
          {t('tabs.entries')}
        </Tabs.Tab>
        <Tabs.Tab value="summary" leftSection={<IconUsers size={16} />}>
          {t('tabs.summary')}
        </Tabs.Tab>
        <Tabs.Tab value="jobs" leftSection={<IconChartBar size={16} />}>
          {t('tabs.jobs')}
        </Tabs.Tab>
        <Tabs.Tab value="wc" leftSection={<IconReportMoney size={16} />}>
          {t('tabs.wc')}
        </Tabs.Tab>
        {capturesTimes ? (
          <Tabs.Tab value="exceptions" leftSection={<IconAlertTriangle size={16} />}>
            {t('tabs.exceptions')}
          </Tabs.Tab>
        ) : null}
        <Tabs.Tab value="signatures" leftSection={<IconSignature size={16} />}>
          {t('tabs.signatures')}
        </Tabs.Tab>
        <Tabs.Tab value="exports" leftSection={<IconFileCertificate size={16} />}>
          {t('tabs.exports')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="entries">
        <WeeklyEntriesTab
          companyId={props.companyId}
          range={ranges.entries}
          onRangeChange={setRange('entries')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="summary">
        <WeeklySummaryTab
          companyId={props.companyId}
          range={ranges.summary}
          onRangeChange={setRange('summary')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="jobs">
        <JobBreakdownTab
          companyId={props.companyId}
          range={ranges.jobs}
          onRangeChange={setRange('jobs')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="wc">
        <WcPayrollTab
          companyId={props.companyId}
          range={ranges.wc}
          onRangeChange={setRange('wc')}
        />
      </Tabs.Panel>
      {capturesTimes ? (
        <Tabs.Panel value="exceptions">
          <ExceptionsTab
            companyId={props.companyId}
            range={ranges.exceptions}
            onRangeChange={setRange('exceptions')}
          />
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="signatures">
        <SignaturesTab
          companyId={props.companyId}
          range={ranges.signatures}
          onRangeChange={setRange('signatures')}
          filter={signatureFilter}
          onFilterChange={setSignatureFilter}
        />
      </Tabs.Panel>
      <Tabs.Panel value="exports">
        <ExportsTab companyId={props.companyId} />
      </Tabs.Panel>
    </Tabs>
  );
}
