import { Paper, Stack, Text } from '@mantine/core';
import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { useSession } from '@/app/session/session-context';
import { ErrorAlert, SuccessAlert } from '@/components/feedback-alerts';
import { PageHeader } from '@/components/page-header';
import { useTimedMessage } from '@/components/use-timed-message';
import { AddressContactSection } from './address-contact-section';
import { useCompanySettings } from './api/company-settings';
import { BillingSection } from './billing-section';
import { BrandingSection } from './branding-section';
import { DayQuestionsSection } from './day-questions-section';
import { GeneralInfoSection } from './general-info-section';
import { OvertimeSection } from './overtime-section';
import { PayPeriodSection } from './pay-period-section';
import { WcStateSection } from './wc-state-section';
import { WorkerSubmitSection } from './worker-submit-section';

/** /company-settings (company spec §2.7). */
export function CompanySettingsPage() {
  const { t } = useTranslation('settings');
  const tm = useTranslateMessage();
  const session = useSession();
  const companyId = session.company?.id ?? session.user?.companyId ?? null;
  const settings = useCompanySettings(companyId);
  const [success, setSuccess] = useTimedMessage();
  const [error, setError] = useState<string | null>(null);

  /** A contract message in English (translated when shown), or a text of the settings catalogue. */
  const onSaved = (next: CompanySettings, message: string) => {
    setError(null);
    setSuccess(message);
    const name = next.company_name || next.name;
    if (name && name !== session.company?.name) session.updateCompany({ name });
    // The menus, the timesheet and the reports follow how the company captures time.
    if (next.time_capture !== session.company?.time_capture)
      session.updateCompany({ time_capture: next.time_capture });
    // The timesheet offers Submit week where workers submit (decision 0027).
    if (next.worker_submit !== (session.company?.worker_submit === true))
      session.updateCompany({ worker_submit: next.worker_submit ? true : undefined });
  };
  const onError = (message: string) => {
    setSuccess(null);
    setError(message);
  };

  const sectionProps = settings.data
    ? { companyId: companyId ?? '', settings: settings.data, onSaved, onError }
    : null;

  return (
    <>
      <PageHeader title={t('page.title')} />
      <Stack gap="md">
        {!companyId ? <ErrorAlert>{tm(SETTINGS_MESSAGES.noCompanyId)}</ErrorAlert> : null}
        {companyId && settings.isError ? (
          <ErrorAlert onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
            {tm(SETTINGS_MESSAGES.loadFailed)}
          </ErrorAlert>
        ) : null}
        {error ? <ErrorAlert onClose={() => setError(null)}>{tm(error)}</ErrorAlert> : null}
        {success ? (
          <SuccessAlert onClose={() => setSuccess(null)}>{tm(success)}</SuccessAlert>
        ) : null}
        {companyId && settings.isPending ? (
          <Paper withBorder p="lg" role="status" aria-live="polite">
            <Text c="dimmed" ta="center">
              {t('page.loading')}
            </Text>
          </Paper>
        ) : null}
        {sectionProps ? (
          <>
            <GeneralInfoSection {...sectionProps} />
            <OvertimeSection {...sectionProps} />
            <PayPeriodSection {...sectionProps} />
            <WcStateSection {...sectionProps} />
            <WorkerSubmitSection {...sectionProps} />
            <DayQuestionsSection
              companyId={sectionProps.companyId}
              onSaved={(message) => {
                setError(null);
                setSuccess(message);
              }}
              onError={onError}
            />
            <BrandingSection {...sectionProps} />
            <AddressContactSection {...sectionProps} />
            <BillingSection {...sectionProps} />
          </>
        ) : null}
      </Stack>
    </>
  );
}
