import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TENANT_MESSAGES, type TenantRow } from '@sitehours/contract';
import { useReactivateTenant, useResendWelcome, useSuspendTenant } from './api/tenants';

type RowAction = 'resend' | 'suspend' | 'reactivate';

/** The contract's English texts; the screen shows them through the messages catalogue. */
const TEXTS: Record<RowAction, { ok: string; failed: string }> = {
  resend: { ok: TENANT_MESSAGES.welcomeSent, failed: TENANT_MESSAGES.welcomeFailed },
  suspend: { ok: TENANT_MESSAGES.suspended, failed: TENANT_MESSAGES.suspendFailed },
  reactivate: { ok: TENANT_MESSAGES.reactivated, failed: TENANT_MESSAGES.reactivateFailed },
};

/**
 * The row actions of Company Management with the screen's success and error banners.
 * Suspending asks the browser for a confirmation first (platform spec §5).
 */
export function useTenantActions() {
  const { t } = useTranslation('operator');
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const suspend = useSuspendTenant();
  const reactivate = useReactivateTenant();
  const resend = useResendWelcome();
  const mutations = { suspend, reactivate, resend };

  const busyTenantId = [suspend, reactivate, resend].find((m) => m.isPending)?.variables ?? null;

  function run(action: RowAction, tenant: TenantRow) {
    if (
      action === 'suspend' &&
      !window.confirm(t('companies.suspendConfirm', { name: tenant.name }))
    )
      return;
    setSuccess(null);
    setError(null);
    mutations[action].mutate(tenant.tenant_id, {
      onSuccess: () => setSuccess(TEXTS[action].ok),
      onError: () => setError(TEXTS[action].failed),
    });
  }

  return { run, busyTenantId, success, error, setSuccess, setError };
}
