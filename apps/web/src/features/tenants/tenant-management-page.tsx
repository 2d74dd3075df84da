import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TENANT_MESSAGES } from '@sitehours/contract/messages';
import type { TenantRow, TenantStatus } from '@sitehours/contract/schemas';
import { useFormat } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { PageHeader } from '@/components/page-header';
import { AddCompanyModal } from './add-company-modal';
import { useTenants } from './api/tenants';
import { SuspendTenantDialog } from './suspend-tenant-dialog';
import { TenantDetailsModal } from './tenant-details-modal';
import { isTenantStatus, pageWindow, STATUS_FILTER_OPTIONS } from './tenant-rules';
import { TenantsTable } from './tenants-table';
import { useTenantActions } from './use-tenant-actions';

/** /tenant-management (platform spec §2 "Company Management screen"). */
export function TenantManagementPage() {
  const { t } = useTranslation('operator');
  const tm = useTranslateMessage();
  const format = useFormat();
  const [status, setStatus] = useState<TenantStatus | null>(null);
  const [page, setPage] = useState(0);
  const [addOpen, setAddOpen] = useState(false);
  const [details, setDetails] = useState<{ id: string | null; opened: boolean }>({
    id: null,
    opened: false,
  });
  const tenants = useTenants({ page, status });
  const actions = useTenantActions();
  const { success, error, setSuccess, setError } = actions;

  const rows = tenants.data?.tenants;
  const range = pageWindow(page, rows?.length ?? 0, tenants.data?.total ?? 0);
  const listError = tenants.isError ? TENANT_MESSAGES.loadFailed : null;

  const onAction = (action: 'view' | 'resend' | 'suspend' | 'reactivate', tenant: TenantRow) => {
    if (action === 'view') setDetails({ id: tenant.tenant_id, opened: true });
    else actions.run(action, tenant);
  };

  return (
    <>
      <PageHeader
        title={t('companies.title')}
        subtitle={t('companies.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAddOpen(true)}>
            {t('companies.add')}
          </Button>
        }
      />
      <Stack gap="md">
        {error || listError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            withCloseButton={Boolean(error)}
            closeButtonLabel={t('companies.dismissError')}
            onClose={() => setError(null)}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{tm(error ?? listError ?? '')}</Text>
              {listError && !error ? (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => void tenants.refetch()}
                >
                  {t('companies.retry')}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        {success ? (
          <Alert
            color="green"
            icon={<IconCircleCheck size={18} />}
            role="status"
            withCloseButton
            closeButtonLabel={t('companies.dismissMessage')}
            onClose={actions.dismissSuccess}
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">{tm(success)}</Text>
              {actions.undoable ? (
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  onClick={actions.undo}
                  loading={actions.busyTenantId === actions.undoable.tenant_id}
                  aria-label={t('companies.undoSuspendLabel', { name: actions.undoable.name })}
                >
                  {t('companies.undo')}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        <NativeSelect
          label={t('companies.filterLabel')}
          data={STATUS_FILTER_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          value={status ?? ''}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setStatus(isTenantStatus(next) ? next : null);
            setPage(0);
          }}
          maw={{ base: '100%', xs: 240 }}
        />
        <Paper withBorder>
          <TenantsTable
            tenants={rows}
            loading={tenants.isPending}
            busyTenantId={actions.busyTenantId}
            onAction={onAction}
          />
        </Paper>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('companies.pageSummary', {
              from: format.number(range.from),
              to: format.number(range.to),
              total: format.number(range.total),
            })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              disabled={!range.hasPrevious || tenants.isFetching}
              onClick={() => setPage((p) => Math.max(0, p - 1))}
            >
              {t('companies.previous')}
            </Button>
            <Button
              variant="default"
              size="sm"
              disabled={!range.hasNext || tenants.isFetching}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('companies.next')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <SuspendTenantDialog
        tenant={actions.confirming}
        onCancel={actions.cancelSuspend}
        onConfirm={actions.confirmSuspend}
      />
      <AddCompanyModal
        opened={addOpen}
        onClose={() => setAddOpen(false)}
        onCreated={(result) => {
          setAddOpen(false);
          setError(null);
          setSuccess(TENANT_MESSAGES.created(result.tenant.name, result.adminUser.email));
        }}
      />
      <TenantDetailsModal
        tenantId={details.id}
        opened={details.opened}
        onClose={() => setDetails((d) => ({ ...d, opened: false }))}
      />
    </>
  );
}
