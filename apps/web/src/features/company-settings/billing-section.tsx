import { useId } from 'react';
import { Badge, Divider } from '@mantine/core';
import { SETTINGS_MESSAGES, type CompanySettings } from '@sitehours/contract';
import { updateBillingEmail } from './api/company-settings';
import { EmailSetting } from './email-setting';
import { InfoList, SettingsCard } from './settings-card';
import {
  BILLING_CYCLE_LABEL,
  NEXT_BILLING_DATE_LABEL,
  planLabel,
  subscriptionStatusColor,
  subscriptionStatusLabel,
} from './settings-rules';

/** Billing & Subscription: read-only plan details and the editable billing contact e-mail. */
export function BillingSection(props: {
  companyId: string;
  settings: CompanySettings;
  onSaved: (settings: CompanySettings, message: string) => void;
  onError: (message: string) => void;
}) {
  const headingId = useId();
  const { settings } = props;
  return (
    <SettingsCard title="Billing & Subscription" headingId={headingId}>
      <InfoList
        items={[
          {
            label: 'Subscription Status',
            value: (
              <Badge
                color={subscriptionStatusColor(settings.subscription_status)}
                variant="filled"
                tt="none"
              >
                {subscriptionStatusLabel(settings.subscription_status)}
              </Badge>
            ),
          },
          { label: 'Plan', value: planLabel(settings.plan_type) },
          { label: 'Billing Cycle', value: BILLING_CYCLE_LABEL },
          { label: 'Next Billing Date', value: NEXT_BILLING_DATE_LABEL },
        ]}
      />
      <Divider />
      <EmailSetting
        label="Billing Contact Email"
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
