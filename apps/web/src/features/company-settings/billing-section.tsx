import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Divider } from '@mantine/core';
import { SETTINGS_MESSAGES } from '@sitehours/contract/messages';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { updateBillingEmail } from './api/company-settings';
import { EmailSetting } from './email-setting';
import { InfoList, SettingsCard } from './settings-card';
import { planLabel, subscriptionStatusColor, subscriptionStatusLabel } from './settings-rules';

/** Billing & Subscription: read-only plan details and the editable billing contact e-mail. */
export function BillingSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const { settings } = props;
  return (
    <SettingsCard title={t('billing.title')} headingId={headingId}>
      <InfoList
        items={[
          {
            label: t('billing.status'),
            value: (
              <Badge
                color={subscriptionStatusColor(settings.subscription_status)}
                variant="filled"
                tt="none"
              >
                {subscriptionStatusLabel(settings.subscription_status, t)}
              </Badge>
            ),
          },
          { label: t('billing.plan'), value: planLabel(settings.plan_type, t) },
          { label: t('billing.cycle'), value: t('billing.monthly') },
          { label: t('billing.nextDate'), value: t('billing.notApplicable') },
        ]}
      />
      <Divider />
      <EmailSetting
        label={t('billing.email')}
        editLabel={t('billing.editEmail')}
        current={settings.billing_contact_email}
        companyId={props.companyId}
        call={updateBillingEmail}
        successText={SETTINGS_MESSAGES.billingUpdated}
        failureText={SETTINGS_MESSAGES.billingFailed}
        onSaved={props.onSaved}
        onError={props.onError}
      />
    </SettingsCard>
  );
}
