import type { ShownMessage } from '@/app/errors/api-error';
import { useState } from 'react';
import { TENANT_MESSAGES } from '@sitehours/contract/messages';
import type { TenantRow } from '@sitehours/contract/schemas';
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
 * Suspending asks for a confirmation first (platform spec §5) and can be undone from its success
 * banner: reactivating gives back the accounts the suspension closed.
 */
export function useTenantActions() {
  const [success, setSuccess] = useState<ShownMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The company whose suspension awaits confirmation. */
  const [confirming, setConfirming] = useState<TenantRow | null>(null);
  /** The company just suspended, while its success banner offers Undo. */
  const [undoable, setUndoable] = useState<TenantRow | null>(null);
  const suspend = useSuspendTenant();
  const reactivate = useReactivateTenant();
  const resend = useResendWelcome();
  const mutations = { suspend, reactivate, resend };

  const busyTenantId = [suspend, reactivate, resend].find((m) => m.isPending)?.variables ?? null;

  function perform(action: RowAction, tenant: TenantRow) {
    setSuccess(null);
    setError(null);
    setUndoable(null);
    mutations[action].mutate(tenant.tenant_id, {
      onSuccess: () => {
        setSuccess(TEXTS[action].ok);
        if (action === 'suspend') setUndoable(tenant);
      },
      onError: () => setError(TEXTS[action].failed),
    });
  }

  function run(action: RowAction, tenant: TenantRow) {
    if (action === 'suspend') setConfirming(tenant);
    else perform(action, tenant);
  }

  const confirmSuspend = (tenant: TenantRow) => {
    setConfirming(null);
    perform('suspend', tenant);
  };
  const cancelSuspend = () => setConfirming(null);
  const undo = () => {
    if (undoable) perform('reactivate', undoable);
  };
  /** A message of another action: the Undo of a suspension goes with its own message only. */
  const showSuccess = (message: ShownMessage | null) => {
    setSuccess(message);
    setUndoable(null);
  };
  const dismissSuccess = () => {
    setSuccess(null);
    setUndoable(null);
  };

  return {
    run,
    busyTenantId,
    success,
    error,
    setSuccess: showSuccess,
    setError,
    confirming,
    confirmSuspend,
    cancelSuspend,
    undoable,
    undo,
    dismissSuccess,
  };
}
